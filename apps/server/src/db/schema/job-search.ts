import type { SourceStatus } from '@seeker/contract';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';

/** Spec "Job search session": one per search a user ran. */
export const jobSearchSessions = pgTable(
  'job_search_sessions',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    status: text('status', { enum: ['active'] })
      .notNull()
      .default('active'),
    jobCount: integer('job_count').notNull(),
    /** How each source answered for this search ("via" and "which sources failed" on the screens). */
    sources: jsonb('sources').$type<SourceStatus[]>().notNull(),
    createdAt: createdAt(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_search_sessions_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A search's result as the spec lists it (`job-{sessionId}-{index}`, rank and why it matched), leading
 * to the one saved job: three searches that find a job make three listings and one saved job.
 *
 * No foreign keys (decision 0028): a listing goes with its session or its saved job by statement triggers
 * (migration 0024), and with its user through both; three key checks a listing were a tenth of
 * PostgreSQL's time in a scheduled run. So a listing must only be written by a transaction that has itself
 * added its session and added or updated (so locked) the job it leads to, as writeSearchSessions does.
 */
export const sessionListings = pgTable(
  'session_listings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    sessionId: text('session_id').notNull(),
    listingNumber: integer('listing_number').notNull(),
    jobId: text('job_id').notNull(),
    matchScore: integer('match_score').notNull(),
    matchReason: text('match_reason').notNull(),
  },
  (table) => [index('session_listings_session_idx').on(table.sessionId, table.listingNumber), index('session_listings_job_idx').on(table.jobId)],
);
