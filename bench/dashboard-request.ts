// The dashboard's one request (tiles + first page of saved jobs) for a user with 1,000 saved jobs,
// at 50 concurrent connections, next to a bare Fastify route serving the same JSON from memory in
// the same run (the ratio's base), on each engine in one run: embedded PGlite always, and PostgreSQL
// too when BENCH_DATABASE_URL is set (its public, drizzle and pgboss schemas are dropped first). A third
// line per engine: the same request with a current If-None-Match, answered 304.
// Prints figures; never passes or fails. Run: npx tsx bench/dashboard-request.ts [jobs] [requests]
import fs from 'node:fs';
import Fastify from 'fastify';
import { emptyPostgres } from './support/empty-postgres';
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/client';
import { createTestApp, testOrigin } from '../apps/server/test/support/build-test-app';
import { seedSearchSession } from '../apps/server/test/support/seed-saved-jobs';
import { loadTest, type LoadResult } from './http-load';

const jobs = Number(process.argv[2] ?? 1_000);
const total = Number(process.argv[3] ?? 4_000);
const connections = 50;
const url = process.env.BENCH_DATABASE_URL;

const merge = (list: LoadResult[]) => ({
  p50: list.reduce((sum, run) => sum + run.p50, 0) / list.length,
  p99: Math.max(...list.map((run) => run.p99)),
  perSecond: list.reduce((sum, run) => sum + run.perSecond, 0) / list.length,
  failures: list.reduce((sum, run) => sum + run.failures, 0),
});

async function measure(name: string, target: DatabaseTarget) {
  if (target.kind === 'postgres') await emptyPostgres(target.url);
  const database = await openDatabase(target);
  const app = await createTestApp(database);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/anonymous',
    headers: { origin: testOrigin, 'content-type': 'application/json' },
    payload: {},
  });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
  const userId = (signIn.json() as { user: { id: string } }).user.id;

  // Ten searches of a hundred, with a spread of statuses so the tiles count something.
  const statuses = ['new', 'new', 'researching', 'applying', 'applied', 'interviewing', 'offered', 'rejected'] as const;
  for (let session = 0; session < jobs / 100; session++) {
    await seedSearchSession(
      database.db,
      userId,
      Array.from({ length: 100 }, (_, index) => ({ status: statuses[(session + index) % statuses.length] })),
      new Date(Date.UTC(2026, 10, 1 + session)),
    );
  }

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const dashboardUrl = `${address}/api/users/${userId}/dashboard`;
  const first = await app.inject({ method: 'GET', url: `/api/users/${userId}/dashboard`, headers: { cookie } });
  const body = first.body;
  const etag = String(first.headers.etag);

  const bare = Fastify();
  bare.get('/dashboard', (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

  // Warm all three up, then measure the baseline, the real route and the conditional one in turn, twice each.
  const conditional = { cookie, 'if-none-match': etag };
  await loadTest(`${bareAddress}/dashboard`, { connections, total: 500 });
  await loadTest(dashboardUrl, { connections, total: 500, headers: { cookie } });
  await loadTest(dashboardUrl, { connections, total: 500, headers: conditional, expectStatus: 304 });
  const runs = { bare: [] as LoadResult[], real: [] as LoadResult[], notModified: [] as LoadResult[] };
  for (let round = 0; round < 2; round++) {
    runs.bare.push(await loadTest(`${bareAddress}/dashboard`, { connections, total: total / 2 }));
    runs.real.push(await loadTest(dashboardUrl, { connections, total: total / 2, headers: { cookie } }));
    runs.notModified.push(await loadTest(dashboardUrl, { connections, total: total / 2, headers: conditional, expectStatus: 304 }));
  }
  await app.close();
  await bare.close();
  await database.close();

  const base = merge(runs.bare);
  const real = merge(runs.real);
  const notModified = merge(runs.notModified);
  const line = (label: string, result: typeof base) =>
    `  ${label}: p50 ${result.p50.toFixed(1)} ms (${(result.p50 / base.p50).toFixed(1)}x baseline), p99 ${result.p99.toFixed(1)} ms, ${Math.round(result.perSecond)} req/s, ${result.failures} failures`;
  console.log(`${name}, ${jobs} saved jobs, ${total} requests per route at ${connections} connections, answer ${(body.length / 1024).toFixed(1)} KB`);
  console.log(
    `  bare route, same JSON from memory (baseline): p50 ${base.p50.toFixed(1)} ms, p99 ${base.p99.toFixed(1)} ms, ${Math.round(base.perSecond)} req/s`,
  );
  console.log(line('GET /api/users/{id}/dashboard', real));
  console.log(line('the same with a current If-None-Match (304, no body)', notModified));
}

const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`node ${process.version}, load average before ${load()}`);
await measure('PGlite in memory', { kind: 'pglite', dataDir: undefined });
if (url) await measure('PostgreSQL (BENCH_DATABASE_URL)', { kind: 'postgres', url });
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to measure it in the same run)');
console.log(`load average after ${load()}`);
