// The production server, its index loaded with synthetic postings first: what the load benches
// (concurrent-users.ts, noisy-neighbour.ts) run their users against. On the embedded database (PGlite) by
// default; on PostgreSQL when given a database URL, as a split deployment: N `ROLE=api` processes behind a
// round-robin proxy and one `ROLE=worker`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../apps/server/src/db/client';
import { upsertPostings } from '../../apps/server/src/modules/postings/upsert-postings';
import { serverBundle, startServer, type RunningServer } from '../../apps/web/e2e/support/server';
import { startRoundRobinProxy } from '../../apps/server/test/support/round-robin-proxy';
import { installTaxonomy } from '../../apps/server/src/taxonomy/install-taxonomy';
import { sharedTaxonomyDir } from '../../packages/agents/src/testing/shared-taxonomy';
import { emptyPostgres } from './empty-postgres';
import { serverBundleAtCommit } from './server-at-commit';
import { benchNow, createSyntheticPostings } from '../synthetic-postings';

export type IndexedServer = {
  /** The one server (PGlite), or the first api process (PostgreSQL). */
  server: RunningServer;
  /** What serves the requests: "PGlite, one process" or "PostgreSQL, 2 api processes behind a proxy and a worker". */
  deployment: string;
  /** Where requests go (loopback). */
  base: string;
  /** Writes must come from the server's own origin (its PUBLIC_URL). */
  origin: string;
  loadSeconds: number;
  /** How long the start's own jobs (the board directory's seeding, the first vacuum) ran after ready: the bench measures after them. */
  settleSeconds: number;
  /** Stops the server, keeps its log when BENCH_SERVER_LOG names a file, removes its data directory. */
  stop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Jobs of the queues waiting or running now, from /metrics (`seeker_queue_jobs{state="created"|"active"}`). */
async function queuedJobs(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  let jobs = 0;
  for (const line of text.split('\n')) if (/^seeker_queue_jobs\{.*state="(created|active)"/.test(line)) jobs += Number(line.split(' ').at(-1));
  return jobs;
}

/**
 * Waits (60 s at most) until the jobs a start queues — the board directory's seeding, the first vacuum and
 * analyse, each holding the embedded database for hundreds of ms — are done twice in a row, so they land in
 * no run's figures; returns how long that took.
 */
async function settled(base: string): Promise<number> {
  const started = performance.now();
  let quiet = 0;
  while (quiet < 2 && performance.now() - started < 60_000) {
    quiet = (await queuedJobs(base)) === 0 ? quiet + 1 : 0;
    await sleep(500);
  }
  return (performance.now() - started) / 1000;
}

/** Where the index goes, how many processes serve it, and the server's code: this build, or a commit's (to bisect). */
export type Deployment = { databaseUrl?: string; apiProcesses?: number; commit?: string };

/**
 * BENCH_DATABASE_URL (PostgreSQL, emptied first), BENCH_API_PROCESSES (default 2 there) and BENCH_SERVER_COMMIT
 * (the server as built at that commit, serving this web build, on a database that commit's code migrated and loaded): the deployment
 * a load bench asks for.
 */
export function deploymentFromEnv(): Deployment {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const commit = process.env.BENCH_SERVER_COMMIT;
  return { ...(databaseUrl ? { databaseUrl, apiProcesses: Number(process.env.BENCH_API_PROCESSES ?? 2) } : {}), ...(commit ? { commit } : {}) };
}

type IndexCode = { openDatabase: typeof openDatabase; upsertPostings: typeof upsertPostings };

/**
 * The data directory, its index loaded: PGlite's files in it, or the PostgreSQL database emptied and loaded; by this
 * code, or by the code of the commit whose server will serve it (its own migrations and tables), from `codeRoot`.
 */
async function loadIndex(dataDir: string, postings: number, databaseUrl: string | undefined, codeRoot?: string) {
  if (databaseUrl) await emptyPostgres(databaseUrl);
  const code: IndexCode = codeRoot
    ? {
        openDatabase: ((await import(pathToFileURL(path.join(codeRoot, 'apps/server/src/db/client.ts')).href)) as IndexCode).openDatabase,
        upsertPostings: ((await import(pathToFileURL(path.join(codeRoot, 'apps/server/src/modules/postings/upsert-postings.ts')).href)) as IndexCode)
          .upsertPostings,
      }
    : { openDatabase, upsertPostings };
  const database = await code.openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
  );
  await code.upsertPostings(database.db, createSyntheticPostings(postings), benchNow);
  await database.close();
}

/**
 * `postings` synthetic postings straight into a new data directory or the given PostgreSQL database (migrated
 * here, once), then the server on it, ready (migrated and the job runner started). BENCH_SERVER_LOG=file keeps
 * the (first) server's log at debug level (a line per request, with its responseTime); BENCH_SERVER_NODE_OPTIONS
 * reaches the servers' node; BENCH_TAXONOMY=1 installs ESCO and O*NET from ../shared/data/taxonomy in the data directory.
 */
export async function startIndexedServer(
  name: string,
  postings: number,
  env: Record<string, string> = {},
  { databaseUrl, apiProcesses = 1, commit }: Deployment = {},
): Promise<IndexedServer> {
  if (!fs.existsSync(serverBundle)) throw new Error('run `npm run build` first: the bench starts the production bundle');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `seeker-bench-${name}-`));
  // The taxonomy is installed by this code, in this code's format: an earlier server would look for its own and go without.
  if (commit && process.env.BENCH_TAXONOMY) throw new Error('BENCH_TAXONOMY installs the index in this code’s format: not with BENCH_SERVER_COMMIT');
  // A commit's server is built first: its own code loads the index it will serve.
  const atCommit = commit ? serverBundleAtCommit(commit) : undefined;
  const loadStarted = performance.now();
  await loadIndex(dataDir, postings, databaseUrl, atCommit?.root);
  // BENCH_TAXONOMY=1: ESCO and O*NET installed in the data directory as `npm run taxonomy:install` does, so searches
  // use occupations (the server loads the index when the first one needs it).
  if (process.env.BENCH_TAXONOMY) {
    const from = sharedTaxonomyDir();
    if (!from) throw new Error('BENCH_TAXONOMY needs ../shared/data/taxonomy beside this clone');
    installTaxonomy({ from, dataDir });
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  const serverLog = process.env.BENCH_SERVER_LOG;
  const baseEnv: Record<string, string> = {
    LOG_LEVEL: serverLog ? 'debug' : 'error',
    ...env,
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
  };
  const args = atCommit ? [atCommit.bundle] : undefined;
  const proxy = databaseUrl ? await startRoundRobinProxy() : undefined;
  const splitEnv: Record<string, string> = proxy
    ? {
        DATABASE_URL: databaseUrl!,
        // Every process signs and checks the same sessions, and answers for the proxy's address.
        BETTER_AUTH_SECRET: 'bench-processes-share-this-secret-0123456789',
        SCHEDULER_TOKEN: 'bench-processes-share-this-scheduler-token-01',
        PUBLIC_URL: proxy.url,
      }
    : {};
  const servers = await Promise.all([
    ...Array.from({ length: proxy ? apiProcesses : 1 }, () =>
      startServer({ dataDir, args, env: proxy ? { ...baseEnv, ...splitEnv, ROLE: 'api' } : baseEnv }),
    ),
    ...(proxy ? [startServer({ dataDir, args, env: { ...baseEnv, ...splitEnv, ROLE: 'worker' } })] : []),
  ]);
  const apis = proxy ? servers.slice(0, apiProcesses) : servers;
  proxy?.upstreams.push(...apis);
  // Whatever happens in the bench, the servers do not outlive it.
  process.on('exit', () => servers.forEach((server) => server.process.exitCode === null && server.process.kill('SIGKILL')));
  const server = servers[0]!;
  const base = proxy?.url ?? `http://127.0.0.1:${server.port}`;
  // Its first start makes the job queue's schema: seconds on PGlite.
  for (let tries = 0; tries < 300 && (await fetch(`${base}/api/health/ready`).catch(() => undefined))?.status !== 200; tries++) await sleep(200);
  const settleSeconds = await settled(base);
  return {
    server,
    deployment: `${proxy ? `PostgreSQL, ${apiProcesses} api processes behind a round-robin proxy and a worker` : 'PGlite, one process'}${commit ? `, server at ${commit}` : ''}`,
    base,
    origin: proxy?.url ?? server.url,
    loadSeconds,
    settleSeconds,
    async stop() {
      await Promise.all(servers.map((each) => each.stop()));
      await proxy?.close();
      if (serverLog) fs.writeFileSync(serverLog, server.output());
      fs.rmSync(dataDir, { recursive: true, force: true });
      atCommit?.cleanUp();
    },
  };
}
