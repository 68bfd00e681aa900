// What counting one HTTP request costs the server (every request pays it, in its onResponse hook): the
// request counter and the latency histogram, by method, route template and status, over 40 routes. With
// BASELINE=<commit> (default: 702c538, the hand-written exposition before prom-client), that commit's code
// too, the two measured in turn in this process. Also a scrape's text for what was counted, and what the
// counting adds to a whole request: a Fastify app with one route answered through inject, counted by each
// (the same onResponse hook the server adds). Prints figures; never passes or fails.
// Run: [BASELINE=<commit>] npx tsx bench/request-metrics.ts [requests] [rounds]
import Fastify from 'fastify';
import { createHttpMetrics, observeRequests } from '../apps/server/src/modules/metrics/http-metrics';
import { importAtCommit } from './support/code-at-commit';

type Observe = (request: { method: string; route: string | undefined; status: number; seconds: number }) => void;
type OldMetrics = { observe: Observe; families: () => unknown[] };

const requests = Number(process.argv[2] ?? 1_000_000);
const rounds = Number(process.argv[3] ?? 7);
const baselineCommit = process.env.BASELINE ?? '702c538';

const old = await importAtCommit<{ createHttpMetrics: () => OldMetrics }>(
  baselineCommit,
  'apps/server/src',
  'apps/server/src/modules/metrics/http-metrics.ts',
);
const oldExposition = await importAtCommit<{ formatExposition: (families: unknown[]) => string }>(
  baselineCommit,
  'apps/server/src',
  'apps/server/src/lib/prometheus.ts',
);

const routes = Array.from({ length: 40 }, (_, index) => `/api/feature-${index}/:id`);
const statuses = [200, 200, 200, 201, 204, 400, 404];
const methods = ['GET', 'GET', 'POST', 'PATCH', 'DELETE'];
// The same requests for both, made once: the bench times the counting, not the making of its input.
const input = Array.from({ length: requests }, (_, index) => ({
  method: methods[index % methods.length]!,
  route: index % 97 === 0 ? undefined : routes[index % routes.length],
  status: statuses[index % statuses.length]!,
  seconds: ((index * 7919) % 3000) / 1000,
}));

function timeObserves(observe: Observe): number {
  const started = performance.now();
  for (const request of input) observe(request);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const current: number[] = [];
const before: number[] = [];
let currentText = '';
let beforeText = '';
const scrapeCurrent: number[] = [];
const scrapeBefore: number[] = [];
for (let round = 0; round < rounds; round++) {
  const now = createHttpMetrics();
  const then = old.module.createHttpMetrics();
  // In turn, the first of the two changing each round.
  if (round % 2 === 0) {
    current.push(timeObserves(now.observe));
    before.push(timeObserves(then.observe));
  } else {
    before.push(timeObserves(then.observe));
    current.push(timeObserves(now.observe));
  }
  let started = performance.now();
  currentText = await now.registry.metrics();
  scrapeCurrent.push(performance.now() - started);
  started = performance.now();
  beforeText = oldExposition.module.formatExposition(then.families());
  scrapeBefore.push(performance.now() - started);
}

/**
 * Whole requests over loopback HTTP (routing, hooks, a JSON answer; one keep-alive connection) with the
 * server's onResponse hook counting them in `observe`, or not counted at all.
 */
async function timeRequests(observe: Observe | undefined, count: number): Promise<number> {
  const app = Fastify();
  if (observe) observeRequests(app, { observe } as never);
  app.get('/api/jobs/:jobId', async (request) => ({ id: (request.params as { jobId: string }).jobId }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const get = async (index: number) => (await fetch(`http://127.0.0.1:${port}/api/jobs/${index}`)).text();
  for (let index = 0; index < 200; index++) await get(index);
  const started = performance.now();
  for (let index = 0; index < count; index++) await get(index);
  const elapsed = performance.now() - started;
  await app.close();
  return elapsed;
}

const wholeRequests = Math.min(requests, 5_000);
const whole = { none: [] as number[], before: [] as number[], current: [] as number[] };
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? (['none', 'before', 'current'] as const) : (['current', 'before', 'none'] as const);
  for (const which of order) {
    const observe = which === 'none' ? undefined : which === 'before' ? old.module.createHttpMetrics().observe : createHttpMetrics().observe;
    whole[which].push(await timeRequests(observe, wholeRequests));
  }
}

const perRequest = (ms: number) => ((ms * 1e6) / requests).toFixed(0);
const lines = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#')).length;
console.log(`node ${process.version}, ${requests.toLocaleString('en')} requests over ${routes.length} routes, median of ${rounds} rounds`);
console.log('| | counting a request | scrape text (samples) |');
console.log('|---|---|---|');
console.log(`| ${baselineCommit} (baseline) | ${perRequest(median(before))} ns | ${median(scrapeBefore).toFixed(1)} ms (${lines(beforeText)}) |`);
console.log(`| current (prom-client) | ${perRequest(median(current))} ns | ${median(scrapeCurrent).toFixed(1)} ms (${lines(currentText)}) |`);
console.log(
  `current / baseline: counting ${(median(current) / median(before)).toFixed(3)}, scrape ${(median(scrapeCurrent) / median(scrapeBefore)).toFixed(3)}`,
);
const wholeNs = (which: keyof typeof whole) => (median(whole[which]) * 1e6) / wholeRequests;
console.log(
  `a whole request over loopback HTTP (${wholeRequests.toLocaleString('en')} a round): uncounted ${wholeNs('none').toFixed(0)} ns, counted by ${baselineCommit} ${wholeNs('before').toFixed(0)} ns, by prom-client ${wholeNs('current').toFixed(0)} ns; current / baseline ${(wholeNs('current') / wholeNs('before')).toFixed(3)}`,
);
old.cleanUp();
oldExposition.cleanUp();
