import type { JobStatus } from '@seeker/contract';
import { jobStatusColors, jobStatusLabels } from '@/features/saved-jobs';
import { cn } from '@/lib/cn';

/** A status in its colour, as on the dashboard's cards. */
export function StatusBadge({ status, className }: { status: JobStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium forced-colors:border',
        jobStatusColors[status],
        className,
      )}
    >
      {jobStatusLabels[status]}
    </span>
  );
}
