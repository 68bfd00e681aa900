import type { JobStatus } from '@seeker/contract';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { jobStatusColors, jobStatusLabels } from '../lib/job-statuses';

export type StatusMenuProps = { status: JobStatus; jobTitle: string; onChange: (status: JobStatus) => void };

/** The badge's name and look, the same before and after its menu's code has arrived. */
export function statusBadgeProps(status: JobStatus, jobTitle: string) {
  return {
    'aria-label': `Status: ${jobStatusLabels[status]}. Change the status of ${jobTitle}`,
    className: cn(
      'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
      'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
      jobStatusColors[status],
    ),
  };
}

export function StatusBadgeContent({ status }: { status: JobStatus }) {
  return (
    <>
      {jobStatusLabels[status]}
      <ChevronDown aria-hidden="true" className="size-3" />
    </>
  );
}
