import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matchNews, matchTerms, postings, scheduleMatchBoards, scheduleMatchStates, scheduleMatchTerms } from '../../db/schema';
import { arrayParam } from '../../db/array-param';
import { selectRows } from '../../db/select-rows';

/** Postings matched in one statement. */
const batchSize = 500;
/** How long news is kept for a schedule that has not run since (a paused one): past it, its next run searches in full. */
export const newsKeptDays = 35;
/** Batches of news are numbered in the order they commit: one percolator writes at a time (any process). */
const newsLockKey = 0x5ee4_0021;

/**
 * The percolator (decision 0050): postings added, changed, reopened or closed since it last ran are matched once
 * against the terms and boards of every scheduled search that has had its first run (the terms' lexemes each once
 * however many schedules share them), and what it finds is written once for all of them as news (`match_news`):
 * each job with each term its copy holds and each target board it is on, and the job itself, for the schedules
 * that keep it. A schedule's next run reads the news after its own mark through its terms, boards and matches.
 * Batch by batch, each in its own transaction; returns how many postings it matched.
 */
export async function percolatePostings(db: Db, { maxBatches = Number.POSITIVE_INFINITY, now = new Date() } = {}): Promise<number> {
  await forgetOldNews(db, now);
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const matched = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${newsLockKey})`);
      const rows = await tx
        .select({ id: postings.id, fingerprint: postings.fingerprint })
        .from(postings)
        .where(sql`${postings.percolatePending}`)
        .orderBy(postings.id)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const fingerprints = arrayParam([...new Set(rows.map((row) => row.fingerprint))], 'text');
      // Any copy of a changed job may be the one a schedule matches (a new copy can change a merged job's score).
      await tx.execute(sql`
        with copies as (
          select fingerprint, search, board_provider, board_slug from ${postings} where fingerprint = any(${fingerprints})
        ),
        found as (
          select c.fingerprint, t.id as term_id, null::text as provider, null::text as slug
          from copies c join ${matchTerms} t on t.lexemes <@ tsvector_to_array(c.search)
          union
          select c.fingerprint, null, b.provider, b.slug
          from copies c join (select distinct provider, slug from ${scheduleMatchBoards}) b on b.provider = c.board_provider and b.slug = c.board_slug
          union
          select fingerprint, null, null, null from unnest(${fingerprints}) as job(fingerprint)
        )
        insert into ${matchNews} (fingerprint, term_id, provider, slug)
        select fingerprint, term_id, provider, slug from found order by fingerprint`);
      await tx.execute(
        sql`update ${postings} set percolate_pending = false where id = any(${arrayParam(
          rows.map((row) => row.id),
          'bigint',
        )})`,
      );
      return rows.length;
    });
    total += matched;
    if (matched < batchSize) break;
  }
  return total;
}

/**
 * News every schedule has read is deleted (after an hour: a first run under way has no mark yet), and so is news
 * older than `newsKeptDays`: a schedule that had not read it (paused, or its runs failing) searches in full next
 * time (its key no longer matches). Terms no schedule has any more (its schedules changed or went, with their
 * accounts) are forgotten.
 */
async function forgetOldNews(db: Db, now: Date) {
  const before = new Date(now.getTime() - newsKeptDays * 86_400_000).toISOString();
  const settled = new Date(now.getTime() - 3_600_000).toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${newsLockKey})`);
    // The last news too old to keep, whoever has not read it.
    const [old] = await selectRows<{ seq: number | string | null }>(
      tx,
      sql`select max(seq) as seq from ${matchNews} where created_at < ${before}::timestamptz`,
    );
    const oldThrough = old?.seq === null || old?.seq === undefined ? 0 : Number(old.seq);
    if (oldThrough > 0)
      await tx.execute(sql`update ${scheduleMatchStates} set preferences_key = 'news forgotten' where news_through < ${oldThrough}`);
    await tx.execute(sql`
      delete from ${matchNews} where seq <= ${oldThrough}
        or (created_at < ${settled}::timestamptz and seq <= (select coalesce(min(news_through), ${Number.MAX_SAFE_INTEGER}) from ${scheduleMatchStates}))`);
  });
  await db.execute(sql`delete from ${matchTerms} t where not exists (select 1 from ${scheduleMatchTerms} st where st.term_id = t.id)`);
}
