import { z } from 'zod/mini';
import { jobTypes, seniorities } from './preferences';
import { salaryRangeSchema } from './salary';
import { queryInteger, recordIdSchema } from './text';

/** How a job is worked. */
export const workplaces = ['remote', 'hybrid', 'onsite'] as const;
export type Workplace = (typeof workplaces)[number];

/** Another place the same job is offered, with what differs there. */
export const jobPlaceSchema = z.object({
  location: z.string(),
  workplace: z.nullable(z.enum(workplaces)),
  salary: z.string().check(z.describe("That place's pay as stated, '' when none")),
  url: z.string().check(z.describe('The posting for that place at its source')),
  sourceLabel: z.string(),
});
export type JobPlace = z.infer<typeof jobPlaceSchema>;

/** Spec part 1 section 4 "Job status", in pipeline order. */
export const jobStatuses = ['new', 'researching', 'applying', 'applied', 'interviewing', 'offered', 'rejected'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** Spec part 1 section 4: how the screens (and exports) name each status. */
export const jobStatusLabels: Record<JobStatus, string> = {
  new: 'New',
  researching: 'Researching',
  applying: 'Applying',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offered: 'Offered',
  rejected: 'Rejected',
};

/** Spec part 2 section 3 defaults (as decided in CLARIFICATIONS.md). */
export const savedJobDefaults = {
  text: 'Not specified',
  description: 'No description available',
  link: '#',
} as const;

export const postingLinkSchema = z.object({
  source: z.string().check(z.describe('Source key, e.g. greenhouse')),
  label: z.string().check(z.describe('How the screens name it: "via {label}"')),
  url: z.string(),
});

/**
 * A job as a search lists it or as the user saved it: the spec's listing plus where it came from and why
 * it matched. One saved job per posting, however many searches find it; routes taking a job id accept either id.
 */
export const savedJobSchema = z.object({
  id: z.string().check(z.describe("job-{sessionId}-{index}: the search's listing on Job Listings; the saved job's id in the saved-jobs list")),
  jobId: z.string().check(z.describe("The saved job it leads to (the spec's stored jobId): equal for every search that found the same posting")),
  sessionId: z.string().check(z.describe('The search that lists it (the latest one, in the saved-jobs list)')),
  listingNumber: z.number().check(z.int(), z.describe('Its rank in that search')),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  salary: z.string().check(z.describe('As shown on a card, e.g. "$140k–170k"; "Not specified" when the posting states none')),
  salaryRange: z.nullable(salaryRangeSchema),
  datePosted: z.string().check(z.describe('ISO time the source says it was posted, else when Seeker first saw it (see datePostedStated)')),
  datePostedStated: z
    .boolean()
    .check(
      z.describe('false: the source states no date; datePosted is when Seeker first saw the job (for a page or typed-in job: when it was added)'),
    ),
  description: z.string().check(z.describe('Plain text')),
  descriptionHtml: z.string().check(z.describe('Sanitised HTML: no script, event handler or javascript: URL')),
  qualifications: z.array(z.string()),
  benefits: z.array(z.string()),
  jobLink: z.string(),
  easyApply: z.boolean(),
  favorite: z.boolean(),
  status: z.enum(jobStatuses),
  statusHistory: z
    .array(z.object({ status: z.enum(jobStatuses), at: z.string() }))
    .check(z.describe('Every move through the pipeline with its time, oldest first')),
  remote: z.boolean(),
  workplace: z.nullable(z.enum(workplaces)).check(z.describe('How the job is worked, when its source or text says: remote, hybrid or on-site')),
  places: z.array(jobPlaceSchema).check(z.describe('Other places the same job is offered (one job, one result)')),
  jobType: z.nullable(z.enum(jobTypes)),
  seniority: z.nullable(z.enum(seniorities)),
  source: z.string(),
  sourceLabel: z.string(),
  sourceUrl: z.string(),
  sources: z.array(postingLinkSchema).check(z.describe('Every source that lists this job')),
  matchScore: z.number().check(z.int(), z.gte(0), z.lte(100)),
  matchReason: z.string(),
  ranked: z
    .boolean()
    .check(z.describe('false: added by its link before there was anything to rank it against; matchScore is 0 and matchReason says why')),
  appliedWith: z
    .nullable(z.object({ resumeId: z.nullable(z.string()), resumeTitle: z.nullable(z.string()), coverLetter: z.boolean() }))
    .check(
      z.describe(
        'What went with the application when the job was marked Applied: the tailored resume last made for it, and whether its cover letter existed',
      ),
    ),
});
export type SavedJob = z.infer<typeof savedJobSchema>;

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

export const jobIdParamsSchema = z.object({ jobId: recordIdSchema });

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
  offset: queryInteger(0, jobPageLimits.maxOffset, 0),
  limit: queryInteger(1, jobPageLimits.maxLimit, jobPageLimits.defaultLimit),
});
export type JobPageQuery = z.infer<typeof jobPageQuerySchema>;

export const jobPageSchema = z.object({
  jobs: z.array(savedJobSchema).check(z.describe('Newest search session first, then by listing number')),
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
