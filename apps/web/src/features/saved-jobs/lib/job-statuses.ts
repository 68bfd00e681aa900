import type { JobStatus } from '@seeker/contract';

export { jobStatusLabels } from '@seeker/contract';

/** Spec part 1 section 4: each status has its own colour badge (readable in both themes). */
export const jobStatusColors: Record<JobStatus, string> = {
  new: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  researching: 'bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-violet-100',
  applying: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  applied: 'bg-blue-100 text-blue-900 dark:bg-blue-900/60 dark:text-blue-100',
  interviewing: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900/60 dark:text-indigo-100',
  offered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  rejected: 'bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100',
};

/** Statuses that mean the user has already applied ("hide jobs already applied to"). */
export const appliedStatuses: ReadonlySet<JobStatus> = new Set(['applied', 'interviewing', 'offered', 'rejected']);
