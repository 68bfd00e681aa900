import { applicationLimits, applicationMessages, type FollowUp } from '@seeker/contract';
import { Check, RotateCcw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { cn } from '@/lib/cn';
import { useDeleteFollowUp } from '../api/delete-follow-up';
import { useUpdateFollowUp } from '../api/update-follow-up';
import { formatDay } from '@/lib/format-dates';
import { errorText } from '../lib/error-text';
import { DetailSection } from './detail-section';
import { FollowUpForm } from './follow-up-form';

type FollowUpState = 'done' | 'sent' | 'due' | 'scheduled';

function stateOf(followUp: FollowUp, today: string): FollowUpState {
  if (followUp.doneAt) return 'done';
  if (followUp.sentAt) return 'sent';
  return followUp.dueOn <= today ? 'due' : 'scheduled';
}

const stateBadge: Record<FollowUpState, { label: string; className: string }> = {
  done: { label: 'Done', className: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100' },
  sent: { label: 'Reminder sent', className: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100' },
  due: { label: 'Due', className: 'border-transparent bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50' },
  scheduled: { label: 'Scheduled', className: 'text-foreground' },
};

type FollowUpItemProps = { followUp: FollowUp; today: string; onToggleDone: () => void; onRemove: () => void };

function FollowUpItem({ followUp, today, onToggleDone, onRemove }: FollowUpItemProps) {
  const state = stateOf(followUp, today);
  const day = formatDay(followUp.dueOn);
  const done = state === 'done';
  return (
    <li className={cn('grid gap-2 rounded-md border p-3 text-sm', state === 'due' && 'border-amber-500/60')}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('font-medium', done && 'text-muted-foreground line-through')}>{day}</span>
        <Badge variant="outline" className={stateBadge[state].className}>
          {stateBadge[state].label}
        </Badge>
      </div>
      {followUp.note ? <p className="break-words text-muted-foreground">{followUp.note}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onToggleDone}>
          {done ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
          {done ? 'Mark not done' : 'Mark done'} <span className="sr-only">({day})</span>
        </Button>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove <span className="sr-only">the follow-up on {day}</span>
        </Button>
      </div>
    </li>
  );
}

/** Reminders to follow up: due ones marked, sent ones said so, done ones crossed out. */
export function FollowUpsSection({ jobId, followUps, today, timezone }: { jobId: string; followUps: FollowUp[]; today: string; timezone: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const update = useUpdateFollowUp();
  const remove = useDeleteFollowUp();
  // What the last change did, for screen readers: an add, a done, a reopen (never an earlier change's words).
  const [said, say] = useState('');
  const failure = update.error ?? remove.error;

  return (
    <DetailSection title="Follow-ups" headingRef={heading}>
      <FormError
        message={failure ? errorText(failure, failure === remove.error ? applicationMessages.deleteFailed : applicationMessages.saveFailed) : null}
      />
      {followUps.length > 0 ? (
        <ul className="grid gap-2">
          {followUps.map((followUp) => (
            <FollowUpItem
              key={followUp.id}
              followUp={followUp}
              today={today}
              onToggleDone={() => {
                remove.reset();
                const done = !followUp.doneAt;
                const day = formatDay(followUp.dueOn);
                say('');
                update.mutate(
                  { jobId, followUpId: followUp.id, done },
                  { onSuccess: () => say(done ? `Marked the follow-up on ${day} done.` : `The follow-up on ${day} is open again.`) },
                );
              }}
              onRemove={() => {
                update.reset();
                say('');
                remove.mutate({ jobId, followUpId: followUp.id }, { onSuccess: () => heading.current?.focus() });
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No follow-ups yet.</p>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
      <FollowUpForm
        jobId={jobId}
        today={today}
        timezone={timezone}
        full={followUps.length >= applicationLimits.followUps}
        onAdded={(dueOn) => say(`You will be reminded on ${formatDay(dueOn)}.`)}
      />
    </DetailSection>
  );
}
