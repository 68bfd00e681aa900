// A search's index step at scale: the full-text query of the shared postings index plus ranking its
// candidates, over N synthetic postings (p50/p99 over Q queries, after one untimed round of the five
// preference sets), next to a plain "newest 600 open postings" read of the same size measured in the same run
// (the ratio's base). Embedded PGlite in a data directory on disk, as the server keeps it, opened again after
// loading (as a restarted server opens it, with the shared buffers sized for it); or PostgreSQL when
// BENCH_DATABASE_URL is set (its public, drizzle and pgboss schemas are dropped and made again). Loading
// is bulk (bench/support/load-postings.ts), so 1,000,000 postings take minutes.
// With ../shared/data/taxonomy beside the clone, then titles ESCO knows surely ("Software Developer", "Data Analyst",
// "Web Developer"), queried and ranked by their words and with ESCO and O*NET (their occupations' other titles asked
// too, decision 0048), in turn, p50/p99 and the ratio of the two.
// Prints figures; never passes or fails. Run: npx tsx bench/index-query.ts [postings] [queries]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, isNull } from 'drizzle-orm';
import { emptyPostgres } from './support/empty-postgres';
import { indexTermsFor, rankPostings } from '../packages/agents/src';
import { openDatabase } from '../apps/server/src/db/client';
import { postings as postingsTable } from '../apps/server/src/db/schema';
import { queryPostings } from '../apps/server/src/modules/postings/query-postings';
import { searchLimits } from '../apps/server/src/modules/job-search/rank-from-index';
import { sharedOccupationIndex } from '../packages/agents/src/testing/shared-taxonomy';
import { loadSyntheticPostings } from './support/load-postings';
import { benchNow, benchPreferences } from './synthetic-postings';

const count = Number(process.argv[2] ?? 100_000);
const queries = Number(process.argv[3] ?? 40);
const url = process.env.BENCH_DATABASE_URL;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const titleSets = [
  ['Frontend Engineer'],
  ['Backend Developer'],
  ['Data Engineer', 'Machine Learning Engineer'],
  ['Site Reliability Engineer'],
  ['Full Stack Developer', 'Frontend Engineer'],
];
const skillSets = [['TypeScript', 'React'], ['Go', 'Kubernetes', 'PostgreSQL'], ['Python', 'Spark', 'Airflow'], ['Rust'], ['Java', 'Kafka', 'AWS']];

if (url) {
  await emptyPostgres(url);
}
const dataDir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-index-bench-'));
const target = url ? ({ kind: 'postgres', url } as const) : ({ kind: 'pglite', dataDir } as const);
let database = await openDatabase(target);
const loadStarted = performance.now();
await loadSyntheticPostings(database, count);
if (database.kind === 'pglite') {
  await database.close();
  database = await openDatabase(target);
}
const loadSeconds = (performance.now() - loadStarted) / 1000;
const { rows: versionRows } = await database.executeSql('select version() as version');
const { rows: bufferRows } = await database.executeSql('show shared_buffers');
const buffers = (bufferRows[0] as { shared_buffers: string }).shared_buffers;
const engine = url ? (versionRows[0] as { version: string }).version.split(' on ')[0]! : 'PGlite on disk';

const searchMs: number[] = [];
const queryMs: number[] = [];
const baseMs: number[] = [];
let candidates = 0;
// One untimed round first: the first query of each kind reads its pages from disk into the buffers.
for (let run = -titleSets.length; run < queries; run++) {
  const timed = run >= 0;
  const index = run + titleSets.length;
  const preferences = { ...benchPreferences, titles: titleSets[index % titleSets.length]!, skills: skillSets[(index * 3) % skillSets.length]! };

  let started = performance.now();
  await database.db
    .select()
    .from(postingsTable)
    .where(isNull(postingsTable.closedAt))
    .orderBy(desc(postingsTable.lastSeenAt), desc(postingsTable.id))
    .limit(searchLimits.candidates);
  if (timed) baseMs.push(performance.now() - started);

  started = performance.now();
  const found = await queryPostings(database.db, { terms: indexTermsFor(preferences), boards: [], limit: searchLimits.candidates });
  const queried = performance.now() - started;
  rankPostings(found, preferences, { now: benchNow, limit: searchLimits.results });
  if (!timed) continue;
  queryMs.push(queried);
  searchMs.push(performance.now() - started);
  candidates += found.length;
}
// Titles the taxonomy knows surely, by words and with it, in turn (the first round untimed).
const taxonomy = sharedOccupationIndex();
const byOccupation = { words: [] as number[], taxonomy: [] as number[], terms: { words: 0, taxonomy: 0 } };
if (taxonomy) {
  const sureTitles = [['Software Developer'], ['Data Analyst'], ['Web Developer']];
  for (let run = -sureTitles.length; run < queries; run++) {
    const preferences = { ...benchPreferences, titles: sureTitles[(run + sureTitles.length) % sureTitles.length]! };
    for (const knowledge of run % 2 === 0 ? [undefined, { taxonomy }] : [{ taxonomy }, undefined]) {
      const started = performance.now();
      const terms = indexTermsFor(preferences, knowledge);
      const found = await queryPostings(database.db, { terms, boards: [], limit: searchLimits.candidates });
      rankPostings(found, preferences, { now: benchNow, limit: searchLimits.results, ...(knowledge ? { knowledge } : {}) });
      if (run < 0) continue;
      (knowledge ? byOccupation.taxonomy : byOccupation.words).push(performance.now() - started);
      byOccupation.terms[knowledge ? 'taxonomy' : 'words'] += terms.length / queries;
    }
  }
}
await database.close();
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });

const base = percentile(baseMs, 50);
const [load1] = os.loadavg();
console.log(
  `node ${process.version}, ${engine} (shared buffers ${buffers}), ${count} postings loaded in ${loadSeconds.toFixed(1)} s, ${queries} queries (${Math.round(candidates / queries)} candidates each), load average ${load1!.toFixed(2)}:`,
);
console.log(`newest ${searchLimits.candidates} open postings (baseline): p50 ${ms(base)}, p99 ${ms(percentile(baseMs, 99))}`);
for (const [name, values] of [
  ['full-text index query', queryMs],
  ['index query + rank', searchMs],
] as const) {
  console.log(
    `${name}: p50 ${ms(percentile(values, 50))} (${(percentile(values, 50) / base).toFixed(2)}x baseline), p99 ${ms(percentile(values, 99))} (${(percentile(values, 99) / percentile(baseMs, 99)).toFixed(2)}x)`,
  );
}
if (taxonomy) {
  const [words, withTaxonomy] = [byOccupation.words, byOccupation.taxonomy];
  console.log(
    `titles ESCO knows surely, query + rank by words (${byOccupation.terms.words.toFixed(0)} terms): p50 ${ms(percentile(words, 50))}, p99 ${ms(percentile(words, 99))}; ` +
      `with ESCO and O*NET (${byOccupation.terms.taxonomy.toFixed(0)} terms): p50 ${ms(percentile(withTaxonomy, 50))} (${(percentile(withTaxonomy, 50) / percentile(words, 50)).toFixed(2)}x), p99 ${ms(percentile(withTaxonomy, 99))} (${(percentile(withTaxonomy, 99) / percentile(words, 99)).toFixed(2)}x)`,
  );
} else console.log('../shared/data/taxonomy is absent beside this clone: no query with the taxonomy.');
