import { scheduledSearchMessages, type ScheduledRun } from '@seeker/contract';

/** The last run in a few words: "Found 12 jobs, 3 new", "Running…" or "Failed: <why>". */
export function runOutcome(run: ScheduledRun): string {
  if (run.status === 'running') return 'Running…';
  if (run.status === 'failed') return `Failed: ${run.error || scheduledSearchMessages.unknown}`;
  return `Found ${run.jobCount} ${run.jobCount === 1 ? 'job' : 'jobs'}, ${run.newJobs} new`;
}
