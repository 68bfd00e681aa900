import { applicationLimits, applicationMessages, interviewRequestSchema, type Interview } from '@seeker/contract';
import type { FormEvent } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useAddInterview } from '../api/add-interview';
import { useUpdateInterview } from '../api/update-interview';
import { useCheckedForm } from '../hooks/use-checked-form';
import { useFirstFieldFocus } from '../hooks/use-edit-in-place';
import { errorText } from '../lib/error-text';
import { FormField } from './form-field';
import { escapeCancels, PartFormButtons } from './part-form-buttons';

const fields = ['date', 'time', 'durationMinutes', 'place', 'note'];

type InterviewFormProps = { jobId: string; timezone: string; onSaved: (interview: Interview) => void } & (
  { editing?: undefined; full: boolean } | { editing: Interview; onCancel: () => void }
);

const { min, max } = applicationLimits.durationMinutes;

/**
 * Add an interview — day and time in the user's time zone, how long, where, and a note — or correct
 * one (`editing`: its fields filled in, with Cancel; its day and time in the zone it was entered in).
 */
export function InterviewForm(props: InterviewFormProps) {
  const { jobId, timezone, editing, onSaved } = props;
  const add = useAddInterview();
  const update = useUpdateInterview();
  const save = editing ? update : add;
  const { errors, check } = useCheckedForm(interviewRequestSchema, fields, save.error);
  const full = !editing && props.full;
  const formRef = useFirstFieldFocus(editing !== undefined);

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
    const done = {
      onSuccess: (saved: Interview) => {
        if (!editing) form.reset();
        onSaved(saved);
      },
    };
    if (editing) update.mutate({ jobId, interviewId: editing.id, interview }, done);
    else add.mutate({ jobId, interview }, done);
  }

  const title = editing ? 'Edit this interview' : 'Add an interview';
  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      onKeyDown={escapeCancels(editing ? props.onCancel : undefined)}
      noValidate
      aria-label={title}
      className={editing ? 'grid gap-3' : 'grid gap-3 border-t pt-4'}
    >
      <h3 className="font-medium">{title}</h3>
      {full ? <p className="text-sm text-muted-foreground">{applicationMessages.tooManyInterviews}</p> : null}
      <FormError message={save.error ? errorText(save.error, applicationMessages.saveFailed) : null} />
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Date" name="date" type="date" required defaultValue={editing?.date} error={errors.date} />
        <FormField
          label="Time"
          name="time"
          type="time"
          required
          hint={editing ? `In ${editing.timezone}, the zone it was entered in` : `In your time zone, ${timezone}`}
          defaultValue={editing?.time}
          error={errors.time}
        />
        <FormField
          label="Duration (minutes)"
          name="durationMinutes"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={5}
          defaultValue={editing?.durationMinutes ?? applicationLimits.durationMinutes.default}
          error={errors.durationMinutes}
        />
      </div>
      <FormField
        label="Place"
        name="place"
        autoComplete="off"
        maxLength={applicationLimits.place}
        hint="An address, a video-call link or a phone number"
        defaultValue={editing?.place}
        error={errors.place}
      />
      <FormField label="Note" name="note" autoComplete="off" maxLength={applicationLimits.note} defaultValue={editing?.note} error={errors.note} />
      <PartFormButtons
        pending={save.isPending}
        disabled={full}
        label={editing ? 'Save interview' : 'Add interview'}
        onCancel={editing ? props.onCancel : undefined}
      />
    </form>
  );
}
