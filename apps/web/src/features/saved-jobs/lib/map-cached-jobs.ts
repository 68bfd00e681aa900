import type { JobListing } from '@seeker/contract';

type JobsUpdate = (jobs: JobListing[]) => JobListing[];

function hasJobs(value: unknown): value is { jobs: JobListing[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { jobs?: unknown }).jobs);
}

/**
 * Applies one change to the jobs of any cached saved-jobs view: a search session ({jobs}), the
 * dashboard ({savedJobs: {jobs}}) or the infinite list ({pages: [{jobs}]}). Other data is returned as is.
 */
export function mapCachedJobs<T>(data: T, update: JobsUpdate): T {
  if (typeof data !== 'object' || data === null) return data;
  if (hasJobs(data)) return { ...data, jobs: update(data.jobs) };
  const record = data as Record<string, unknown>;
  if (hasJobs(record.savedJobs)) return { ...data, savedJobs: { ...record.savedJobs, jobs: update(record.savedJobs.jobs) } };
  if (Array.isArray(record.pages)) return { ...data, pages: record.pages.map((page: unknown) => (hasJobs(page) ? { ...page, jobs: update(page.jobs) } : page)) };
  return data;
}

export const replaceJob = (job: JobListing): JobsUpdate => (jobs) => jobs.map((candidate) => (candidate.id === job.id ? job : candidate));
export const patchJob = (jobId: string, patch: Partial<JobListing>): JobsUpdate => (jobs) =>
  jobs.map((candidate) => (candidate.id === jobId ? { ...candidate, ...patch } : candidate));
export const removeJob = (jobId: string): JobsUpdate => (jobs) => jobs.filter((candidate) => candidate.id !== jobId);
