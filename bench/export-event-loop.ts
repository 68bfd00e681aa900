// Settings → export all my data for a user with 1,000 typed-in jobs of 50,000 characters (seeded by the
// code behind POST /api/jobs/typed-in), on embedded PGlite in memory, downloaded over HTTP on loopback:
// the event loop's longest block while the export runs (a 10 ms interval timer's worst lateness, and
// perf_hooks' monitorEventLoopDelay max) and the export's total time. The ratios' base, measured in the
// same run: how long this machine takes to deflate 1 MB of the export's JSON in one go (median of 5).
// With BASELINE=<commit>, the export code of that commit (collectUserData and the ZIP stream, taken out of
// git) runs on the same database too, so before and after are measured side by side; a one-job export is
// printed as well (what any export costs). The second argument exports that many such users at once.
// Prints figures; never passes or fails. Run: [BASELINE=<commit>] npx tsx bench/export-event-loop.ts [jobs] [users at once]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { deflateSync, strToU8 } from 'fflate';
import { jobDraftSchema } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import type { Db } from '../apps/server/src/db/client';
import { savedJobs } from '../apps/server/src/db/schema';
import { addTypedInJob } from '../apps/server/src/modules/add-job-by-link/add-page-job';
import type { FileStore } from '../apps/server/src/storage/file-store';
import { createLocalFileStore } from '../apps/server/src/storage/local';
import { createTestApp, testOrigin } from '../apps/server/test/support/build-test-app';
import { importAtCommit } from './support/code-at-commit';

const jobs = Number(process.argv[2] ?? 1_000);
/** How many such users export at once (each their own; one user may run one export at a time). */
const together = Number(process.argv[3] ?? 1);
const descriptionChars = 50_000;
const baselineCommit = process.env.BASELINE;

const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-export-bench-'));
const app = await createTestApp(database, { filesDir });

let accounts = 0;

/** A new email account (a guest may add only 100 jobs by hand; an account 1,000). */
async function account() {
  accounts += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: testOrigin, 'content-type': 'application/json' },
    payload: { email: `export-bench-${accounts}@example.test`, password: 'correct horse battery', name: `Bench ${accounts}` },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up: ${response.statusCode} ${response.body.slice(0, 200)}`);
  const cookie = [response.headers['set-cookie']]
    .flat()
    .map((item) => String(item).split(';')[0])
    .join('; ');
  return { cookie, userId: (response.json() as { user: { id: string } }).user.id };
}

/** A description of `descriptionChars` characters that differs per job, words and numbers in a pseudo-random order (so it deflates as prose does, not to nothing). */
function description(index: number) {
  const words = [
    'React',
    'TypeScript',
    'Postgres',
    'ownership',
    'mentoring',
    'latency',
    'roadmap',
    'customers',
    'on-call',
    'design',
    'the',
    'and',
    'with',
  ];
  const parts: string[] = [];
  let length = 0;
  for (let seed = index + 1; length < descriptionChars;) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const part = seed % 3 === 0 ? String(seed % 100_000) : words[seed % words.length]!;
    parts.push(part);
    length += part.length + 1;
  }
  return parts.join(' ').slice(0, descriptionChars);
}

/**
 * An account with `count` typed-in jobs, saved by the code behind POST /api/jobs/typed-in (the route takes
 * at most 20 a minute from one person, so the bench calls what it calls, as the same person would over an hour).
 */
async function seed(count: number) {
  const who = await account();
  for (let index = 0; index < count; index++) {
    const draft = jobDraftSchema.parse({
      url: `https://careers.example.com/jobs/${index}`,
      title: `Engineer ${index}`,
      company: 'Example Robotics',
      location: 'Berlin, Germany',
      salary: '€70,000 – €85,000 a year',
      description: description(index),
    });
    const saved = await addTypedInJob(database.db, who.userId, draft);
    if (!saved.added) throw new Error(`typed-in job ${index} was not added`);
  }
  return who;
}

type Figures = { blockMs: number; histogramMaxMs: number; totalMs: number; bytes: number };

/** Runs `work` and says how late a 10 ms timer ran at worst meanwhile, and how long the work took. */
async function measure(work: () => Promise<number>): Promise<Figures> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let worst = 0;
  let expected = performance.now() + 10;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - expected);
    expected = now + 10;
  }, 10);
  histogram.enable();
  // Both clocks ticking before the work starts: the histogram's first sample only sets its start.
  await new Promise((resolve) => setTimeout(resolve, 25));
  const started = performance.now();
  const bytes = await work();
  const totalMs = performance.now() - started;
  // One last tick, so a block at the very end counts too.
  await new Promise((resolve) => setTimeout(resolve, 15));
  clearInterval(timer);
  histogram.disable();
  return { blockMs: worst, histogramMaxMs: histogram.max / 1e6, totalMs, bytes };
}

const address = await app.listen({ port: 0, host: '127.0.0.1' });

/** The export through the route over HTTP, as the browser downloads it (read as it comes, not kept). */
const throughRoute = (who: { cookie: string; userId: string }) => () =>
  new Promise<number>((resolve, reject) => {
    http
      .get(`${address}/api/users/${who.userId}/export`, { headers: { cookie: who.cookie } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`export: ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });

type OldCollect = { collectUserData: (db: Db, userId: string) => Promise<unknown> };
type OldZip = { exportZipStream: (store: FileStore, data: unknown) => NodeJS.ReadableStream };

/** The export as the code at `commit` made it: collected, then its ZIP stream read to the end (no HTTP: a little less work than the route). */
async function atCommit(commit: string) {
  const collect = await importAtCommit<OldCollect>(commit, 'apps/server/src', 'apps/server/src/modules/settings/collect-user-data.ts');
  const zip = await importAtCommit<OldZip>(commit, 'apps/server/src', 'apps/server/src/modules/settings/write-export-zip.ts');
  const store = createLocalFileStore(filesDir);
  return {
    run: (who: { userId: string }) => async () => {
      const data = await collect.module.collectUserData(database.db, who.userId);
      let bytes = 0;
      await pipeline(
        zip.module.exportZipStream(store, data),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            done();
          },
        }),
      );
      return bytes;
    },
    cleanUp: () => {
      collect.cleanUp();
      zip.cleanUp();
    },
  };
}

const small = await seed(1);
const started = performance.now();
const big: Awaited<ReturnType<typeof seed>>[] = [];
for (let user = 0; user < together; user++) big.push(await seed(jobs));
console.log(
  `node ${process.version}, PGlite in memory; seeded ${together} × ${jobs} typed-in jobs of ${descriptionChars} characters in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
const all = (run: (who: (typeof big)[number]) => () => Promise<number>) => async () =>
  (await Promise.all(big.map((who) => run(who)()))).reduce((sum, bytes) => sum + bytes, 0);

/** The ratios' base: deflating 1 MB of an export's JSON (job rows as stored) in one go, as the old export did with all of it. */
async function deflateOneMegabyte() {
  const [row] = await database.db.select().from(savedJobs).where(eq(savedJobs.userId, big[0]!.userId)).limit(1);
  const rowJson = JSON.stringify(row, null, 2);
  const text = strToU8(
    Array.from({ length: Math.ceil((1024 * 1024) / rowJson.length) }, () => rowJson)
      .join(',\n')
      .slice(0, 1024 * 1024),
  );
  const times: number[] = [];
  for (let run = 0; run < 6; run++) {
    const started = performance.now();
    deflateSync(text, { level: 6 });
    if (run > 0) times.push(performance.now() - started); // the first warms the code
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

await throughRoute(small)(); // warm: the route's code paths compiled once
const small1 = await measure(throughRoute(small));
const baseMs = await deflateOneMegabyte();
const rows: [string, Figures][] = [[`1 job (through the route)`, small1]];
if (baselineCommit) {
  const old = await atCommit(baselineCommit);
  rows.push([`before (${baselineCommit}), ${together} × ${jobs} jobs`, await measure(all(old.run))]);
  old.cleanUp();
}
rows.push([`now, ${together} × ${jobs} jobs`, await measure(all(throughRoute))]);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`baseline: deflating 1 MB of export JSON in one go takes ${baseMs.toFixed(1)} ms on this machine`);
for (const [name, figures] of rows) {
  console.log(
    `${name}: longest block ${figures.blockMs.toFixed(1)} ms (${(figures.blockMs / baseMs).toFixed(1)}x baseline; histogram max ${figures.histogramMaxMs.toFixed(1)} ms), ` +
      `export ${figures.totalMs.toFixed(0)} ms (${(figures.totalMs / baseMs).toFixed(1)}x baseline), ${mb(figures.bytes)} zipped`,
  );
}
await app.close();
await database.close();
fs.rmSync(filesDir, { recursive: true, force: true });
