import type { SavedJob } from '@seeker/contract';

type JobsUpdate = (jobs: SavedJob[]) => SavedJob[];

function hasJobs(value: unknown): value is { jobs: SavedJob[] } {
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
  if (Array.isArray(record.pages))
    return { ...data, pages: record.pages.map((page: unknown) => (hasJobs(page) ? { ...page, jobs: update(page.jobs) } : page)) };
  return data;
}

/**
 * Views list one saved job under different ids (a search's listing, or the job's own): a change reaches
 * every card that leads to the same saved job (`jobId`), and each keeps its own id and place in its list.
 */
const sameJob = (candidate: SavedJob, jobId: string) => candidate.jobId === jobId;

export const replaceJob =
  (job: SavedJob): JobsUpdate =>
  (jobs) =>
    jobs.map((candidate) =>
      sameJob(candidate, job.jobId)
        ? {
            ...job,
            id: candidate.id,
            sessionId: candidate.sessionId,
            listingNumber: candidate.listingNumber,
            matchScore: candidate.matchScore,
            matchReason: candidate.matchReason,
            ranked: candidate.ranked,
          }
        : candidate,
    );
export const patchJob =
  (jobId: string, patch: Partial<SavedJob>): JobsUpdate =>
  (jobs) =>
    jobs.map((candidate) => (sameJob(candidate, jobId) ? { ...candidate, ...patch } : candidate));
export const removeJob =
  (jobId: string): JobsUpdate =>
  (jobs) =>
    jobs.filter((candidate) => !sameJob(candidate, jobId));
