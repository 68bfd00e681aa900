import type { Preferences, SearchSchedule } from '@seeker/contract';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export type ScheduledSearchPreferences = Pick<
  Preferences,
  'titles' | 'locations' | 'skills' | 'companies' | 'jobType' | 'seniority' | 'salaryRange' | 'includeKeywords' | 'excludeKeywords' | 'other'
>;

/** Spec part 1 section 3 "Scheduled search". `taskId` is the job runner's schedule id (cloudTaskId in the spec). */
export const scheduledSearches = pgTable(
  'scheduled_searches',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    preferences: jsonb('preferences').$type<ScheduledSearchPreferences>().notNull(),
    schedule: jsonb('schedule').$type<SearchSchedule>().notNull(),
    status: text('status', { enum: ['active', 'paused', 'disabled'] }).notNull(),
    taskId: text('task_id'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    taskError: text('task_error'),
    retryAfter: integer('retry_after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('scheduled_searches_user_id_idx').on(table.userId)],
);
