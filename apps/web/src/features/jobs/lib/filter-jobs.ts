import { periodsPerYear, type JobListing } from '@seeker/contract';
import { appliedStatuses } from '@/features/saved-jobs';

export const jobSorts = ['score', 'newest', 'salary'] as const;
export type JobSort = (typeof jobSorts)[number];
export const jobSortLabels: Record<JobSort, string> = { score: 'Best match', newest: 'Newest', salary: 'Highest salary' };

export type JobFilters = { sort: JobSort; remoteOnly: boolean; hideApplied: boolean };
export const defaultJobFilters: JobFilters = { sort: 'score', remoteOnly: false, hideApplied: false };


/** A yearly figure to compare pay stated per hour, day, week, month or year; null when none is stated. */
export function yearlySalary(job: JobListing): number | null {
  const range = job.salaryRange;
  const amount = range?.max ?? range?.min;
  if (range === null || amount === null || amount === undefined) return null;
  return amount * periodsPerYear[range.period ?? 'year'];
}

const compare: Record<JobSort, (a: JobListing, b: JobListing) => number> = {
  score: (a, b) => b.matchScore - a.matchScore || a.listingNumber - b.listingNumber,
  newest: (a, b) => Date.parse(b.datePosted) - Date.parse(a.datePosted) || a.listingNumber - b.listingNumber,
  // Jobs that state no pay go last, whatever the direction.
  salary: (a, b) => (yearlySalary(b) ?? -1) - (yearlySalary(a) ?? -1) || a.listingNumber - b.listingNumber,
};

/** The search's results as the filters ask, without a new search. */
export function filterJobs(jobs: JobListing[], filters: JobFilters): JobListing[] {
  return jobs
    // A job offered remotely in any of its places counts, whichever place ranked first.
    .filter((job) => !filters.remoteOnly || job.remote || job.places.some((place) => place.workplace === 'remote'))
    .filter((job) => !filters.hideApplied || !appliedStatuses.has(job.status))
    .sort(compare[filters.sort]);
}
