import type { BoardCard } from '@seeker/contract';
import { BellRing, CalendarClock, FileCheck2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-dates';
import { cardMarks } from '../lib/marks-text';

/** The next follow-up: its day, marked when it has come. */
export function NextFollowUp({ followUp }: { followUp: NonNullable<BoardCard['nextFollowUp']> }) {
  const Icon = followUp.due ? BellRing : CalendarClock;
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-sm',
        followUp.due
          ? 'w-fit rounded-md bg-amber-100 px-1.5 py-0.5 font-medium text-amber-950 dark:bg-amber-900/60 dark:text-amber-50'
          : 'text-muted-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {followUp.due ? 'Follow-up due' : 'Follow up'} {formatDay(followUp.dueOn)}
    </p>
  );
}

/** What was sent with the application: the tailored resume's title and whether a cover letter went too. */
export function AppliedWith({ sent }: { sent: NonNullable<BoardCard['appliedWith']> }) {
  const parts = [sent.resumeTitle, sent.coverLetter ? 'cover letter' : null].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
      <FileCheck2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
      <span className="min-w-0 break-words">Sent: {parts.join(' + ')}</span>
    </p>
  );
}

export function CardTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag} className="max-w-full rounded-full bg-muted px-2 py-0.5 text-xs break-words text-foreground">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The user's marks: priority, excitement and the day to apply by (a passed one stands out). */
export function CardMarks({ card, today }: { card: Pick<BoardCard, 'priority' | 'excitement' | 'deadline'>; today: string }) {
  const marks = cardMarks(card, today);
  if (marks.length === 0) return null;
  return (
    <ul aria-label="Marks" className="flex flex-wrap gap-1 text-xs">
      {marks.map((mark) => (
        <li
          key={mark.text}
          className={cn(
            'max-w-full rounded-md border px-1.5 py-0.5 break-words',
            mark.passed ? 'border-destructive font-medium text-destructive' : 'text-muted-foreground',
          )}
        >
          {mark.text}
        </li>
      ))}
    </ul>
  );
}
