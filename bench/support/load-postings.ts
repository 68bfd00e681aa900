// Fills the postings index of a bench database with N synthetic postings quickly: a pool of distinct
// postings from the seeded generator goes in through the real upsert, then the rest are made inside the
// database (INSERT … SELECT over generate_series), each mixing one pool posting's title, place and pay with
// another's description, skills and tags and a third's company, posted at a pseudo-random time in the last
// 90 days. The same N gives the same rows on both engines and in every run.
import type { Database } from '../../apps/server/src/db/client';
import { upsertPostings } from '../../apps/server/src/modules/postings/upsert-postings';
import { benchNow, createSyntheticPostings } from '../synthetic-postings';

/** Distinct postings made in JavaScript; the rest are mixes of them. */
const poolSize = 20_000;

export async function loadSyntheticPostings(database: Database, count: number, onProgress?: (loaded: number) => void) {
  const pool = Math.min(count, poolSize);
  const postings = createSyntheticPostings(pool);
  for (let start = 0; start < pool; start += 1_000) await upsertPostings(database.db, postings.slice(start, start + 1_000), benchNow);
  onProgress?.(pool);
  if (count > pool) {
    await database.executeSql(`create temporary table bench_pool as select source_id::int as k, * from postings where source = 'greenhouse'`);
    await database.executeSql('create unique index on bench_pool (k)');
    // Big statements on PostgreSQL, smaller ones on PGlite (one statement holds its only connection).
    const chunk = database.kind === 'postgres' ? 100_000 : 20_000;
    for (let start = pool; start < count; start += chunk) {
      const end = Math.min(count, start + chunk) - 1;
      await database.executeSql(
        `insert into postings (source, source_id, source_url, apply_url, title, company, location, remote, workplace,
           description_html, description_text, qualifications, benefits, salary_min, salary_max, salary_currency, salary_period,
           job_type, seniority, posted_at, tags, department, fingerprint, board_provider, board_slug, first_seen_at, last_seen_at, closed_at)
         select 'greenhouse', g::text, 'https://boards.example.test/jobs/' || g, null, base.title, third.company, base.location, base.remote,
           base.workplace, '', base.title || substr(other.description_text, length(other.title) + 1), other.qualifications, other.benefits,
           base.salary_min, base.salary_max, base.salary_currency, base.salary_period, base.job_type, base.seniority,
           $1::timestamptz - (abs(hashtext('posted ' || g)::bigint) % 7776000) * interval '1 second', other.tags, null, g::text, null, null,
           $1::timestamptz, $1::timestamptz, null
         from generate_series($2::int, $3::int) as g
         join bench_pool base on base.k = g % $4::int
         join bench_pool other on other.k = abs(hashtext('other ' || g)::bigint) % $4::int
         join bench_pool third on third.k = abs(hashtext('company ' || g)::bigint) % $4::int`,
        [benchNow.toISOString(), start, end, pool],
      );
      onProgress?.(end + 1);
    }
    await database.executeSql('drop table bench_pool');
  }
  await database.executeSql('analyze postings');
}
