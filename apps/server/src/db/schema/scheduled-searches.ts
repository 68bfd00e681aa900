import type { Preferences, SearchSchedule } from '@seeker/contract';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';

export type ScheduledSearchPreferences = Pick<
  Preferences,
  'titles' | 'locations' | 'skills' | 'companies' | 'jobType' | 'seniority' | 'salaryRange' | 'includeKeywords' | 'excludeKeywords' | 'other'
>;

/** Spec part 1 section 3 "Scheduled search". `taskId` is the job runner's schedule id (cloudTaskId in the spec). */
export const scheduledSearches = pgTable(
  'scheduled_searches',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    preferences: jsonb('preferences').$type<ScheduledSearchPreferences>().notNull(),
    schedule: jsonb('schedule').$type<SearchSchedule>().notNull(),
    status: text('status', { enum: ['active', 'paused', 'disabled'] }).notNull(),
    taskId: text('task_id'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    taskError: text('task_error'),
    retryAfter: integer('retry_after'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('scheduled_searches_user_id_idx').on(table.userId)],
);
