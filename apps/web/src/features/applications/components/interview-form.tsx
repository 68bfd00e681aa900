import { applicationLimits, applicationMessages, interviewRequestSchema, type Interview } from '@seeker/contract';
import { useAddInterview } from '../api/add-interview';
import { useUpdateInterview } from '../api/update-interview';
import { PartForm } from './part-form';

type InterviewFormProps = { jobId: string; timezone: string; onSaved: (interview: Interview) => void } & (
  { editing?: undefined; full: boolean } | { editing: Interview; onCancel: () => void }
);

const { min, max } = applicationLimits.durationMinutes;

/** The form's values as the contract reads them: texts trimmed, the duration a number. */
function read(data: FormData) {
  const text = (field: string) => String(data.get(field) ?? '').trim();
  return { date: text('date'), time: text('time'), durationMinutes: Number(text('durationMinutes')), place: text('place'), note: text('note') };
}

/**
 * Add an interview — day and time in the user's time zone, how long, where, and a note — or correct
 * one (`editing`: its fields filled in, with Cancel; its day and time in the zone it was entered in).
 */
export function InterviewForm(props: InterviewFormProps) {
  const { jobId, timezone, editing, onSaved } = props;
  const add = useAddInterview();
  const update = useUpdateInterview();
  const zone = editing ? `In ${editing.timezone}, the zone it was entered in` : `In your time zone, ${timezone}`;
  return (
    <PartForm
      title={editing ? 'Edit this interview' : 'Add an interview'}
      fields={[
        { name: 'date', label: 'Date', type: 'date', required: true },
        { name: 'time', label: 'Time', type: 'time', required: true, hint: zone },
        { name: 'durationMinutes', label: 'Duration (minutes)', type: 'number', inputMode: 'numeric', min, max, step: 5 },
        {
          name: 'place',
          label: 'Place',
          autoComplete: 'off',
          maxLength: applicationLimits.place,
          hint: 'An address, a video-call link or a phone number',
          wide: true,
        },
        { name: 'note', label: 'Note', autoComplete: 'off', maxLength: applicationLimits.note, wide: true },
      ]}
      columns="sm:grid-cols-3"
      values={editing ?? { durationMinutes: applicationLimits.durationMinutes.default }}
      schema={interviewRequestSchema}
      read={read}
      save={editing ? update : add}
      send={(interview, done) =>
        editing ? update.mutate({ jobId, interviewId: editing.id, interview }, done) : add.mutate({ jobId, interview }, done)
      }
      onSaved={onSaved}
      fullNote={!editing && props.full ? applicationMessages.tooManyInterviews : undefined}
      label={editing ? 'Save interview' : 'Add interview'}
      onCancel={editing ? props.onCancel : undefined}
    />
  );
}
