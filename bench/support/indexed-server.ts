// The production server on the embedded database, its index loaded with synthetic postings first: what the
// load benches (concurrent-users.ts, noisy-neighbour.ts) run their users against.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';
import { upsertPostings } from '../../apps/server/src/modules/postings/upsert-postings';
import { serverBundle, startServer, type RunningServer } from '../../apps/web/e2e/support/server';
import { benchNow, createSyntheticPostings } from '../synthetic-postings';

export type IndexedServer = {
  server: RunningServer;
  /** Where requests go (loopback). */
  base: string;
  /** Writes must come from the server's own origin (its PUBLIC_URL). */
  origin: string;
  loadSeconds: number;
  /** Stops the server, keeps its log when BENCH_SERVER_LOG names a file, removes its data directory. */
  stop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `postings` synthetic postings straight into a new data directory (migrated here, once), then the server on it,
 * ready (migrated and the job runner started). BENCH_SERVER_LOG=file keeps the server's log at debug level (a
 * line per request, with its responseTime); BENCH_SERVER_NODE_OPTIONS reaches the server's node.
 */
export async function startIndexedServer(name: string, postings: number, env: Record<string, string> = {}): Promise<IndexedServer> {
  if (!fs.existsSync(serverBundle)) throw new Error('run `npm run build` first: the bench starts the production bundle');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `seeker-bench-${name}-`));
  const loadStarted = performance.now();
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await upsertPostings(database.db, createSyntheticPostings(postings), benchNow);
  await database.close();
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  const serverLog = process.env.BENCH_SERVER_LOG;
  const server = await startServer({
    dataDir,
    env: {
      LOG_LEVEL: serverLog ? 'debug' : 'error',
      ...env,
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    },
  });
  // Whatever happens in the bench, the server does not outlive it.
  process.on('exit', () => server.process.exitCode === null && server.process.kill('SIGKILL'));
  const base = `http://127.0.0.1:${server.port}`;
  // Its first start makes the job queue's schema: seconds on PGlite.
  for (let tries = 0; tries < 300 && (await fetch(`${base}/api/health/ready`).catch(() => undefined))?.status !== 200; tries++) await sleep(200);
  return {
    server,
    base,
    origin: server.url,
    loadSeconds,
    async stop() {
      await server.stop();
      if (serverLog) fs.writeFileSync(serverLog, server.output());
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
