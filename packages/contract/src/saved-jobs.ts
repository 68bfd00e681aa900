import { z } from 'zod/mini';
import { jobListingSchema, jobStatuses, sourceStatusSchema } from './job-search';
import { recordIdSchema } from './text';

/** Spec part 2 section 8: what the screens say when a change to a saved job fails. */
export const savedJobMessages = {
  favorite: 'Failed to update favorite status.',
  status: 'Failed to update the job status. Please try again.',
  delete: 'Failed to delete the job. Please try again.',
  clear: 'Failed to clear search data. Please try again.',
  clearWhileRunning: 'This search is still running. Clear it once it has finished.',
  notFound: 'Job not found',
  sessionNotFound: 'Search session not found',
} as const;

const sessionPrefix = 'session-';

/** A search is saved as the session `session-{runId}`: a client that chose the run id knows it before the search ends. */
export function searchSessionIdFor(runId: string) {
  return `${sessionPrefix}${runId}`;
}

/** The run that made (or is making) a search session. */
export function runIdOfSearchSession(sessionId: string) {
  return sessionId.startsWith(sessionPrefix) ? sessionId.slice(sessionPrefix.length) : sessionId;
}

export const jobIdParamsSchema = z.object({ jobId: recordIdSchema });
export const sessionIdParamsSchema = z.object({ sessionId: recordIdSchema });

/** PATCH /api/jobs/{jobId}: a move along the pipeline, the favourite flag, or both. */
export const updateJobRequestSchema = z
  .strictObject({
    status: z.optional(z.enum(jobStatuses)).check(z.describe('The pipeline stage; each move is kept with its time')),
    favorite: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.status !== undefined || body.favorite !== undefined, 'Send status, favorite or both'),
    z.meta({ examples: [{ status: 'applied', favorite: true }] }),
  );
export type UpdateJobRequest = z.infer<typeof updateJobRequestSchema>;

/** Saved jobs are read a page at a time: a user may keep thousands. */
export const jobPageLimits = { defaultLimit: 20, maxLimit: 100, maxOffset: 1_000_000 } as const;

export const jobPageQuerySchema = z.object({
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(jobPageLimits.maxOffset)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(jobPageLimits.maxLimit)), jobPageLimits.defaultLimit),
});
export type JobPageQuery = z.infer<typeof jobPageQuerySchema>;

export const jobPageSchema = z.object({
  jobs: z.array(jobListingSchema).check(z.describe('Newest search session first, then by listing number')),
  total: z.number().check(z.int()),
  nextOffset: z.nullable(z.number().check(z.int())).check(z.describe('Where the next page starts; null on the last page')),
});
export type JobPage = z.infer<typeof jobPageSchema>;

/** Spec part 1 section 5 "Dashboard stats", over every saved job. */
export const dashboardStatsSchema = z.object({
  jobsFound: z.number().check(z.int()),
  applications: z.number().check(z.int(), z.describe('Status applying or applied')),
  interviews: z.number().check(z.int(), z.describe('Status interviewing')),
  offers: z.number().check(z.int(), z.describe('Status offered')),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /api/users/{userId}/dashboard: the tiles and the first page of saved jobs in one answer. */
export const dashboardSchema = z.object({
  stats: dashboardStatsSchema,
  savedJobs: jobPageSchema,
  searchRunning: z
    .boolean()
    .check(z.describe('A job search of the user is under way (such as the one saving preferences starts); its jobs arrive when it ends')),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Spec part 2 section 3 "Job search session", with its jobs and how each source answered. */
export const jobSearchSessionSchema = z.object({
  sessionId: z.string(),
  status: z.literal('active'),
  jobCount: z.number().check(z.int()),
  createdAt: z.string(),
  lastUpdated: z.string(),
  sources: z.array(sourceStatusSchema),
  companyCount: z.number().check(z.int(), z.describe('Companies researched in this search')),
  jobs: z.array(jobListingSchema),
});
export type JobSearchSession = z.infer<typeof jobSearchSessionSchema>;
