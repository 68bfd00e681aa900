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
import { encodeEntry } from './match-entry-codec';
import { arrayParam } from '../../db/array-param';

export type Board = { provider: string; slug: string };
export type StoredMatches = MatchState & {
  preferencesKey: string;
  /** The kept matches as stored: read them (readEntries) only once the key says they were made for these preferences, in this form. */
  entries: [fingerprint: string, entry: unknown][];
  pending: { fingerprint: string; version: number }[];
};

/** Schedules' kept matches and what arrived for each since its last run, in one read; none for a schedule before its first full run. */
export async function loadMatches(db: Db, scheduleIds: string[]): Promise<Map<string, StoredMatches>> {
  const rows = await selectRows<{
    schedule_id: string;
    preferences_key: string;
    floor: MatchState['floor'];
    dropped_jobs: string[];
    entries: [fingerprint: string, entry: unknown][] | null;
    pending: { fingerprint: string; version: number }[] | null;
  }>(
    db,
    sql`
    select s.schedule_id, s.preferences_key, s.floor, s.dropped_jobs,
      (select json_agg(json_build_array(m.fingerprint, m.entry)) from ${scheduleMatches} m where m.schedule_id = s.schedule_id) as entries,
      (select json_agg(json_build_object('fingerprint', p.fingerprint, 'version', p.version)) from ${scheduleMatchPending} p where p.schedule_id = s.schedule_id) as pending
    from ${scheduleMatchStates} s where s.schedule_id = any(${arrayParam(scheduleIds, 'text')})`,
  );
  return new Map(
    rows.map((row) => [
      row.schedule_id,
      {
        preferencesKey: row.preferences_key,
        floor: row.floor,
        droppedJobs: row.dropped_jobs,
        entries: row.entries ?? [],
        pending: row.pending ?? [],
      },
    ]),
  );
}

/** Jobs with a posting the percolator has not matched yet (added, changed, reopened or closed): at most `limit`. */
export async function unpercolatedJobs(db: Db, limit: number): Promise<string[]> {
  const rows = await db.selectDistinct({ fingerprint: postings.fingerprint }).from(postings).where(eq(postings.percolatePending, true)).limit(limit);
  return rows.map((row) => row.fingerprint);
}

/**
 * Whether a posting's text matches the terms, and whether it is on a target board: as selected columns;
 * false for a copy of a job not among `flagged` (when given): a kept match's copies are read for their whole
 * postings only, and a text match would read each one's search vector for nothing.
 */
function flagColumns(terms: string[], boards: Board[], flagged?: string[]) {
  const among = flagged ? sql`${postings.fingerprint} = any(${arrayParam(flagged, 'text')}) and ` : sql``;
  return { text: sql<boolean>`(${among}${matchesTerms(terms)})`, board: sql<boolean>`(${among}${onBoards(boards)})` };
}

export type MatchedCopy = { posting: StoredPosting; text: boolean; board: boolean };

/**
 * The open copies of these jobs, each saying whether its text matches the terms and whether it is on a
 * target board, as a full search reads them; and with them, in the same statement, the open copies of the
 * jobs in `also` (flags false), read for their whole postings only. Which copies and their versions are
 * read here; the copies themselves (descriptions and all) come from the posting cache, read whole only
 * when new or changed. A copy written between the two reads is read again with all of them, whole, in one statement.
 */
export async function openCopies(db: Db, fingerprints: string[], terms: string[], boards: Board[], also: string[] = []): Promise<MatchedCopy[]> {
  if (fingerprints.length + also.length === 0) return [];
  const which = and(sql`${postings.fingerprint} = any(${arrayParam([...fingerprints, ...also], 'text')})`, isNull(postings.closedAt));
  const flags = flagColumns(terms, boards, also.length > 0 ? fingerprints : undefined);
  // One array parameter, however many jobs (a run rematches up to a few hundred). Read raw: a run makes
  // this read for hundreds of copies, and four columns need no mapping by the schema (an id in either engine's form).
  const read = await selectRows<{ id: number | string; version: string; text: boolean; board: boolean }>(
    db,
    sql`select ${postings.id} as id, ${postingVersion} as version, ${flags.text} as text, ${flags.board} as board from ${postings} where ${which}`,
  );
  const rows = read.map((row) => ({ ...row, id: Number(row.id) }));
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
    .where(sql`${postings.id} = any(${arrayParam(ids, 'bigint')})`);
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

/**
 * Writes what runs left of their matches (each run of its own schedule), in the runs' transaction: one
 * statement for all of them, and three more for each that starts afresh.
 */
export async function writeMatches(tx: Db, writes: MatchWrite[]): Promise<void> {
  if (writes.length === 0) return;
  for (const write of writes) if (write.fresh) await startAfresh(tx, write.scheduleId, write.fresh);
  const rows = <T>(each: (write: MatchWrite) => T[]) => writes.flatMap(each);
  const removed = rows((write) =>
    write.remove.filter((fingerprint) => !write.upsert.has(fingerprint)).map((fingerprint) => [write.scheduleId, fingerprint] as const),
  );
  const written = rows((write) =>
    [...write.upsert].map(([fingerprint, entry]) => ({ schedule_id: write.scheduleId, fingerprint, entry: encodeEntry(entry) })),
  );
  const read = rows((write) => write.pending.map((item) => [write.scheduleId, item.fingerprint, item.version] as const));
  // A run's floor and dropped jobs as they were: its key still written, so a full run that committed
  // meanwhile (changed preferences) cannot keep its key over this run's matches.
  const states = writes.map((write) => ({
    schedule_id: write.scheduleId,
    preferences_key: write.preferencesKey,
    kept: write.state === null,
    floor: write.state?.floor ?? null,
    dropped_jobs: write.state?.droppedJobs ?? null,
    at: write.now.toISOString(),
  }));
  // Each table is reached through its batch's schedules (the leading key column): joined to the rows
  // alone, the planner hashes the whole table, which grows with every schedule there is.
  const schedules = sql`any(${arrayParam(
    writes.map((write) => write.scheduleId),
    'text',
  )})`;
  // Removed and written matches are apart (a match is one or the other), and each schedule's state is
  // either written whole or keeps its floor: one statement does it all.
  await tx.execute(sql`
    with removed as (
      delete from ${scheduleMatches} m
      using unnest(${arrayParam(
        removed.map((row) => row[0]),
        'text',
      )}, ${arrayParam(
        removed.map((row) => row[1]),
        'text',
      )}) as gone(schedule_id, fingerprint)
      where m.schedule_id = ${schedules} and m.schedule_id = gone.schedule_id and m.fingerprint = gone.fingerprint
    ),
    written as (
      insert into ${scheduleMatches} (schedule_id, fingerprint, entry)
      select match.schedule_id, match.fingerprint, match.entry
      from json_to_recordset(${JSON.stringify(written)}::json) as match(schedule_id text, fingerprint text, entry json)
      on conflict (schedule_id, fingerprint) do update set entry = excluded.entry
    ),
    read as (
      delete from ${scheduleMatchPending} p
      using unnest(${arrayParam(
        read.map((row) => row[0]),
        'text',
      )}, ${arrayParam(
        read.map((row) => row[1]),
        'text',
      )}, ${arrayParam(
        read.map((row) => row[2]),
        'int',
      )})
        as read(schedule_id, fingerprint, version)
      where p.schedule_id = ${schedules} and p.schedule_id = read.schedule_id and p.fingerprint = read.fingerprint and p.version = read.version
    ),
    state as (
      select * from jsonb_to_recordset(${JSON.stringify(states)}::jsonb)
        as state(schedule_id text, preferences_key text, kept boolean, floor jsonb, dropped_jobs jsonb, at timestamptz)
    ),
    kept as (
      update ${scheduleMatchStates} s set preferences_key = state.preferences_key, updated_at = state.at
      from state where state.kept and s.schedule_id = ${schedules} and s.schedule_id = state.schedule_id
    )
    insert into ${scheduleMatchStates} (schedule_id, preferences_key, floor, dropped_jobs, updated_at)
    select schedule_id, preferences_key, floor, dropped_jobs, at from state where not kept
    on conflict (schedule_id) do update set preferences_key = excluded.preferences_key, floor = excluded.floor,
      dropped_jobs = excluded.dropped_jobs, updated_at = excluded.updated_at`);
}

/** A full run starts its schedule's matching afresh: no match, term or board but the ones it writes. */
async function startAfresh(tx: Db, scheduleId: string, fresh: NonNullable<MatchWrite['fresh']>) {
  await tx.delete(scheduleMatches).where(eq(scheduleMatches.scheduleId, scheduleId));
  await tx.delete(scheduleMatchTerms).where(eq(scheduleMatchTerms.scheduleId, scheduleId));
  await tx.delete(scheduleMatchBoards).where(eq(scheduleMatchBoards.scheduleId, scheduleId));
  if (fresh.terms.length > 0) {
    // The lexemes each term's plainto_tsquery ANDs (a term of stop words only matches nothing). Two
    // statements: the second sees a term another run added at once (the first waited for it to commit).
    const wanted = sql`(select distinct tsvector_to_array(to_tsvector('english', term)) as lexemes
      from unnest(${arrayParam(fresh.terms, 'text')}) as term
      where cardinality(tsvector_to_array(to_tsvector('english', term))) > 0)`;
    await tx.execute(sql`insert into ${matchTerms} (lexemes) select lexemes from ${wanted} as wanted on conflict (lexemes) do nothing`);
    await tx.execute(sql`
      insert into ${scheduleMatchTerms} (schedule_id, term_id)
      select ${scheduleId}, t.id from ${matchTerms} t join ${wanted} as wanted on t.lexemes = wanted.lexemes
      on conflict do nothing`);
  }
  if (fresh.boards.length > 0)
    await tx
      .insert(scheduleMatchBoards)
      .values(fresh.boards.map((board) => ({ scheduleId, provider: board.provider, slug: board.slug.toLowerCase() })))
      .onConflictDoNothing();
}
