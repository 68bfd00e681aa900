import { z } from 'zod/mini';
import { recordIdSchema } from './text';
import { companyResearchSchema } from './company-research';
import { jobTypes, seniorities } from './preferences';
import { salaryRangeSchema } from './salary';

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
export const jobListingDefaults = {
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
export const jobListingSchema = z.object({
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
export type JobListing = z.infer<typeof jobListingSchema>;

export const sourceStatusSchema = z.object({
  name: z.string().check(z.describe('Source key; boards as provider:slug, the index as "index"')),
  label: z.string(),
  status: z
    .enum(['ok', 'failed', 'skipped', 'stale'])
    .check(
      z.describe('ok: read now; failed: asked now and failed; skipped: not asked (error says why); stale: not due now, and its last read failed'),
    ),
  count: z.number().check(z.int()),
  error: z.optional(z.string()),
  failedAt: z.optional(z.iso.datetime()).check(z.describe('stale: when its last read failed')),
  lastSuccessAt: z
    .optional(z.nullable(z.iso.datetime()))
    .check(z.describe('stale: when it was last read successfully; null: never (it has no postings to be stale)')),
});
export type SourceStatus = z.infer<typeof sourceStatusSchema>;

/** How one feed or keyed search API stood when it was last read (GET /api/job-sources). */
export const jobSourceHealthSchema = z.object({
  name: z.string().check(z.describe('Source key ("remotive", "adzuna")')),
  label: z.string(),
  kind: z.enum(['feed', 'query']),
  status: z
    .enum(['unread', 'ok', 'failing'])
    .check(z.describe('unread: not read since this server started keeping count; failing: its last read failed')),
  lastSuccessAt: z.nullable(z.iso.datetime()),
  lastFailedAt: z.nullable(z.iso.datetime()),
  error: z.nullable(z.string()).check(z.describe('Why its last read failed (failing only)')),
});
export type JobSourceHealth = z.infer<typeof jobSourceHealthSchema>;
export const jobSourcesResponseSchema = z.object({ sources: z.array(jobSourceHealthSchema) });
export type JobSourcesResponse = z.infer<typeof jobSourcesResponseSchema>;

/** POST /api/agents/run-job-search (spec part 2 section 7); run_id lets the caller follow progress live. */
export const runJobSearchRequestSchema = z
  .object({
    user_id: recordIdSchema,
    run_id: z
      .optional(z.uuid())
      .check(z.describe('A client-chosen UUID; progress is readable at /api/agents/runs/{run_id}/events while the search runs')),
  })
  .check(z.meta({ examples: [{ user_id: 'USER_ID' }] }));
export type RunJobSearchRequest = z.infer<typeof runJobSearchRequestSchema>;

/** The stages of a run: a job search's, then a resume tailoring's (read, scored, rewritten, LLM checked, rendered). */
export const searchStages = [
  'started',
  'source',
  'index',
  'ranked',
  'researched',
  'parsed',
  'analyzed',
  'tailored',
  'checked',
  'rendered',
  'saved',
  'done',
  'failed',
] as const;

/** One step of a run, in order; `source` events say which source answered or failed. */
export const searchEventSchema = z.object({
  seq: z.number().check(z.int()),
  at: z.string(),
  stage: z.enum(searchStages),
  source: z.optional(sourceStatusSchema),
  count: z.optional(z.number().check(z.int())),
  message: z.optional(z.string()),
});
export type SearchEvent = z.infer<typeof searchEventSchema>;

export const agentRunStatusSchema = z.object({
  runId: z.string(),
  status: z.enum(['accepted', 'running', 'done', 'failed']),
  sessionId: z.nullable(z.string()),
  error: z.nullable(z.string()),
  events: z.array(searchEventSchema),
});
export type AgentRunStatus = z.infer<typeof agentRunStatusSchema>;

export const runIdParamsSchema = z.object({ runId: recordIdSchema });

/** GET /api/agents/runs?runId=…: the caller's run with that id, if it is recorded yet (zero or one). */
export const runLookupQuerySchema = z.strictObject({ runId: recordIdSchema.check(z.meta({ examples: ['6f1c2b1e-5d2a-4c1b-9a59-0b7f6e0d9c11'] })) });
export const runLookupSchema = z.object({ runs: z.array(agentRunStatusSchema).check(z.maxLength(1)) });

/** The answer of POST /api/agents/run-job-search (spec part 2 section 7) plus the session it was saved as and how each source answered. */
export const runJobSearchResponseSchema = z.object({
  session_id: z.string(),
  run_id: z.string(),
  job_listings: z.object({ jobs: z.array(jobListingSchema) }),
  company_research: z.array(companyResearchSchema),
  sources: z.array(sourceStatusSchema),
});
export type RunJobSearchResponse = z.infer<typeof runJobSearchResponseSchema>;

/**
 * The answer of POST /api/agents/run-job-search asked with `Prefer: respond-async` (RFC 7240): the search
 * is recorded and waits its turn; its progress, then its session, are read at /api/agents/runs?runId={run_id}.
 */
export const runJobSearchAcceptedSchema = z.object({ status: z.literal('accepted'), run_id: z.string() });

/** The request headers POST /api/agents/run-job-search reads (any others pass through). */
export const runJobSearchHeadersSchema = z.looseObject({
  prefer: z
    .optional(z.string())
    .check(z.describe('`respond-async`: answer 202 once the search is recorded, and run it behind the queue, instead of answering with its results')),
});

/** Either answer of POST /api/agents/run-job-search: its results, or the run accepted. */
export const runJobSearchStartedSchema = z.union([runJobSearchResponseSchema, runJobSearchAcceptedSchema]);
export type RunJobSearchStarted = z.infer<typeof runJobSearchStartedSchema>;
