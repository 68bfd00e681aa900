// The dashboard's one request (tiles + first page of saved jobs) for a user with 1,000 saved jobs,
// at 50 concurrent connections, next to a bare Fastify route serving the same JSON from memory in
// the same run (the ratio's base). Embedded PGlite, or PostgreSQL when BENCH_DATABASE_URL is set.
// Prints figures; never passes or fails. Run: npx tsx bench/dashboard-request.ts [jobs] [requests]
import Fastify from 'fastify';
import { openDatabase } from '../apps/server/src/db/client';
import { createTestApp, testOrigin } from '../apps/server/test/support/build-test-app';
import { seedSearchSession } from '../apps/server/test/support/seed-saved-jobs';
import { loadTest } from './http-load';

const jobs = Number(process.argv[2] ?? 1_000);
const total = Number(process.argv[3] ?? 5_000);
const connections = 50;

const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: undefined });
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
const body = (await app.inject({ method: 'GET', url: `/api/users/${userId}/dashboard`, headers: { cookie } })).body;

const bare = Fastify();
bare.get('/dashboard', (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

// Warm both up, then measure the baseline and the real route alternately, twice each.
await loadTest(`${bareAddress}/dashboard`, { connections, total: 500 });
await loadTest(dashboardUrl, { connections, total: 500, headers: { cookie } });
const runs = { bare: [] as Awaited<ReturnType<typeof loadTest>>[], real: [] as Awaited<ReturnType<typeof loadTest>>[] };
for (let round = 0; round < 2; round++) {
  runs.bare.push(await loadTest(`${bareAddress}/dashboard`, { connections, total: total / 2 }));
  runs.real.push(await loadTest(dashboardUrl, { connections, total: total / 2, headers: { cookie } }));
}
await app.close();
await bare.close();
await database.close();

const merge = (list: typeof runs.bare) => ({
  p50: list.reduce((sum, run) => sum + run.p50, 0) / list.length,
  p99: Math.max(...list.map((run) => run.p99)),
  perSecond: list.reduce((sum, run) => sum + run.perSecond, 0) / list.length,
  failures: list.reduce((sum, run) => sum + run.failures, 0),
});
const base = merge(runs.bare);
const real = merge(runs.real);
console.log(
  `node ${process.version}, ${url ? 'PostgreSQL' : 'PGlite in memory'}, ${jobs} saved jobs, ${total} requests per route at ${connections} connections, answer ${(body.length / 1024).toFixed(1)} KB`,
);
console.log(
  `bare route, same JSON from memory (baseline): p50 ${base.p50.toFixed(1)} ms, p99 ${base.p99.toFixed(1)} ms, ${Math.round(base.perSecond)} req/s`,
);
console.log(
  `GET /api/users/{id}/dashboard: p50 ${real.p50.toFixed(1)} ms (${(real.p50 / base.p50).toFixed(1)}x baseline), p99 ${real.p99.toFixed(1)} ms, ${Math.round(real.perSecond)} req/s (${(base.perSecond / real.perSecond).toFixed(1)}x fewer), ${real.failures} failures`,
);
