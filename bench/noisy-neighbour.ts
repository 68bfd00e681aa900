// Fairness: does one hostile account slow everyone else down? N normal guests use the production server
// on the embedded database (PGlite) for S seconds as bench/concurrent-users.ts has them do (sign in,
// preferences, then the dashboard, a page of the job list and a status change with a pause of 1–3 s
// between, and one job search each, as the Job Search screen runs it); each also types in one job and
// sets a follow-up reminder on it that comes due during the run, then polls its notifications every 3 s
// until the reminder shows. Two runs on one server, in this order:
//   quiet   — the N normal guests alone;
//   hostile — the same workload (N new guests) plus one hostile account (signed up with email: the server
//             reads JOB_PAGE_TRUSTED_ORIGINS for accounts, never for guests) running, each attack in
//             parallel loops as fast as the server answers (after a 429 it waits 0.5 s and keeps going):
//             (a) add-by-link of a hostile page served here on 127.0.0.1 (a schema.org JobPosting with
//                 120,000 unclosed <b> tags; the server is told to trust that origin),
//             (b) typed-in jobs with 50,000-character descriptions,
//             (c) follow-ups due at once, 30 (the limit) on each of its jobs, in the zone that makes their
//                 remind_at the oldest possible (its saved zone, and ?timezone= too), notes of 20,000 chars,
//             (d) data exports, read to the end,
//             (e) job searches.
// Reminders: the server sends a follow-up at 9:00 on its due day in the user's zone (add-follow-up.ts),
// at the minute job's next run once that time has passed. Each guest picks, as it signs in, a zone whose
// 9:00 falls inside the run when there is one (9:00 somewhere on Earth is always on a quarter hour, so
// mostly there is none), else the zone whose 9:00 today passed last: then the reminder is due at once and
// the minute job must send it at the next whole minute. Lateness is measured from that minute (its
// remind_at when that is still ahead) to the first poll that shows the notification (3 s resolution).
// Prints per kind of the normal guests' requests p50/p99/max, errors and lateness of the reminders in each
// run, the hostile account's requests by status, and a table of hostile ÷ quiet. `npm run build` first.
// Prints figures; never passes or fails.
// Run: npx tsx bench/noisy-neighbour.ts [users=50] [seconds=60]
// BENCH_ATTACKS=typed-in,follow-ups runs only those attacks (to tell which one costs the others what).
import fs from 'node:fs';
import { beHostile, startHostilePage } from './support/hostile-account';
import { startIndexedServer } from './support/indexed-server';
import { useAsGuest } from './support/normal-guest';
import { printReport } from './support/noisy-report';
import { allAttacks, sleep, tailMs, timeoutMs, type Call, type Run } from './support/noisy-run';
import { timedCaller } from './support/timed-call';

const users = Number(process.argv[2] ?? 50);
const seconds = Number(process.argv[3] ?? 60);
const postings = 3_000;

const page = await startHostilePage();
const { base, origin, loadSeconds, settleSeconds, stop } = await startIndexedServer('noisy', postings, { JOB_PAGE_TRUSTED_ORIGINS: page.origin });
const call: Call = timedCaller(base, origin, timeoutMs);

const chosenAttacks = process.env.BENCH_ATTACKS?.split(',').map((name) => name.trim());
const unknownAttacks = chosenAttacks?.filter((name) => !(allAttacks as string[]).includes(name)) ?? [];
if (unknownAttacks.length > 0) throw new Error(`BENCH_ATTACKS: unknown ${unknownAttacks.join(', ')} (known: ${allAttacks.join(', ')})`);
const attacks = chosenAttacks ? allAttacks.filter((attack) => chosenAttacks.includes(attack)) : allAttacks;

/** The machine's load average (1, 5, 15 min): other work on it shows here. */
const readLoad = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function runOnce(name: string, withHostile: boolean): Promise<Run> {
  const run: Run = { name, samples: [], reminders: [], remindersNotSet: [], searchWaits: [], searchesWithoutResults: [], elapsed: 0, load: '' };
  const loadBefore = readLoad();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const deadlineEpoch = Date.now() + seconds * 1000;
  const giveUpAt = deadline + tailMs;
  const watchers: Promise<void>[] = [];
  const guests = Array.from({ length: users }, () =>
    useAsGuest(call, run, deadline, deadlineEpoch, started + Math.random() * seconds * 800, giveUpAt, watchers),
  );
  await Promise.all([...guests, ...(withHostile ? [beHostile(call, run, deadline, attacks, page)] : [])]);
  // Every guest has set its reminder by now (the watchers list is complete): wait for them to show.
  await Promise.all(watchers);
  run.elapsed = (performance.now() - started) / 1000;
  run.load = `${loadBefore} before, ${readLoad()} after`;
  return run;
}

const runs: Run[] = [];
runs.push(await runOnce('quiet', false));
await sleep(2_000);
runs.push(await runOnce('hostile', true));
await stop();
page.close();

printReport(runs, { users, seconds, postings, loadSeconds, settleSeconds, page, attacks });
