import type { CompanyResearch } from '@seeker/contract';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';
import { jobSearchSessions } from './job-searches';

/** Spec "Company research session": what the search's postings show per company; the research issue enriches it. */
export const companyResearchSessions = pgTable(
  'company_research_sessions',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => jobSearchSessions.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    researchData: jsonb('research_data').$type<CompanyResearch[]>().notNull(),
    createdAt: createdAt(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_research_sessions_user_idx').on(table.userId)],
);
