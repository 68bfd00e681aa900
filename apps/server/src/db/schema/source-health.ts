import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A company's name as its letters and digits, lower-case: how a site's name is looked for among boards' names (decision 0040). */
export const companyKeyOf = (column: AnyPgColumn): SQL => sql`lower(regexp_replace(${column}, '[^[:alnum:]]', '', 'g'))`;

/**
 * One row per source (`remotive`) and per company board (`greenhouse:acme`): when it was last asked
 * (the claim that enforces each source's minimum interval), how it answered, and for boards when to
 * crawl next. The board directory is seeded here from the shared CSV.
 */
export const sourceHealth = pgTable(
  'source_health',
  {
    key: text('key').primaryKey(),
    source: text('source').notNull(),
    /** Boards only. */
    boardSlug: text('board_slug'),
    /**
     * Boards only: 'directory' (seed CSV), 'user' (named in someone's Target Companies, or a guess that
     * proved to be theirs) or 'guess' (a slug tried from a company name, not crawled until it proves itself).
     */
    origin: text('origin', { enum: ['source', 'directory', 'user', 'guess'] }).notNull(),
    status: text('status', { enum: ['unchecked', 'active', 'gone', 'failing'] })
      .notNull()
      .default('unchecked'),
    /** Directory: the exporter's name (derived from the slug); after a fetch: the board's own name when it gives one. */
    companyName: text('company_name'),
    lastFetchAt: timestamp('last_fetch_at', { withTimezone: true }),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    postingsCount: integer('postings_count').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (table) => [
    index('source_health_crawl_idx').on(table.status, table.nextFetchAt),
    index('source_health_last_fetch_idx').on(table.lastFetchAt),
    // A company page's board by its company's name (add-job-by-link/find-site-board.ts): no scan of every board.
    index('source_health_company_key_idx').on(table.source, companyKeyOf(table.companyName)),
  ],
);
