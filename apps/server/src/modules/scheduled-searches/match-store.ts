import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { matchNews, matchTerms, postings, scheduleMatchBoards, scheduleMatches, scheduleMatchStates, scheduleMatchTerms } from '../../db/schema';
import { cachedPostings, matchesTerms, onBoards, postingColumns, postingFromRow, postingVersion, type StoredPosting } from '../postings';
import type { MatchEntry, MatchState } from './match-entries';
import { encodeEntry } from './match-entry-codec';
import { arrayParam } from '../../db/array-param';

export type Board = { provider: string; slug: string };
export type StoredMatches = MatchState & {
  preferencesKey: string;
  /** The kept matches as stored: read them (readEntries) only once the key says they were made for these preferences, in this form. */
  entries: [fingerprint: string, entry: unknown][];
  /** The jobs the percolator's news says this schedule may match, since its last run. */
  pending: string[];
};

/** What a batch read: its schedules' kept matches and news, and the last news there was when it read (its runs' new mark). */
export type LoadedMatches = { matches: Map<string, StoredMatches>; newsThrough: number };

/**
 * Schedules' kept matches and the jobs the percolator's news names for each since its last run (through its terms,
 * its boards, or a job it keeps), in one read; none for a schedule before its first full run.
 */
export async function loadMatches(db: Db, scheduleIds: string[]): Promise<LoadedMatches> {
  // News (n) after the schedule's (s) mark, through the batch's. Each kind is looked up by its own index, once per
  // term, board or kept job (`offset 0` keeps the planner from flattening the lookup into one scan of all news
  // since the mark: that costs every schedule the whole day's news).
  const sinceMark = sql.raw('n.seq > s.news_through and n.seq <= through.seq');
  const rows = await selectRows<{
    through: number | string;
    schedule_id: string | null;
    preferences_key: string;
    floor: MatchState['floor'];
    dropped_jobs: string[];
    entries: [fingerprint: string, entry: unknown][] | null;
    pending: string[] | null;
  }>(
    db,
    sql`
    with through as (select coalesce(max(seq), 0) as seq from ${matchNews})
    select through.seq as through, s.schedule_id, s.preferences_key, s.floor, s.dropped_jobs,
      (select json_agg(json_build_array(m.fingerprint, m.entry)) from ${scheduleMatches} m where m.schedule_id = s.schedule_id) as entries,
      (select json_agg(distinct news.fingerprint) from (
        select n.fingerprint from ${scheduleMatchTerms} st cross join lateral (
          select n.fingerprint from ${matchNews} n where n.term_id = st.term_id and ${sinceMark} offset 0) n
        where st.schedule_id = s.schedule_id
        union all
        select n.fingerprint from ${scheduleMatchBoards} b cross join lateral (
          select n.fingerprint from ${matchNews} n where n.provider = b.provider and n.slug = b.slug and ${sinceMark} offset 0) n
        where b.schedule_id = s.schedule_id
        union all
        select n.fingerprint from ${scheduleMatches} m cross join lateral (
          select n.fingerprint from ${matchNews} n
          where n.fingerprint = m.fingerprint and n.term_id is null and n.provider is null and ${sinceMark} offset 0) n
        where m.schedule_id = s.schedule_id
      ) as news) as pending
    from through left join ${scheduleMatchStates} s on s.schedule_id = any(${arrayParam(scheduleIds, 'text')})`,
  );
  const matches = new Map<string, StoredMatches>();
  for (const row of rows)
    if (row.schedule_id !== null)
      matches.set(row.schedule_id, {
        preferencesKey: row.preferences_key,
        floor: row.floor,
        droppedJobs: row.dropped_jobs,
        entries: row.entries ?? [],
        pending: row.pending ?? [],
      });
  return { matches, newsThrough: Number(rows[0]?.through ?? 0) };
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
  /** The last of the percolator's news this run's batch read: the schedule's next run reads what came after. */
  newsThrough: number;
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
  // A run's floor and dropped jobs as they were: its key still written, so a full run that committed
  // meanwhile (changed preferences) cannot keep its key over this run's matches.
  const states = writes.map((write) => ({
    schedule_id: write.scheduleId,
    preferences_key: write.preferencesKey,
    kept: write.state === null,
    floor: write.state?.floor ?? null,
    dropped_jobs: write.state?.droppedJobs ?? null,
    news_through: write.newsThrough,
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
    state as (
      select * from jsonb_to_recordset(${JSON.stringify(states)}::jsonb)
        as state(schedule_id text, preferences_key text, kept boolean, floor jsonb, dropped_jobs jsonb, news_through bigint, at timestamptz)
    ),
    kept as (
      update ${scheduleMatchStates} s set preferences_key = state.preferences_key, updated_at = state.at,
        news_through = greatest(s.news_through, state.news_through)
      from state where state.kept and s.schedule_id = ${schedules} and s.schedule_id = state.schedule_id
    )
    insert into ${scheduleMatchStates} (schedule_id, preferences_key, floor, dropped_jobs, news_through, updated_at)
    select schedule_id, preferences_key, floor, dropped_jobs, news_through, at from state where not kept
    on conflict (schedule_id) do update set preferences_key = excluded.preferences_key, floor = excluded.floor,
      dropped_jobs = excluded.dropped_jobs, news_through = greatest(${scheduleMatchStates}.news_through, excluded.news_through),
      updated_at = excluded.updated_at`);
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
