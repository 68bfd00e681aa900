// What counting one HTTP request costs the server (every request pays it, in its onResponse hook): the
// request counter and the latency histogram, by method, route template and status, over 40 routes. With
// BASELINE=<commit> (default: 702c538, the hand-written exposition before prom-client), that commit's code
// too, the two measured in turn in this process. Also a scrape's text for what was counted. Prints figures;
// never passes or fails. Run: [BASELINE=<commit>] npx tsx bench/request-metrics.ts [requests] [rounds]
import { createHttpMetrics } from '../apps/server/src/modules/metrics/http-metrics';
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
old.cleanUp();
oldExposition.cleanUp();

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
