// The noisy-neighbour bench's report (noisy-neighbour.ts): each run's requests by kind, its searches and
// reminders, the hostile account's requests, and the normal guests' figures hostile ÷ quiet.
import os from 'node:os';
import { percentile } from '../http-load';
import type { HostilePage } from './hostile-account';
import { arrivalMs, kinds, pollMs, tailMs, think, timeoutMs, type Attack, type Kind, type Run } from './noisy-run';

const format = (ms: number) => (!Number.isFinite(ms) ? '—' : Math.abs(ms) >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
const statsOf = (values: number[]) =>
  values.length === 0
    ? { p50: Number.NaN, p99: Number.NaN, max: Number.NaN }
    : { p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values) };
const lateness = (run: Run) => run.reminders.filter((reminder) => reminder.seenAt !== undefined).map((reminder) => reminder.seenAt! - reminder.due);
const nonSearch = (run: Run) => run.samples.filter((sample) => !sample.kind.startsWith('search'));

/** What the bench ran: its normal guests, the index it loaded, the hostile page and the attacks. */
export type ReportSetting = {
  users: number;
  seconds: number;
  postings: number;
  loadSeconds: number;
  settleSeconds: number;
  page: HostilePage;
  attacks: Attack[];
};

/** Prints the figures of the quiet run and the hostile one. */
export function printReport(runs: Run[], { users, seconds, postings, loadSeconds, settleSeconds, page, attacks }: ReportSetting) {
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, production bundle on PGlite, ${users} normal guests for ${seconds} s per run (arriving over ${arrivalMs / 1000} s, pause ${think.min}–${think.max} ms), index of ${postings} postings (loaded in ${loadSeconds.toFixed(1)} s; the start's own jobs done ${settleSeconds.toFixed(1)} s after ready), hostile page ${(page.length / 1024).toFixed(0)} KB at ${page.origin}`,
  );
  for (const run of runs) {
    console.log(`\n== ${run.name}: ${run.samples.length} normal requests, ${run.elapsed.toFixed(1)} s with the tail, load average ${run.load}`);
    console.log('kind             count   p50        p99        max        errors  over 5 s');
    for (const kind of kinds) {
      const list = run.samples.filter((sample) => sample.kind === kind);
      if (list.length === 0) continue;
      const { p50, p99, max } = statsOf(list.map((sample) => sample.ms));
      const failed = list.filter((sample) => !sample.ok);
      const codes = [...new Set(failed.map((sample) => sample.status))];
      console.log(
        [
          kind.padEnd(16),
          String(list.length).padEnd(7),
          format(p50).padEnd(10),
          format(p99).padEnd(10),
          format(max).padEnd(10),
          `${failed.length}${codes.length > 0 ? ` (${codes.join(',')})` : ''}`.padEnd(7),
          String(list.filter((sample) => sample.ms > 5_000).length),
        ].join(' '),
      );
    }
    const all = statsOf(nonSearch(run).map((sample) => sample.ms));
    console.log(
      `every request but the searches: p50 ${format(all.p50)}, p99 ${format(all.p99)}, max ${format(all.max)}, ${nonSearch(run).filter((sample) => !sample.ok).length} errors (0 = timed out after ${timeoutMs / 1000} s or dropped)`,
    );
    const waits = statsOf(run.searchWaits);
    console.log(
      `searches, click to results: ${run.searchWaits.length} of ${users}, p50 ${format(waits.p50)}, p99 ${format(waits.p99)}, max ${format(waits.max)}; without results: ${run.searchesWithoutResults.length}${run.searchesWithoutResults.length > 0 ? ` (${[...new Set(run.searchesWithoutResults)].join('; ')})` : ''}`,
    );
    const late = statsOf(lateness(run));
    const stamped = statsOf(
      run.reminders.filter((reminder) => reminder.stampedAt !== undefined).map((reminder) => reminder.stampedAt! - reminder.due),
    );
    const missing = run.reminders.filter((reminder) => reminder.seenAt === undefined).length;
    console.log(
      `reminders: ${run.reminders.length} set (${run.reminders.filter((reminder) => reminder.inRun).length} with remind_at inside the run, the rest due at once), ${run.reminders.length - missing} shown; lateness after their minute p50 ${format(late.p50)}, max ${format(late.max)} (polled every ${pollMs / 1000} s); the minute job's pass that sent them began ${format(stamped.p50)} (p50), at most ${format(stamped.max)} after it (its stamp; negative: a pass already running took it); not shown ${tailMs / 1000} s after the run: ${missing}${run.remindersNotSet.length > 0 ? `; not set: ${run.remindersNotSet.length} (${[...new Set(run.remindersNotSet)].join('; ')})` : ''}`,
    );
    if (run.hostile) {
      const hostile = run.hostile;
      console.log(
        `hostile account ${hostile.email}, zone ${hostile.zone} (today's 9:00 there was ${hostile.remindAt})${hostile.problem ? `: stopped, ${hostile.problem}` : ''}: ${hostile.jobs} jobs typed in, ${hostile.followUps} follow-ups set, the page server served ${hostile.pageHits} pages`,
      );
      console.log('attack        requests  by status                                   p50        max        bytes answered');
      for (const attack of attacks) {
        const { statuses: byStatus, ms, bytes } = hostile.stats[attack];
        const { p50, max } = statsOf(ms);
        const counted = [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
        console.log(
          [
            attack.padEnd(13),
            String(ms.length).padEnd(9),
            counted.join(', ').padEnd(43),
            format(p50).padEnd(10),
            format(max).padEnd(10),
            `${(bytes / 1024 / 1024).toFixed(1)} MB`,
          ].join(' '),
        );
      }
    }
  }

  const [quiet, hostile] = runs as [Run, Run];
  const ratio = (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && a > 0 ? `${(b / a).toFixed(2)}x` : '—');
  console.log('\n== normal guests, hostile ÷ quiet');
  console.log('kind                    quiet p50  hostile p50  ratio    quiet p99  hostile p99  ratio');
  const row = (label: string, a: number[], b: number[]) => {
    const q = statsOf(a);
    const h = statsOf(b);
    console.log(
      [
        label.padEnd(23),
        format(q.p50).padEnd(10),
        format(h.p50).padEnd(12),
        ratio(q.p50, h.p50).padEnd(8),
        format(q.p99).padEnd(10),
        format(h.p99).padEnd(12),
        ratio(q.p99, h.p99),
      ].join(' '),
    );
  };
  const msOf = (run: Run, kind: Kind) => run.samples.filter((sample) => sample.kind === kind).map((sample) => sample.ms);
  for (const kind of kinds) if (msOf(quiet, kind).length > 0 || msOf(hostile, kind).length > 0) row(kind, msOf(quiet, kind), msOf(hostile, kind));
  row(
    'all but searches',
    nonSearch(quiet).map((sample) => sample.ms),
    nonSearch(hostile).map((sample) => sample.ms),
  );
  row('search click to results', quiet.searchWaits, hostile.searchWaits);
  const lateLine = (run: Run) => {
    const late = statsOf(lateness(run));
    const missing = run.reminders.filter((reminder) => reminder.seenAt === undefined).length;
    return `${format(late.max)}${missing > 0 ? ` (+${missing} not shown within ${tailMs / 1000} s after the run)` : ''}`;
  };
  console.log(`max reminder lateness: quiet ${lateLine(quiet)}, hostile ${lateLine(hostile)}`);
  console.log(
    `errors (normal guests): quiet ${quiet.samples.filter((sample) => !sample.ok).length}, hostile ${hostile.samples.filter((sample) => !sample.ok).length}`,
  );
}
