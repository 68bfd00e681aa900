import { z } from 'zod';
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
  .object({
    status: z.enum(jobStatuses).optional().describe('The pipeline stage; each move is kept with its time'),
    favorite: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.favorite !== undefined, 'Send status, favorite or both')
  .meta({ examples: [{ status: 'applied', favorite: true }] });
export type UpdateJobRequest = z.infer<typeof updateJobRequestSchema>;

/** Saved jobs are read a page at a time: a user may keep thousands. */
export const jobPageLimits = { defaultLimit: 20, maxLimit: 100, maxOffset: 1_000_000 } as const;

export const jobPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(jobPageLimits.maxOffset).default(0),
  limit: z.coerce.number().int().min(1).max(jobPageLimits.maxLimit).default(jobPageLimits.defaultLimit),
});
export type JobPageQuery = z.infer<typeof jobPageQuerySchema>;

export const jobPageSchema = z.object({
  jobs: z.array(jobListingSchema).describe('Newest search session first, then by listing number'),
  total: z.number().int(),
  nextOffset: z.number().int().nullable().describe('Where the next page starts; null on the last page'),
});
export type JobPage = z.infer<typeof jobPageSchema>;

/** Spec part 1 section 5 "Dashboard stats", over every saved job. */
export const dashboardStatsSchema = z.object({
  jobsFound: z.number().int(),
  applications: z.number().int().describe('Status applying or applied'),
  interviews: z.number().int().describe('Status interviewing'),
  offers: z.number().int().describe('Status offered'),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /api/users/{userId}/dashboard: the tiles and the first page of saved jobs in one answer. */
export const dashboardSchema = z.object({
  stats: dashboardStatsSchema,
  savedJobs: jobPageSchema,
  searchRunning: z
    .boolean()
    .describe('A job search of the user is under way (such as the one saving preferences starts); its jobs arrive when it ends'),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Spec part 2 section 3 "Job search session", with its jobs and how each source answered. */
export const jobSearchSessionSchema = z.object({
  sessionId: z.string(),
  status: z.literal('active'),
  jobCount: z.number().int(),
  createdAt: z.string(),
  lastUpdated: z.string(),
  sources: z.array(sourceStatusSchema),
  companyCount: z.number().int().describe('Companies researched in this search'),
  jobs: z.array(jobListingSchema),
});
export type JobSearchSession = z.infer<typeof jobSearchSessionSchema>;
