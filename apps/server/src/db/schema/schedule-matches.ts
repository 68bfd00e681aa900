import { bigint, bigserial, index, integer, json, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Where a dropped match ranked: its score then (scores only fall as postings age) and the keys that order equal scores. */
export type MatchFloor = { score: number; postedAt: number | null; title: string; source: string; sourceId: string };
import { scheduledSearches } from './scheduled-searches';

const scheduleId = () =>
  text('schedule_id')
    .notNull()
    .references(() => scheduledSearches.id, { onDelete: 'cascade' });

/**
 * A scheduled search whose matches are kept up to date as postings arrive (the percolator), so a due
 * run ranks what it has instead of searching again. Written by a full run, carried on by each later run.
 */
export const scheduleMatchStates = pgTable('schedule_match_states', {
  scheduleId: scheduleId().primaryKey(),
  /** A hash of the preferences and target boards the matches were prepared for: any change means a full run. */
  preferencesKey: text('preferences_key').notNull(),
  /** The best-ranked match no longer kept, as ranked when it was dropped (null: none dropped); a run whose last result does not rank above it searches in full. */
  floor: jsonb('floor').$type<MatchFloor | null>(),
  /** Each dropped match as the hash of its job (company, title) and its fingerprint: a result of one of those jobs reads that opening back as its place. */
  droppedJobs: jsonb('dropped_jobs').$type<string[]>().notNull(),
  /** The percolator's news (`match_news`) this schedule's runs have read, through this number: its next run reads the later ones. */
  newsThrough: bigint('news_through', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A search term as the lexemes its full-text query ANDs, once for every schedule that has it: a posting holding all of them matches. */
export const matchTerms = pgTable(
  'match_terms',
  {
    id: serial('id').primaryKey(),
    lexemes: text('lexemes').array().notNull(),
  },
  (table) => [uniqueIndex('match_terms_lexemes_key').on(table.lexemes), index('match_terms_lexemes_idx').using('gin', table.lexemes)],
);

/** The terms of each schedule that has had its first run. */
export const scheduleMatchTerms = pgTable(
  'schedule_match_terms',
  {
    scheduleId: scheduleId(),
    termId: integer('term_id')
      .notNull()
      .references(() => matchTerms.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.scheduleId, table.termId] }), index('schedule_match_terms_term_idx').on(table.termId)],
);

/** The boards of a schedule's target companies: their postings match whatever their text. */
export const scheduleMatchBoards = pgTable(
  'schedule_match_boards',
  {
    scheduleId: scheduleId(),
    provider: text('provider').notNull(),
    slug: text('slug').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scheduleId, table.provider, table.slug] }),
    index('schedule_match_boards_board_idx').on(table.provider, table.slug),
  ],
);

/** One job (a posting fingerprint) a schedule matches, its score prepared: the copies it was merged from and how each group scores. */
export const scheduleMatches = pgTable(
  'schedule_matches',
  {
    scheduleId: scheduleId(),
    fingerprint: text('fingerprint').notNull(),
    /** Stored as json, not jsonb: written whole and read whole (a run reads its schedule's ~75 as one json_agg), never looked into by SQL. */
    entry: json('entry').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scheduleId, table.fingerprint] }), index('schedule_matches_fingerprint_idx').on(table.fingerprint)],
);

/**
 * What the percolator found, once for all schedules (decision 0050): a job whose posting arrived, changed,
 * reopened or closed, and why a schedule may want it — a term whose lexemes its copy holds, a board it is on,
 * or neither (it changed: for the schedules that keep it). Numbered in the order written; each schedule reads
 * those after its `news_through`, through its own terms, boards and kept matches.
 */
export const matchNews = pgTable(
  'match_news',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    termId: integer('term_id'),
    provider: text('provider'),
    slug: text('slug'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('match_news_term_idx').on(table.termId, table.seq),
    index('match_news_board_idx').on(table.provider, table.slug, table.seq),
    index('match_news_job_idx').on(table.fingerprint, table.seq),
  ],
);
