import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matchTerms, postings, scheduleMatchBoards, scheduleMatches, scheduleMatchPending, scheduleMatchTerms } from '../../db/schema';
import { arrayParam } from '../../db/array-param';

/** Postings matched against every schedule in one statement. */
const batchSize = 500;

/**
 * The percolator: postings added, changed, reopened or closed since it last ran are matched once against
 * every scheduled search that has had its first run (their terms' lexemes in a GIN index, each term once
 * however many schedules share it; their target
 * boards), and each job a schedule may match is queued for that schedule's next run — with the jobs it
 * already keeps whose copies changed. Batch by batch, each in its own transaction; returns how many postings it matched.
 */
export async function percolatePostings(db: Db, { maxBatches = Number.POSITIVE_INFINITY } = {}): Promise<number> {
  // A term no schedule has any more (its schedules changed or went, with their accounts) is forgotten.
  await db.execute(sql`delete from ${matchTerms} t where not exists (select 1 from ${scheduleMatchTerms} st where st.term_id = t.id)`);
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const matched = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: postings.id, fingerprint: postings.fingerprint })
        .from(postings)
        .where(sql`${postings.percolatePending}`)
        .orderBy(postings.id)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const fingerprints = [...new Set(rows.map((row) => row.fingerprint))];
      // Any copy of a changed job may be the one a schedule matches (a new copy can change a merged job's score).
      await tx.execute(sql`
        with copies as (
          select fingerprint, search, board_provider, board_slug from ${postings}
          where fingerprint = any(${arrayParam(fingerprints, 'text')})
        ),
        found as (
          select st.schedule_id, c.fingerprint from copies c
          join ${matchTerms} t on t.lexemes <@ tsvector_to_array(c.search)
          join ${scheduleMatchTerms} st on st.term_id = t.id
          union
          select b.schedule_id, c.fingerprint from copies c join ${scheduleMatchBoards} b on b.provider = c.board_provider and b.slug = c.board_slug
          union
          select m.schedule_id, m.fingerprint from ${scheduleMatches} m where m.fingerprint = any(${arrayParam(fingerprints, 'text')})
        )
        insert into ${scheduleMatchPending} (schedule_id, fingerprint)
        select schedule_id, fingerprint from found
        on conflict (schedule_id, fingerprint) do update set version = ${scheduleMatchPending}.version + 1`);
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
