import { periodsPerYear, type SavedJob } from '@seeker/contract';
import { appliedStatuses } from '@/features/saved-jobs';

export const jobSorts = ['score', 'newest', 'salary'] as const;
export type JobSort = (typeof jobSorts)[number];
export const jobSortLabels: Record<JobSort, string> = { score: 'Best match', newest: 'Newest', salary: 'Highest salary' };

export type JobFilters = { sort: JobSort; remoteOnly: boolean; hideApplied: boolean };
export const defaultJobFilters: JobFilters = { sort: 'score', remoteOnly: false, hideApplied: false };

/**
 * A yearly figure to compare pay stated per hour, day, week, month or year; null when no amount or no period
 * is stated, or when the amount is not base pay (on-target earnings, total pay: "Highest salary" would rank
 * commission first).
 */
export function yearlySalary(job: SavedJob): number | null {
  const range = job.salaryRange;
  const amount = range?.max ?? range?.min;
  if (!range?.period || range.basis || amount === null || amount === undefined) return null;
  return amount * periodsPerYear[range.period];
}

/** The currency most of the results are paid in (US dollars on a tie): its pay is what "Highest salary" ranks first. */
function leadCurrency(jobs: SavedJob[]): string {
  const counts = new Map<string, number>();
  for (const job of jobs) if (job.salaryRange?.currency) counts.set(job.salaryRange.currency, (counts.get(job.salaryRange.currency) ?? 0) + 1);
  return (
    [...counts].sort(([a, countA], [b, countB]) => countB - countA || Number(b === 'USD') - Number(a === 'USD') || a.localeCompare(b))[0]?.[0] ??
    'USD'
  );
}

/**
 * Pay compares only within one currency and with a stated period (there are no exchange rates here, and a
 * figure without a period may be per month): the lead currency's jobs by yearly pay, then each other
 * currency's, then pay without a period, then jobs that state none.
 */
function bySalary(jobs: SavedJob[]): (a: SavedJob, b: SavedJob) => number {
  const lead = leadCurrency(jobs);
  const statesAmount = (job: SavedJob) => (job.salaryRange?.max ?? job.salaryRange?.min ?? null) !== null;
  const tier = (job: SavedJob) => (yearlySalary(job) === null ? (statesAmount(job) ? 2 : 3) : job.salaryRange?.currency === lead ? 0 : 1);
  return (a, b) =>
    tier(a) - tier(b) ||
    (a.salaryRange?.currency ?? '').localeCompare(b.salaryRange?.currency ?? '') ||
    (yearlySalary(b) ?? 0) - (yearlySalary(a) ?? 0) ||
    a.listingNumber - b.listingNumber;
}

const compare: Record<Exclude<JobSort, 'salary'>, (a: SavedJob, b: SavedJob) => number> = {
  score: (a, b) => b.matchScore - a.matchScore || a.listingNumber - b.listingNumber,
  newest: (a, b) => Date.parse(b.datePosted) - Date.parse(a.datePosted) || a.listingNumber - b.listingNumber,
};

/** The search's results as the filters ask, without a new search. */
export function filterJobs(jobs: SavedJob[], filters: JobFilters): SavedJob[] {
  return (
    jobs
      // A job offered remotely in any of its places counts, whichever place ranked first.
      .filter((job) => !filters.remoteOnly || job.remote || job.places.some((place) => place.workplace === 'remote'))
      .filter((job) => !filters.hideApplied || !appliedStatuses.has(job.status))
      .sort(filters.sort === 'salary' ? bySalary(jobs) : compare[filters.sort])
  );
}
