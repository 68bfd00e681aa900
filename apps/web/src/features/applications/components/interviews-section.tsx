import { applicationLimits, applicationMessages, type Interview } from '@seeker/contract';
import { useRef } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useDeleteInterview } from '../api/delete-interview';
import { useAnnouncement } from '../hooks/use-announcement';
import { useConfirmedRemove } from '../hooks/use-confirmed-remove';
import { formatDay, formatTimeOfDay, weekdayDate } from '@/lib/format-dates';
import { errorText } from '../lib/error-text';
import { DetailSection } from './detail-section';
import { InterviewForm } from './interview-form';
import { PartItem } from './part-item';

const isWebAddress = (place: string) => /^https?:\/\//i.test(place);

type InterviewItemProps = { jobId: string; timezone: string; interview: Interview; onRemove: () => void; onSaved: (interview: Interview) => void };

function InterviewItem({ jobId, timezone, interview, onRemove, onSaved }: InterviewItemProps) {
  return (
    <PartItem
      name={`the interview on ${formatDay(interview.date)} at ${formatTimeOfDay(interview.time)}`}
      onRemove={onRemove}
      form={(done) => (
        <InterviewForm
          jobId={jobId}
          timezone={timezone}
          editing={interview}
          onCancel={done}
          onSaved={(saved) => {
            done();
            onSaved(saved);
          }}
        />
      )}
    >
      <p className="font-medium">
        <time dateTime={interview.startsAt}>
          {formatDay(interview.date, weekdayDate)}, {formatTimeOfDay(interview.time)}
        </time>{' '}
        <span className="font-normal text-muted-foreground">
          ({interview.timezone}) · {interview.durationMinutes} min
        </span>
      </p>
      {interview.place ? (
        <p className="break-words">
          {isWebAddress(interview.place) ? (
            <a href={interview.place} target="_blank" rel="noopener noreferrer" className="break-all text-primary underline underline-offset-4">
              {interview.place} <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            interview.place
          )}
        </p>
      ) : null}
      {interview.note ? <p className="break-words text-muted-foreground">{interview.note}</p> : null}
    </PartItem>
  );
}

/** Interviews, soonest first, in the time zone each was entered in. */
export function InterviewsSection({ jobId, interviews, timezone }: { jobId: string; interviews: Interview[]; timezone: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteInterview();
  const [said, say] = useAnnouncement();
  const confirm = useConfirmedRemove<Interview>({
    title: 'Remove this interview?',
    describe: (interview) => `The interview on ${formatDay(interview.date)} at ${formatTimeOfDay(interview.time)} leaves this application.`,
    remove: (interview) => remove.mutate({ jobId, interviewId: interview.id }),
    afterRemove: () => heading.current,
  });

  return (
    <DetailSection title="Interviews" headingRef={heading}>
      <FormError message={remove.error ? errorText(remove.error, applicationMessages.deleteFailed) : null} />
      {interviews.length > 0 ? (
        <ul className="grid gap-2">
          {interviews.map((interview) => (
            <InterviewItem
              key={interview.id}
              jobId={jobId}
              timezone={timezone}
              interview={interview}
              onRemove={() => confirm.ask(interview)}
              onSaved={(saved) => say(`Saved the interview on ${formatDay(saved.date)} at ${formatTimeOfDay(saved.time)}.`)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No interviews yet.</p>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
      <InterviewForm
        jobId={jobId}
        timezone={timezone}
        full={interviews.length >= applicationLimits.interviews}
        onSaved={(interview) => say(`Added the interview on ${formatDay(interview.date)} at ${formatTimeOfDay(interview.time)}.`)}
      />
      {confirm.dialog}
    </DetailSection>
  );
}
