import { jobStatuses, type JobStatus } from '@seeker/contract';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { jobStatusColors, jobStatusLabels } from '../lib/job-statuses';

type StatusMenuProps = { status: JobStatus; jobTitle: string; onChange: (status: JobStatus) => void };

/**
 * The status badge, which is also the control that moves the job along the pipeline: a native select
 * dressed as the badge. The platform's own list opens it (a wheel on phones), keyboard and screen readers
 * know it as a combo box, and it costs no script: the dashboard's first load carries no menu library.
 */
export function StatusMenu({ status, jobTitle, onChange }: StatusMenuProps) {
  return (
    <span className={cn('relative inline-flex shrink-0 items-center rounded-full', jobStatusColors[status])}>
      <select
        aria-label={`Status of ${jobTitle}`}
        value={status}
        onChange={(event) => onChange(event.target.value as JobStatus)}
        className={cn(
          'cursor-pointer appearance-none rounded-full bg-transparent py-0.5 pr-6 pl-2.5 text-xs font-medium text-inherit',
          'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        )}
      >
        {jobStatuses.map((option) => (
          // The open list is drawn by the platform in the page's colours, not the badge's.
          <option key={option} value={option} className="bg-card text-card-foreground">
            {jobStatusLabels[option]}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-2 size-3" />
    </span>
  );
}
