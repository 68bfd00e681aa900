import { z } from 'zod/mini';
import { recordIdSchema } from './text';
import { companyResearchSchema } from './company-research';
import { savedJobSchema } from './saved-jobs';

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
  job_listings: z.object({ jobs: z.array(savedJobSchema) }),
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

const sessionPrefix = 'session-';

/** A search is saved as the session `session-{runId}`: a client that chose the run id knows it before the search ends. */
export function searchSessionIdFor(runId: string) {
  return `${sessionPrefix}${runId}`;
}

/** The run that made (or is making) a search session. */
export function runIdOfSearchSession(sessionId: string) {
  return sessionId.startsWith(sessionPrefix) ? sessionId.slice(sessionPrefix.length) : sessionId;
}

export const sessionIdParamsSchema = z.object({ sessionId: recordIdSchema });

/** Spec part 2 section 3 "Job search session", with its jobs and how each source answered. */
export const jobSearchSessionSchema = z.object({
  sessionId: z.string(),
  status: z.literal('active'),
  jobCount: z.number().check(z.int()),
  createdAt: z.string(),
  lastUpdated: z.string(),
  sources: z.array(sourceStatusSchema),
  companyCount: z.number().check(z.int(), z.describe('Companies researched in this search')),
  jobs: z.array(savedJobSchema),
});
export type JobSearchSession = z.infer<typeof jobSearchSessionSchema>;
