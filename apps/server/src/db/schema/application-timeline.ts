import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TimelineFacts, TimelineKind } from '@seeker/contract';
import { ownerId } from './columns';
import { savedJobs } from './saved-jobs';

/**
 * An application's timeline as it happened (issue 50): one row for each contact, interview and follow-up
 * added, changed or removed, reminder sent and cover letter written or edited, with the facts as they were
 * then. Rows are only ever added (a job's go with it); the timeline never rewrites what it said.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: text('id').primaryKey(),
    jobId: text('job_id')
      .notNull()
      .references(() => savedJobs.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').$type<TimelineKind>().notNull(),
    facts: jsonb('facts').$type<TimelineFacts>().notNull(),
  },
  (table) => [index('application_events_job_idx').on(table.jobId, table.at)],
);
