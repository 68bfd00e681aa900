// N guests using the production server at once on the embedded database (PGlite), for S seconds (or on
// PostgreSQL with BENCH_DATABASE_URL: the database is emptied, BENCH_API_PROCESSES api processes, 2 by
// default, run behind a round-robin proxy beside one worker). Each
// signs in, saves preferences, then loops — the dashboard, a page of the job list, a status change
// (once it has jobs) — with a pause of 1–3 s between actions, and runs one job search at a random moment
// of the first 80% of the run as the Job Search screen does: started with `Prefer: respond-async`, its run
// asked after every second until it is done, then its session read. Guests arrive over the first 10 s. The index holds 3,000 synthetic postings, loaded into
// the data directory before the server starts (the server's job sources stay off: offlineEnv).
// Prints per kind of request p50/p99/max, errors and requests over 5 s, beside the same reads by one
// user alone on the same server before the load (the baseline, measured in this run), and how long each
// search took from its click to its results (a wait, not a request; the bench waits for the last one); and the
// server's own figures over the load from its /metrics: the event loop's delay, garbage collection pauses, and on
// the embedded database how long statements waited for it and held it. A CPU profile of the server under the load:
// BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/profile" (it slows the server; read its figures apart).
// `npm run build` first. Prints figures; never passes or fails.
// Run: npx tsx bench/concurrent-users.ts [users] [seconds]
//      BENCH_DATABASE_URL=postgres://… npx tsx bench/concurrent-users.ts 500 60
import fs from 'node:fs';
import { defaultPreferences, type Preferences } from '../packages/contract/src';
import { percentile } from './http-load';
import { benchPreferences } from './synthetic-postings';
import { scrapeServer, serverFigureLines } from './support/server-figures';
import { timedCaller, type CallInit, type TimedCall } from './support/timed-call';
import { deploymentFromEnv, startIndexedServer } from './support/indexed-server';

const users = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 60);
const postings = 3_000;
/** A person's pause between two clicks, uniformly in this range (ms). */
const think = { min: 1_000, max: 3_000 };
const timeoutMs = 30_000;
/** Guests arrive (sign in) at random over the first 10 s of the run. */
const arrivalMs = 10_000;

type Kind = 'sign-in' | 'preferences' | 'dashboard' | 'job list' | 'status change' | 'search' | 'search progress' | 'search results';
type Sample = { kind: Kind; ms: number; ok: boolean; status: number };

const { base, origin, loadSeconds, settleSeconds, deployment, server, stop } = await startIndexedServer('users', postings, {}, deploymentFromEnv());
// The server's own figures are read from the first process (on PostgreSQL, the first api process of several).
const serverUrl = server.url;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const preferences: Preferences = { ...defaultPreferences('UTC'), ...benchPreferences, other: '' };

const call: (kind: Kind, method: string, url: string, init?: CallInit) => Promise<TimedCall<Kind>> = timedCaller(base, origin, timeoutMs);

const pause = () => sleep(think.min + Math.random() * (think.max - think.min));

type Guest = { cookie: string; userId: string };

async function signIn(samples: Sample[]): Promise<Guest | undefined> {
  const signedIn = await call('sign-in', 'POST', '/api/auth/sign-in/anonymous', { body: {} });
  samples.push(signedIn.sample);
  if (!signedIn.sample.ok) return undefined;
  const cookie = signedIn.setCookie.map((item) => item.split(';')[0]).join('; ');
  const userId = (signedIn.json as { user: { id: string } }).user.id;
  const saved = await call('preferences', 'PUT', `/api/users/${userId}/preferences`, { cookie, body: preferences });
  samples.push(saved.sample);
  return saved.sample.ok ? { cookie, userId } : undefined;
}

const statuses = ['researching', 'applying', 'applied', 'interviewing'] as const;

/** Click to results of each search, and the searches that ended without (failed, refused or never done). */
const searchWaits: number[] = [];
const searchesWithoutResults: string[] = [];
/** How long the bench waits for a search's results once the run is over (they queue after it). */
const searchPatienceMs = 300_000;

/** One search as the Job Search screen runs it: accepted at once, its run asked every second, then its session read. */
async function search(samples: Sample[], { cookie, userId }: Guest, waits = searchWaits) {
  const clicked = performance.now();
  const runId = crypto.randomUUID();
  const started = await call('search', 'POST', '/api/agents/run-job-search', {
    cookie,
    body: { user_id: userId, run_id: runId },
    prefer: 'respond-async',
  });
  samples.push(started.sample);
  if (!started.sample.ok) return void searchesWithoutResults.push(`start answered ${started.sample.status}`);
  while (performance.now() - clicked < searchPatienceMs) {
    await sleep(1_000);
    const polled = await call('search progress', 'GET', `/api/agents/runs?runId=${runId}`, { cookie });
    samples.push(polled.sample);
    const run = (polled.json as { runs?: { status: string; sessionId: string | null; error: string | null }[] } | undefined)?.runs?.[0];
    if (run?.status === 'failed') return void searchesWithoutResults.push(`failed: ${run.error}`);
    if (run?.status !== 'done' || !run.sessionId) continue;
    const results = await call('search results', 'GET', `/api/job-search-sessions/${run.sessionId}`, { cookie });
    samples.push(results.sample);
    if (!results.sample.ok) return void searchesWithoutResults.push(`session answered ${results.sample.status}`);
    return void waits.push(performance.now() - clicked);
  }
  searchesWithoutResults.push(`not done after ${searchPatienceMs / 1000} s`);
}

/** One guest's session until the deadline: reads and status changes, and its one search when its moment comes. */
async function useAsGuest(samples: Sample[], deadline: number, searchAt: number) {
  await sleep(Math.random() * arrivalMs); // people arrive over the first seconds, not all in the same one
  const guest = await signIn(samples);
  if (!guest) return;
  const { cookie, userId } = guest;
  let searched = false;
  let jobIds: string[] = [];
  let offset = 0;
  let step = 0;
  while (performance.now() < deadline) {
    await pause();
    if (!searched && performance.now() >= searchAt) {
      searched = true;
      // The guest waits on the Job Search screen for the results, as a person would.
      await search(samples, guest);
      continue;
    }
    const kind = (['dashboard', 'job list', 'status change'] as const)[step++ % 3];
    if (kind === 'dashboard') {
      const dashboard = await call('dashboard', 'GET', `/api/users/${userId}/dashboard`, { cookie });
      samples.push(dashboard.sample);
      const page = (dashboard.json as { savedJobs?: { jobs: { jobId: string }[] } } | undefined)?.savedJobs;
      if (page) jobIds = page.jobs.map((job) => job.jobId);
    } else if (kind === 'job list') {
      const list = await call('job list', 'GET', `/api/users/${userId}/jobs?offset=${offset}&limit=20`, { cookie });
      samples.push(list.sample);
      const next = (list.json as { nextOffset?: number | null } | undefined)?.nextOffset;
      offset = typeof next === 'number' ? next : 0;
    } else if (jobIds.length > 0) {
      const jobId = jobIds[Math.floor(Math.random() * jobIds.length)]!;
      const status = statuses[Math.floor(Math.random() * statuses.length)]!;
      samples.push((await call('status change', 'PATCH', `/api/jobs/${jobId}`, { cookie, body: { status } })).sample);
    }
  }
}

// Baseline: one user alone on the same server, the same reads, after a search of its own.
const alone: Sample[] = [];
const soloDeadline = performance.now() + 60_000;
const solo = await signIn(alone);
if (!solo) throw new Error('the baseline user could not sign in');
const aloneSearchWaits: number[] = [];
await search(alone, solo, aloneSearchWaits);
for (let round = 0; round < 30 && performance.now() < soloDeadline; round++) {
  alone.push((await call('dashboard', 'GET', `/api/users/${solo.userId}/dashboard`, { cookie: solo.cookie })).sample);
  alone.push((await call('job list', 'GET', `/api/users/${solo.userId}/jobs?offset=${(round % 3) * 20}&limit=20`, { cookie: solo.cookie })).sample);
}

// The load: every guest at once, each searching once at a random moment of the first 80% of the run.
const samples: Sample[] = [];
const figuresBefore = await scrapeServer(serverUrl);
const started = performance.now();
const deadline = started + seconds * 1000;
await Promise.all(Array.from({ length: users }, () => useAsGuest(samples, deadline, started + Math.random() * seconds * 800)));
const elapsed = (performance.now() - started) / 1000;
const figuresAfter = await scrapeServer(serverUrl);
await stop();

const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  `node ${process.version}, production bundle on ${deployment}, ${users} guests for ${seconds} s (arriving over ${arrivalMs / 1000} s, pause ${think.min}–${think.max} ms between actions), index of ${postings} postings (loaded in ${loadSeconds.toFixed(1)} s; the start's own jobs done ${settleSeconds.toFixed(1)} s after ready), load average ${load}`,
);
const p50Alone = (kind: Kind) => {
  const list = alone.filter((sample) => sample.kind === kind && sample.ok).map((sample) => sample.ms);
  return list.length > 0 ? percentile(list, 50) : undefined;
};
const format = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
console.log('kind             count   p50        p99        max        errors  over 5 s  alone p50 (ratio)');
for (const kind of ['sign-in', 'preferences', 'dashboard', 'job list', 'status change', 'search', 'search progress', 'search results'] as const) {
  const list = samples.filter((sample) => sample.kind === kind);
  if (list.length === 0) continue;
  const ms = list.map((sample) => sample.ms);
  const errors = list.filter((sample) => !sample.ok);
  const aloneP50 = p50Alone(kind);
  const p50 = percentile(ms, 50);
  console.log(
    [
      kind.padEnd(16),
      String(list.length).padEnd(7),
      format(p50).padEnd(10),
      format(percentile(ms, 99)).padEnd(10),
      format(Math.max(...ms)).padEnd(10),
      String(errors.length).padEnd(7),
      String(ms.filter((value) => value > 5_000).length).padEnd(9),
      aloneP50 === undefined ? '—' : `${format(aloneP50)} (${(p50 / aloneP50).toFixed(1)}x)`,
    ].join(' '),
  );
}
const summary = (label: string, list: Sample[]) => {
  const ms = list.map((sample) => sample.ms);
  const statuses = [...new Set(list.filter((sample) => !sample.ok).map((sample) => sample.status))];
  console.log(
    `${label}: ${list.length} requests, p50 ${format(percentile(ms, 50))}, p99 ${format(percentile(ms, 99))}, max ${format(Math.max(...ms))}, ${list.filter((sample) => !sample.ok).length} errors${statuses.length > 0 ? ` (status ${statuses.join(', ')}; 0 = timed out after ${timeoutMs / 1000} s or dropped)` : ''}, ${ms.filter((value) => value > 5_000).length} over 5 s`,
  );
};
console.log(`${samples.length} requests in ${elapsed.toFixed(1)} s (${(samples.length / elapsed).toFixed(0)}/s)`);
summary(
  'every request but the searches',
  samples.filter((sample) => !sample.kind.startsWith('search')),
);
summary('every request', samples);
for (const line of serverFigureLines(figuresBefore, figuresAfter, elapsed)) console.log(line);
const waited = searchWaits.length > 0 ? searchWaits : [Number.NaN];
console.log(
  `searches, click to results: ${searchWaits.length} of ${users}, p50 ${format(percentile(waited, 50))}, p99 ${format(percentile(waited, 99))}, max ${format(Math.max(...waited))} (alone ${format(aloneSearchWaits[0] ?? Number.NaN)}, of which a second is the screen's poll); without results: ${searchesWithoutResults.length}${searchesWithoutResults.length > 0 ? ` (${[...new Set(searchesWithoutResults)].join('; ')})` : ''}`,
);
