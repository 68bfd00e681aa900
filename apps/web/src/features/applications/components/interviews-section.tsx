import { applicationLimits, applicationMessages, type Interview } from '@seeker/contract';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useDeleteInterview } from '../api/delete-interview';
import { useConfirmedRemove } from '../hooks/use-confirmed-remove';
import { formatDay } from '../lib/dates';
import { errorText } from '../lib/error-text';
import { DetailSection } from './detail-section';
import { InterviewForm } from './interview-form';

const weekdayDate: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
const isWebAddress = (place: string) => /^https?:\/\//i.test(place);

function InterviewItem({ interview, onRemove }: { interview: Interview; onRemove: () => void }) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-md border p-3">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="font-medium">
          <time dateTime={interview.startsAt}>
            {formatDay(interview.date, weekdayDate)}, {interview.time}
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
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 text-destructive hover:text-destructive"
        aria-label={`Remove the interview on ${formatDay(interview.date)} at ${interview.time}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

/** Interviews, soonest first, in the time zone each was entered in. */
export function InterviewsSection({ jobId, interviews, timezone }: { jobId: string; interviews: Interview[]; timezone: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteInterview();
  const [added, setAdded] = useState('');
  const confirm = useConfirmedRemove<Interview>({
    title: 'Remove this interview?',
    describe: (interview) => `The interview on ${formatDay(interview.date)} at ${interview.time} leaves this application.`,
    remove: (interview) => remove.mutate({ jobId, interviewId: interview.id }),
    afterRemove: () => heading.current,
  });

  return (
    <DetailSection title="Interviews" headingRef={heading}>
      <FormError message={remove.error ? errorText(remove.error, applicationMessages.deleteFailed) : null} />
      {interviews.length > 0 ? (
        <ul className="grid gap-2">
          {interviews.map((interview) => (
            <InterviewItem key={interview.id} interview={interview} onRemove={() => confirm.ask(interview)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No interviews yet.</p>
      )}
      <p role="status" className="sr-only">
        {added}
      </p>
      <InterviewForm
        jobId={jobId}
        timezone={timezone}
        full={interviews.length >= applicationLimits.interviews}
        onAdded={(when) => setAdded(`Added the interview on ${when}.`)}
      />
      {confirm.dialog}
    </DetailSection>
  );
}
