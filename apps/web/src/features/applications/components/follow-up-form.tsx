import { applicationLimits, applicationMessages, followUpHour, followUpRequestSchema } from '@seeker/contract';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useAddFollowUp } from '../api/add-follow-up';
import { useCheckedForm } from '../hooks/use-checked-form';
import { errorText } from '../lib/error-text';

const fields = ['dueOn', 'note'];
import { FormField } from './form-field';

type FollowUpFormProps = { jobId: string; today: string; timezone: string; full: boolean; onAdded: (dueOn: string) => void };

/** "Remind me on": a day from today on (in the user's time zone) and what to follow up about. */
export function FollowUpForm({ jobId, today, timezone, full, onAdded }: FollowUpFormProps) {
  const add = useAddFollowUp();
  const { errors, check, refuse } = useCheckedForm(followUpRequestSchema, fields, add.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const followUp = check(form, { dueOn: String(data.get('dueOn') ?? ''), note: String(data.get('note') ?? '') });
    if (!followUp) return;
    // ISO days compare as text.
    if (followUp.dueOn < today) return refuse(form, 'dueOn', applicationMessages.followUpInPast);
    add.mutate(
      { jobId, followUp },
      {
        onSuccess: (followUp) => {
          form.reset();
          onAdded(followUp.dueOn);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Add a follow-up" className="grid gap-3 border-t pt-4">
      <h3 className="font-medium">Add a follow-up</h3>
      {full ? <p className="text-sm text-muted-foreground">{applicationMessages.tooManyFollowUps}</p> : null}
      <FormError message={add.error ? errorText(add.error, applicationMessages.saveFailed) : null} />
      <div className="grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)]">
        <FormField
          label="Remind me on"
          name="dueOn"
          type="date"
          required
          min={today}
          error={errors.dueOn}
          hint={`Sent at ${followUpHour}:00 that day (${timezone}); for today after that, within a minute`}
        />
        <FormField
          label="Note"
          name="note"
          autoComplete="off"
          maxLength={applicationLimits.note}
          hint="What to follow up about"
          error={errors.note}
        />
      </div>
      <Button type="submit" variant="outline" className="justify-self-start" disabled={full || add.isPending}>
        {add.isPending ? 'Adding…' : 'Add'} <span className="sr-only">follow-up</span>
      </Button>
    </form>
  );
}
