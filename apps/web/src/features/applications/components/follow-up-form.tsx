import { applicationLimits, applicationMessages, followUpHour, followUpRequestSchema, type FollowUp } from '@seeker/contract';
import { useAddFollowUp } from '../api/add-follow-up';
import { PartForm } from './part-form';

type FollowUpFormProps = { jobId: string; today: string; timezone: string; full: boolean; onAdded: (dueOn: string) => void };

/** "Remind me on": a day from today on (in the user's time zone) and what to follow up about. */
export function FollowUpForm({ jobId, today, timezone, full, onAdded }: FollowUpFormProps) {
  const add = useAddFollowUp();
  return (
    <PartForm
      title="Add a follow-up"
      fields={[
        {
          name: 'dueOn',
          label: 'Remind me on',
          type: 'date',
          required: true,
          min: today,
          hint: `Sent at ${followUpHour}:00 that day (${timezone}); for today after that, within a minute`,
        },
        { name: 'note', label: 'Note', autoComplete: 'off', maxLength: applicationLimits.note, hint: 'What to follow up about' },
      ]}
      columns="sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]"
      schema={followUpRequestSchema}
      // ISO days compare as text.
      refusal={({ dueOn }) => (dueOn < today ? { field: 'dueOn', message: applicationMessages.followUpInPast } : undefined)}
      save={add}
      send={(followUp, done) => add.mutate({ jobId, followUp }, done)}
      onSaved={(followUp: FollowUp) => onAdded(followUp.dueOn)}
      fullNote={full ? applicationMessages.tooManyFollowUps : undefined}
      label="Add"
      srLabel="follow-up"
    />
  );
}
