import type { SalaryBasis, Workplace } from '@seeker/contract';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, customType, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Text past this many characters does not go into the search vector (PostgreSQL caps one at 1 MB). */
export const searchableDescriptionChars = 20_000;

/**
 * Public postings, shared by every user and stored once per (source, source id). The same job on
 * several sources shares a `fingerprint`; searches merge on it and keep every source's link.
 */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    sourceUrl: text('source_url').notNull(),
    applyUrl: text('apply_url'),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    remote: boolean('remote').notNull(),
    /** 'remote' | 'hybrid' | 'onsite', or null when neither the source nor the text says. */
    workplace: text('workplace').$type<Workplace>(),
    descriptionHtml: text('description_html').notNull(),
    descriptionText: text('description_text').notNull(),
    qualifications: jsonb('qualifications').$type<string[]>().notNull(),
    benefits: jsonb('benefits').$type<string[]>().notNull(),
    salaryMin: doublePrecision('salary_min'),
    salaryMax: doublePrecision('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period'),
    /** 'ote' | 'total' when the stated amount is not base pay; null: base pay. */
    salaryBasis: text('salary_basis').$type<SalaryBasis>(),
    jobType: text('job_type'),
    seniority: text('seniority'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    tags: jsonb('tags').$type<string[]>().notNull(),
    department: text('department'),
    fingerprint: text('fingerprint').notNull(),
    boardProvider: text('board_provider'),
    boardSlug: text('board_slug'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Set when a fresh fetch of its board no longer lists it (or a feed has not shown it for a while). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Added, changed, reopened or closed since the percolator last matched it against the scheduled searches. */
    percolatePending: boolean('percolate_pending').notNull().default(true),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("company", '')), 'B') || setweight(to_tsvector('english', left(coalesce("description_text", ''), 20000)), 'C')`,
    ),
  },
  (table) => [
    uniqueIndex('postings_source_id_idx').on(table.source, table.sourceId),
    index('postings_fingerprint_idx').on(table.fingerprint),
    index('postings_search_idx').using('gin', table.search),
    index('postings_board_idx').on(table.boardProvider, table.boardSlug),
    index('postings_closed_at_idx').on(table.closedAt),
    // A researched company's open roles over time (open-roles-over-time.ts), by its name in any case.
    index('postings_company_lower_idx').on(sql`lower(${table.company})`),
    index('postings_percolate_pending_idx')
      .on(table.id)
      .where(sql`${table.percolatePending}`),
    // Newest open postings first: the full-text query walks this until it has its newest matches, and
    // a search without terms reads the most recently seen. Partial: closed postings are never searched.
    index('postings_open_posted_idx')
      .on(table.postedAt.desc().nullsLast(), table.id.desc().nullsFirst())
      .where(sql`${table.closedAt} IS NULL`),
    index('postings_open_seen_idx')
      .on(table.lastSeenAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.closedAt} IS NULL`),
  ],
);
