// What a load bench reads of the server itself (its /metrics) before and after the load, to print beside the
// latencies: how long its event loop could not turn, its garbage collector's pauses, and how long statements waited
// for the embedded database and held it. Where a request's time went when the p99 rises.
import { parseMetrics, type ParsedMetrics } from '../../apps/server/test/support/parse-metrics';

/** One scrape of a server's /metrics (the event loop's delay figures restart from here). */
export async function scrapeServer(url: string): Promise<ParsedMetrics> {
  return parseMetrics(await (await fetch(`${url}/metrics`)).text());
}

/** The server's event-loop monitor ticks every 10 ms (runtime-metrics.ts). */
const monitorTick = 0.01;

const ms = (seconds: number | undefined) =>
  seconds === undefined || Number.isNaN(seconds) ? '–' : `${(seconds * 1000).toFixed(seconds < 0.01 ? 1 : 0)} ms`;

/** Observations of a histogram between two scrapes, by bucket (cumulative counts), summed over every series matching `labels`. */
function bucketsBetween(before: ParsedMetrics, after: ParsedMetrics, name: string, labels: Record<string, string> = {}) {
  const counts = new Map<number, number>();
  for (const [scrape, sign] of [
    [after, 1],
    [before, -1],
  ] as const)
    for (const sample of scrape.find(`${name}_bucket`, labels)) {
      const le = sample.labels.le === '+Inf' ? Infinity : Number(sample.labels.le);
      counts.set(le, (counts.get(le) ?? 0) + sign * sample.value);
    }
  const sum = (scrape: ParsedMetrics) => scrape.find(`${name}_sum`, labels).reduce((total, sample) => total + sample.value, 0);
  const buckets = [...counts].sort(([a], [b]) => a - b);
  return { count: buckets.at(-1)?.[1] ?? 0, sum: sum(after) - sum(before), buckets };
}

/** The bucket's upper bound that holds the q-th share of the observations: "≤ 50 ms". */
function quantile({ count, buckets }: ReturnType<typeof bucketsBetween>, q: number): string {
  if (count === 0) return '–';
  const bound = buckets.find(([, cumulative]) => cumulative >= q * count)?.[0] ?? Infinity;
  return bound === Infinity ? `> ${ms(buckets.at(-2)?.[0])}` : `≤ ${ms(bound)}`;
}

/** Lines to print: the server's event loop and garbage collector over the load, and the embedded database's queue. */
export function serverFigureLines(before: ParsedMetrics, after: ParsedMetrics, seconds: number): string[] {
  // A server built before its /metrics had them (BENCH_SERVER_COMMIT) says nothing of these.
  if (after.value('nodejs_eventloop_lag_max_seconds') === undefined) return ["server's own figures: not in this server's /metrics"];
  const gc = bucketsBetween(before, after, 'nodejs_gc_duration_seconds');
  // The monitor's figures are the time between its ticks, 10 ms apart when nothing holds the loop: the delay is the rest.
  const delay = (stat: string) => {
    const between = after.value(`nodejs_eventloop_lag_${stat}_seconds`);
    return between === undefined ? undefined : Math.max(0, between - monitorTick);
  };
  const lines = [
    `server event loop over the load: delay p50 ${ms(delay('p50'))}, p99 ${ms(delay('p99'))}, max ${ms(delay('max'))} (beyond its monitor's 10 ms tick); garbage collection: ${gc.count} pauses, ${ms(gc.sum)} in all (${((100 * gc.sum) / seconds).toFixed(1)}% of the time), longest ${quantile(gc, 1)}`,
  ];
  const held = bucketsBetween(before, after, 'seeker_db_hold_seconds');
  if (held.count === 0) return lines;
  const waited = (priority: string) => bucketsBetween(before, after, 'seeker_db_queue_wait_seconds', { priority });
  const [interactive, background] = [waited('interactive'), waited('background')];
  const share = (priority: string) => ((100 * bucketsBetween(before, after, 'seeker_db_hold_seconds', { priority }).sum) / seconds).toFixed(0);
  lines.push(
    `embedded database: held ${((100 * held.sum) / seconds).toFixed(0)}% of the time (${share('interactive')}% by requests, ${share('background')}% by background work) by ${held.count} statements and transactions (p99 ${quantile(held, 0.99)}, longest ${quantile(held, 1)}); waits for it p99 ${quantile(interactive, 0.99)} for requests, ${quantile(background, 0.99)} for background work (longest ${quantile(interactive, 1)}, ${quantile(background, 1)})`,
  );
  return lines;
}
