import type { CompanyFacts } from '@seeker/agents';
import type { CompanyResearch } from '@seeker/contract';
import { index, json, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';
import { jobSearchSessions } from './job-search';

/** Spec "Company research session": what the search's postings show per company; the research issue enriches it. */
export const companyResearchSessions = pgTable(
  'company_research_sessions',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => jobSearchSessions.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    researchData: json('research_data').$type<CompanyResearch[]>().notNull(),
    createdAt: createdAt(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_research_sessions_user_idx').on(table.userId)],
);

/**
 * What outside sources (Wikidata, Wikipedia, the company site, the ratings provider) said of a company,
 * shared by every user: public facts fetched once per cache time, so many searches mean one fetch.
 */
export const companyFacts = pgTable(
  'company_facts',
  {
    companyKey: text('company_key').primaryKey(),
    facts: jsonb('facts').$type<CompanyFacts>().notNull(),
    /** The sources configured when fetched, e.g. "ratings,website,wikidata": other settings, other facts. */
    configured: text('configured').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('company_facts_expires_idx').on(table.expiresAt)],
);
