import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId } from './columns';
import { scheduledSearches } from './scheduled-searches';

const scheduleId = () =>
  text('schedule_id')
    .notNull()
    .references(() => scheduledSearches.id, { onDelete: 'cascade' });

/** One row per schedule and slot: the ledger that makes a slot run once, whoever fires it and however often. */
export const scheduledSearchRuns = pgTable(
  'scheduled_search_runs',
  {
    scheduleId: scheduleId(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    userId: ownerId(),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    sessionId: text('session_id'),
    jobCount: integer('job_count').notNull().default(0),
    newJobs: integer('new_jobs').notNull().default(0),
    error: text('error'),
  },
  (table) => [
    primaryKey({ columns: [table.scheduleId, table.scheduledFor] }),
    index('scheduled_search_runs_started_idx').on(table.scheduleId, table.startedAt),
  ],
);

/** Postings a schedule has found before: a later run's "new jobs" are the ones not in here. */
export const scheduledSearchSeen = pgTable(
  'scheduled_search_seen',
  {
    scheduleId: scheduleId(),
    postingKey: text('posting_key').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scheduleId, table.postingKey] })],
);
