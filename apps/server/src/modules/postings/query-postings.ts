import { and, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { sameSlug } from './close-postings';
import { cachedPostings, postingVersion } from './posting-cache';
import { postingColumns, postingFromRow } from './posting-from-row';
import type { StoredPosting } from './upsert-postings';

export type IndexQuery = {
  /** Titles, skills, include keywords: a posting matching any one is a candidate. */
  terms: string[];
  /** Boards of the user's target companies: their open postings are candidates whatever the text. */
  boards: { provider: string; slug: string }[];
  limit: number;
};

/** `plainto_tsquery` per term (its words AND'ed), the terms OR'ed: "frontend engineer" or "react". */
function textQuery(terms: string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  return sql.join(
    terms.map((term) => sql`plainto_tsquery('english', ${term})`),
    sql` || `,
  );
}

/** Newest posting first, undated ones last; with `id desc` after it, the order of postings_open_posted_idx. */
const newestFirst = sql`${postings.postedAt} desc nulls last`;

/** How many of the newest full-text matches are ranked by text relevance. */
export const rankedMatches = 5_000;

/**
 * Open postings of the shared index that could match: of the newest 5,000 full-text matches, the most
 * relevant (title weighs most, then company, then description), plus every open posting of the target boards.
 * With no terms, the most recently seen open postings. Each part in a fixed order (rank, then newest first).
 */
export async function queryPostings(db: Db, query: IndexQuery): Promise<StoredPosting[]> {
  const tsQuery = textQuery(query.terms);
  const chosen = { id: postings.id, version: postingVersion };
  let textRows: { id: number; version: string }[];
  if (tsQuery) {
    // Ranking every match costs O(matches): rank only the newest matches (freshness matters for
    // jobs, and the ranker re-orders the candidates anyway), then take the chosen postings whole.
    const recent = db
      .select({ id: postings.id, search: postings.search, version: postingVersion.as('version') })
      .from(postings)
      .where(and(isNull(postings.closedAt), sql`${postings.search} @@ (${tsQuery})`))
      .orderBy(newestFirst, desc(postings.id))
      .limit(rankedMatches)
      .as('recent');
    textRows = await db
      .select({ id: recent.id, version: recent.version })
      .from(recent)
      .orderBy(desc(sql`ts_rank(${recent.search}, (${tsQuery}))`), desc(recent.id))
      .limit(query.limit);
  } else {
    textRows = await db
      .select(chosen)
      .from(postings)
      .where(isNull(postings.closedAt))
      .orderBy(desc(postings.lastSeenAt), desc(postings.id))
      .limit(query.limit);
  }

  const boardRows =
    query.boards.length === 0
      ? []
      : await db
          .select(chosen)
          .from(postings)
          .where(
            and(isNull(postings.closedAt), or(...query.boards.map((board) => and(eq(postings.boardProvider, board.provider), sameSlug(board.slug))))),
          )
          .orderBy(newestFirst, desc(postings.id))
          .limit(query.limit);

  // Whole postings from the shared cache: many people's searches name the same postings, and reading
  // 600 descriptions each time held the embedded database, and everyone's reads behind it, for tens of ms.
  const ordered = [...boardRows, ...textRows];
  const whole = await cachedPostings(db, ordered);
  const seen = new Set<number>();
  return ordered.flatMap(({ id }) => {
    const posting = whole.get(id)?.posting;
    if (!posting || seen.has(id)) return [];
    seen.add(id);
    return [posting];
  });
}

/**
 * Every open copy of these fingerprints (other sources' links for merged jobs) but the postings `read`
 * already holds: those rows were just read whole, and reading 600 of them twice was a fifth of a search's time.
 */
export async function postingsWithFingerprints(db: Db, fingerprints: string[], read: Iterable<number> = []): Promise<StoredPosting[]> {
  if (fingerprints.length === 0) return [];
  const known = [...read];
  const rows = await db
    .select(postingColumns)
    .from(postings)
    .where(
      and(isNull(postings.closedAt), inArray(postings.fingerprint, fingerprints), known.length > 0 ? notInArray(postings.id, known) : undefined),
    );
  return rows.flatMap((row) => postingFromRow(row) ?? []);
}

/** Whether a posting matches any of these terms as `queryPostings` matches them (false with none). */
export function matchesTerms(terms: string[]): SQL {
  const tsQuery = textQuery(terms);
  return tsQuery ? sql`(${postings.search} @@ (${tsQuery}))` : sql`false`;
}

/** Whether a posting is on one of these boards, as `queryPostings` reads a target board (false with none). */
export function onBoards(boards: { provider: string; slug: string }[]): SQL {
  const any = or(...boards.map((board) => and(eq(postings.boardProvider, board.provider), sameSlug(board.slug))));
  return any ? sql`coalesce(${any}, false)` : sql`false`;
}
