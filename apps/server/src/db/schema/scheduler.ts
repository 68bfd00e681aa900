import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ScheduleTiming } from '../../lib/time/next-run-at';
import { createdAt } from './columns';

/**
 * The Cloud-Tasks-compatible scheduler's tasks (spec part 1 section 7): one recurring task per
 * schedule request. Each upcoming slot is a pg-boss job; a cancelled task is deleted with its waiting jobs,
 * and a job whose task is gone does nothing.
 */
export const schedulerTasks = pgTable(
  'scheduler_tasks',
  {
    id: text('id').primaryKey(),
    scheduleId: text('schedule_id').notNull(),
    schedule: jsonb('schedule').$type<ScheduleTiming>().notNull(),
    targetUrl: text('target_url').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('scheduler_tasks_schedule_id_idx').on(table.scheduleId)],
);
