import type { SavedJob } from '@seeker/contract';
import { Banknote, CalendarDays, MapPin, Sparkles } from 'lucide-react';
import { jobDateLabel, matchText } from '@/features/saved-jobs';
import { formatDateOf } from '@/lib/format-dates';
import { salaryText } from '../lib/job-display';

/** Where, how much, when posted, and how well it matches: one line each, icons for the eye only. */
export function JobFacts({ job }: { job: SavedJob }) {
  const fact = 'flex items-center gap-2 min-w-0';
  const icon = 'size-4 shrink-0';
  return (
    <ul className="grid gap-1 text-sm text-muted-foreground">
      <li className={fact}>
        <MapPin aria-hidden="true" className={icon} />
        <span className="truncate" title={job.location}>
          {job.location}
        </span>
      </li>
      <li className={fact}>
        <Banknote aria-hidden="true" className={icon} />
        {salaryText(job)}
      </li>
      <li className={fact}>
        <CalendarDays aria-hidden="true" className={icon} />
        <span>
          {jobDateLabel(job)} <time dateTime={job.datePosted}>{formatDateOf(job.datePosted)}</time>
        </span>
      </li>
      <li className={fact}>
        <Sparkles aria-hidden="true" className={icon} />
        <span title={job.matchReason || undefined}>{matchText(job)}</span>
      </li>
    </ul>
  );
}
