import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import {
  matchTerms,
  postings,
  scheduleMatchBoards,
  scheduleMatches,
  scheduleMatchPending,
  scheduleMatchStates,
  scheduleMatchTerms,
} from '../../db/schema';
import { cachedPostings, matchesTerms, onBoards, postingColumns, postingFromRow, postingVersion, type StoredPosting } from '../postings';
import type { MatchEntry, MatchState } from './match-entries';

export type Board = { provider: string; slug: string };
export type StoredMatches = MatchState & {
  preferencesKey: string;
  entries: Map<string, MatchEntry>;
  pending: { fingerprint: string; version: number }[];
};

/** A schedule's kept matches and what arrived for it since its last run, or null before its first full run: one read. */
export async function loadMatches(db: Db, scheduleId: string): Promise<StoredMatches | null> {
  const [row] = await selectRows<{
    preferences_key: string;
    floor: MatchState['floor'];
    dropped_jobs: string[];
    entries: { fingerprint: string; entry: MatchEntry }[] | null;
    pending: { fingerprint: string; version: number }[] | null;
  }>(
    db,
    sql`
    select s.preferences_key, s.floor, s.dropped_jobs,
      (select json_agg(json_build_object('fingerprint', m.fingerprint, 'entry', m.entry)) from ${scheduleMatches} m where m.schedule_id = s.schedule_id) as entries,
      (select json_agg(json_build_object('fingerprint', p.fingerprint, 'version', p.version)) from ${scheduleMatchPending} p where p.schedule_id = s.schedule_id) as pending
    from ${scheduleMatchStates} s where s.schedule_id = ${scheduleId}`,
  );
  if (!row) return null;
  return {
    preferencesKey: row.preferences_key,
    floor: row.floor,
    droppedJobs: row.dropped_jobs,
    entries: new Map((row.entries ?? []).map((item) => [item.fingerprint, item.entry])),
    pending: row.pending ?? [],
  };
}

/** Jobs with a posting the percolator has not matched yet (added, changed, reopened or closed): at most `limit`. */
export async function unpercolatedJobs(db: Db, limit: number): Promise<string[]> {
  const rows = await db.selectDistinct({ fingerprint: postings.fingerprint }).from(postings).where(eq(postings.percolatePending, true)).limit(limit);
  return rows.map((row) => row.fingerprint);
}

/** Whether a posting's text matches the terms, and whether it is on a target board: as selected columns. */
function flagColumns(terms: string[], boards: Board[]) {
  return { text: sql<boolean>`${matchesTerms(terms)}`, board: sql<boolean>`${onBoards(boards)}` };
}

export type MatchedCopy = { posting: StoredPosting; text: boolean; board: boolean };

/**
 * The open copies of these jobs, each saying whether its text matches the terms and whether it is on a
 * target board, as a full search reads them. Which copies and their versions are read here; the copies
 * themselves (descriptions and all) come from the posting cache, read whole only when new or changed.
 * A copy written between the two reads is read again with all of them, whole, in one statement.
 */
export async function openCopies(db: Db, fingerprints: string[], terms: string[], boards: Board[]): Promise<MatchedCopy[]> {
  if (fingerprints.length === 0) return [];
  const which = and(sql`${postings.fingerprint} = any(${sql.param(fingerprints)}::text[])`, isNull(postings.closedAt));
  const flags = flagColumns(terms, boards);
  // One array parameter, however many jobs (a run rematches up to a few hundred).
  const rows = await db
    .select({ id: postings.id, version: postingVersion, ...flags })
    .from(postings)
    .where(which);
  const whole = await cachedPostings(db, rows);
  const copies: MatchedCopy[] = [];
  for (const row of rows) {
    const cached = whole.get(row.id);
    if (cached?.version !== row.version) {
      const fresh = await db
        .select({ row: postingColumns, ...flags })
        .from(postings)
        .where(which);
      return fresh.flatMap(({ row, text, board }) => {
        const posting = postingFromRow(row);
        return posting ? [{ posting, text: Boolean(text), board: Boolean(board) }] : [];
      });
    }
    copies.push({ posting: cached.posting, text: Boolean(row.text), board: Boolean(row.board) });
  }
  return copies;
}

/** Whether each of these postings matches the terms or a target board. */
export async function matchFlags(db: Db, ids: number[], terms: string[], boards: Board[]): Promise<Map<number, { text: boolean; board: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: postings.id, ...flagColumns(terms, boards) })
    .from(postings)
    .where(sql`${postings.id} = any(${sql.param(ids)}::bigint[])`);
  return new Map(rows.map((row) => [row.id, { text: Boolean(row.text), board: Boolean(row.board) }]));
}

export type MatchWrite = {
  scheduleId: string;
  preferencesKey: string;
  /** The schedule's floor and dropped jobs, or null when this run left them as they were (not sent again). */
  state: MatchState | null;
  /** Matches to write (new or changed). */
  upsert: Map<string, MatchEntry>;
  /** Matches to delete (gone, or dropped). */
  remove: string[];
  /** What this run read of the percolator's queue: cleared unless queued again since. */
  pending: { fingerprint: string; version: number }[];
  /** A full run starts the schedule's matching afresh: its terms and boards, and no match but these. */
  fresh?: { terms: string[]; boards: Board[] };
  now: Date;
};

/** Writes what a run left of its matches, in the run's own transaction: one statement, and three more to start afresh. */
export async function writeMatches(tx: Db, write: MatchWrite): Promise<void> {
  const { scheduleId } = write;
  if (write.fresh) {
    await tx.delete(scheduleMatches).where(eq(scheduleMatches.scheduleId, scheduleId));
    await tx.delete(scheduleMatchTerms).where(eq(scheduleMatchTerms.scheduleId, scheduleId));
    await tx.delete(scheduleMatchBoards).where(eq(scheduleMatchBoards.scheduleId, scheduleId));
    if (write.fresh.terms.length > 0) {
      // The lexemes each term's plainto_tsquery ANDs (a term of stop words only matches nothing). Two
      // statements: the second sees a term another run added at once (the first waited for it to commit).
      const wanted = sql`(select distinct tsvector_to_array(to_tsvector('english', term)) as lexemes
        from unnest(${sql.param(write.fresh.terms)}::text[]) as term
        where cardinality(tsvector_to_array(to_tsvector('english', term))) > 0)`;
      await tx.execute(sql`insert into ${matchTerms} (lexemes) select lexemes from ${wanted} as wanted on conflict (lexemes) do nothing`);
      await tx.execute(sql`
        insert into ${scheduleMatchTerms} (schedule_id, term_id)
        select ${scheduleId}, t.id from ${matchTerms} t join ${wanted} as wanted on t.lexemes = wanted.lexemes
        on conflict do nothing`);
    }
    if (write.fresh.boards.length > 0)
      await tx
        .insert(scheduleMatchBoards)
        .values(write.fresh.boards.map((board) => ({ scheduleId, provider: board.provider, slug: board.slug.toLowerCase() })))
        .onConflictDoNothing();
  }
  const now = write.now.toISOString();
  // Its floor and dropped jobs as they were: its key still written, so a full run that committed meanwhile
  // (changed preferences) cannot keep its key over this run's matches.
  const state = write.state
    ? sql`insert into ${scheduleMatchStates} (schedule_id, preferences_key, floor, dropped_jobs, updated_at)
        values (${scheduleId}, ${write.preferencesKey}, ${write.state.floor ? JSON.stringify(write.state.floor) : null}::jsonb, ${JSON.stringify(write.state.droppedJobs)}::jsonb, ${now}::timestamptz)
        on conflict (schedule_id) do update set preferences_key = excluded.preferences_key, floor = excluded.floor,
          dropped_jobs = excluded.dropped_jobs, updated_at = excluded.updated_at`
    : sql`update ${scheduleMatchStates} set preferences_key = ${write.preferencesKey}, updated_at = ${now}::timestamptz where schedule_id = ${scheduleId}`;
  // Removed and written matches are apart (a match is one or the other), so one statement does both.
  const remove = write.remove.filter((fingerprint) => !write.upsert.has(fingerprint));
  await tx.execute(sql`
    with removed as (
      delete from ${scheduleMatches} where schedule_id = ${scheduleId} and fingerprint = any(${sql.param(remove)}::text[])
    ),
    written as (
      insert into ${scheduleMatches} (schedule_id, fingerprint, entry)
      select ${scheduleId}, match.fingerprint, match.entry
      from jsonb_to_recordset(${JSON.stringify([...write.upsert].map(([fingerprint, entry]) => ({ fingerprint, entry })))}::jsonb) as match(fingerprint text, entry jsonb)
      on conflict (schedule_id, fingerprint) do update set entry = excluded.entry
    ),
    read as (
      delete from ${scheduleMatchPending} p
      using unnest(${sql.param(write.pending.map((item) => item.fingerprint))}::text[], ${sql.param(write.pending.map((item) => item.version))}::int[]) as read(fingerprint, version)
      where p.schedule_id = ${scheduleId} and p.fingerprint = read.fingerprint and p.version = read.version
    )
    ${state}`);
}
