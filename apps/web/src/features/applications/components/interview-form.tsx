import { applicationLimits, applicationMessages, interviewRequestSchema } from '@seeker/contract';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useAddInterview } from '../api/add-interview';
import { useCheckedForm } from '../hooks/use-checked-form';
import { errorText } from '../lib/error-text';
import { FormField } from './form-field';

const fields = ['date', 'time', 'durationMinutes', 'place', 'note'];

type InterviewFormProps = { jobId: string; timezone: string; full: boolean; onAdded: (when: string) => void };

const { min, max } = applicationLimits.durationMinutes;

/** Add an interview: day and time in the user's time zone, how long, where, and a note. */
export function InterviewForm({ jobId, timezone, full, onAdded }: InterviewFormProps) {
  const add = useAddInterview();
  const { errors, check } = useCheckedForm(interviewRequestSchema, fields, add.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (field: string) => String(data.get(field) ?? '').trim();
    const values = {
      date: text('date'),
      time: text('time'),
      durationMinutes: Number(text('durationMinutes')),
      place: text('place'),
      note: text('note'),
    };
    const interview = check(form, values);
    if (!interview) return;
    add.mutate(
      { jobId, interview },
      {
        onSuccess: (interview) => {
          form.reset();
          onAdded(`${interview.date} ${interview.time}`);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Add an interview" className="grid gap-3 border-t pt-4">
      <h3 className="font-medium">Add an interview</h3>
      {full ? <p className="text-sm text-muted-foreground">{applicationMessages.tooManyInterviews}</p> : null}
      <FormError message={add.error ? errorText(add.error, applicationMessages.saveFailed) : null} />
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Date" name="date" type="date" required error={errors.date} />
        <FormField label="Time" name="time" type="time" required hint={`In your time zone, ${timezone}`} error={errors.time} />
        <FormField
          label="Duration (minutes)"
          name="durationMinutes"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={5}
          defaultValue={applicationLimits.durationMinutes.default}
          error={errors.durationMinutes}
        />
      </div>
      <FormField
        label="Place"
        name="place"
        autoComplete="off"
        maxLength={applicationLimits.place}
        hint="An address, a video-call link or a phone number"
        error={errors.place}
      />
      <FormField label="Note" name="note" autoComplete="off" maxLength={applicationLimits.note} error={errors.note} />
      <Button type="submit" variant="outline" className="justify-self-start" disabled={full || add.isPending}>
        {add.isPending ? 'Adding…' : 'Add interview'}
      </Button>
    </form>
  );
}
