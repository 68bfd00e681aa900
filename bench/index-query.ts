// A search's index step at scale: the full-text query of the shared postings index plus ranking its
// candidates, over N synthetic postings in embedded PGlite (p50/p99 over Q queries), next to a plain
// "newest open postings" query of the same size measured in the same run (the ratio's base).
// Prints figures; never passes or fails. Run: npx tsx bench/index-query.ts [postings] [queries]
import { indexTermsFor, rankPostings } from '../packages/agents/src';
import { openDatabase } from '../apps/server/src/db/client';
import { postings as postingsTable } from '../apps/server/src/db/schema';
import { queryPostings } from '../apps/server/src/modules/postings/query-postings';
import { upsertPostings } from '../apps/server/src/modules/postings/upsert-postings';
import { searchLimits } from '../apps/server/src/modules/job-search/run-job-search';
import { desc, isNull } from 'drizzle-orm';
import { benchNow, benchPreferences, createSyntheticPostings } from './synthetic-postings';

const count = Number(process.argv[2] ?? 100_000);
const queries = Number(process.argv[3] ?? 40);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

const titleSets = [
  ['Frontend Engineer'],
  ['Backend Developer'],
  ['Data Engineer', 'Machine Learning Engineer'],
  ['Site Reliability Engineer'],
  ['Full Stack Developer', 'Frontend Engineer'],
];
const skillSets = [['TypeScript', 'React'], ['Go', 'Kubernetes', 'PostgreSQL'], ['Python', 'Spark', 'Airflow'], ['Rust'], ['Java', 'Kafka', 'AWS']];

const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
const loadStarted = performance.now();
const all = createSyntheticPostings(count);
for (let start = 0; start < all.length; start += 5_000) await upsertPostings(database.db, all.slice(start, start + 5_000), benchNow);
const loadSeconds = (performance.now() - loadStarted) / 1000;

const searchMs: number[] = [];
const queryMs: number[] = [];
const baseMs: number[] = [];
let candidates = 0;
for (let run = 0; run < queries; run++) {
  const preferences = { ...benchPreferences, titles: titleSets[run % titleSets.length]!, skills: skillSets[(run * 3) % skillSets.length]! };

  let started = performance.now();
  await database.db
    .select()
    .from(postingsTable)
    .where(isNull(postingsTable.closedAt))
    .orderBy(desc(postingsTable.lastSeenAt), desc(postingsTable.id))
    .limit(searchLimits.candidates);
  baseMs.push(performance.now() - started);

  started = performance.now();
  const found = await queryPostings(database.db, { terms: indexTermsFor(preferences), boards: [], limit: searchLimits.candidates });
  queryMs.push(performance.now() - started);
  rankPostings(found, preferences, { now: benchNow, limit: searchLimits.results });
  searchMs.push(performance.now() - started);
  candidates += found.length;
}
await database.close();

const base = percentile(baseMs, 50);
console.log(
  `node ${process.version}, PGlite in memory, ${count} postings loaded in ${loadSeconds.toFixed(1)} s, ${queries} queries (${Math.round(candidates / queries)} candidates each):`,
);
console.log(`newest ${searchLimits.candidates} open postings (baseline): p50 ${base.toFixed(1)} ms, p99 ${percentile(baseMs, 99).toFixed(1)} ms`);
console.log(
  `full-text index query: p50 ${percentile(queryMs, 50).toFixed(1)} ms (${(percentile(queryMs, 50) / base).toFixed(2)}x baseline), p99 ${percentile(queryMs, 99).toFixed(1)} ms`,
);
console.log(
  `index query + rank: p50 ${percentile(searchMs, 50).toFixed(1)} ms (${(percentile(searchMs, 50) / base).toFixed(2)}x baseline), p99 ${percentile(searchMs, 99).toFixed(1)} ms`,
);
