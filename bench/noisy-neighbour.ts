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
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { applicationLimits, defaultPreferences, followUpHour, jobDraftLimits, type Preferences } from '../packages/contract/src';
import { percentile } from './http-load';
import { benchPreferences } from './synthetic-postings';
import { timedCaller, type CallInit, type TimedCall } from './support/timed-call';
import { addDays, instantOf, wallTimeAt } from '../apps/server/src/lib/time/zoned-time';
import { startIndexedServer } from './support/indexed-server';

const users = Number(process.argv[2] ?? 50);
const seconds = Number(process.argv[3] ?? 60);
const postings = 3_000;
/** A person's pause between two clicks, uniformly in this range (ms). */
const think = { min: 1_000, max: 3_000 };
const timeoutMs = 30_000;
/** Guests arrive (sign in) at random over the first 10 s of the run. */
const arrivalMs = 10_000;
/** After the run, how long the bench still waits for searches' results and reminders (then counts the rest as missing). */
const tailMs = 90_000;
/** A guest whose reminder is due asks for its notifications this often. */
const pollMs = 3_000;
/** Requests in flight at once for each of the hostile account's attacks. */
const hostileParallel = 2;
/** After a 429 the hostile account waits this long and tries again. */
const hostileBackoffMs = 500;

type Kind =
  | 'sign-in'
  | 'preferences'
  | 'typed-in job'
  | 'follow-up'
  | 'dashboard'
  | 'job list'
  | 'status change'
  | 'notifications'
  | 'search'
  | 'search progress'
  | 'search results'
  /** The hostile account's own requests: never among the normal guests' samples. */
  | 'hostile';
const kinds: Kind[] = [
  'sign-in',
  'preferences',
  'typed-in job',
  'follow-up',
  'dashboard',
  'job list',
  'status change',
  'notifications',
  'search',
  'search progress',
  'search results',
];
type Sample = { kind: Kind; ms: number; ok: boolean; status: number };

// The hostile page, served on loopback only: an item the microdata reader must walk, 120,000 tags deep.
const hostilePage = `<div itemscope itemtype="https://schema.org/JobPosting"><h1 itemprop="title">X</h1>${'<b>'.repeat(120_000)}</div>`;
let pageHits = 0;
const pageServer = http.createServer((_request, response) => {
  pageHits++;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(hostilePage);
});
await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
const pageOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;

const { base, origin, loadSeconds, settleSeconds, stop } = await startIndexedServer('noisy', postings, { JOB_PAGE_TRUSTED_ORIGINS: pageOrigin });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

// ---- Time zones: where 9:00 falls when ----

// The server's own zoned time, so the bench's 9:00 is the instant the server computes (add-follow-up.ts).
const pad = (value: number) => String(value).padStart(2, '0');
const dayString = ({ year, month, day }: { year: number; month: number; day: number }) => `${year}-${pad(month)}-${pad(day)}`;
const dayParts = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
};
/** The calendar day in the zone at that instant (YYYY-MM-DD). */
const dayIn = (at: number, zone: string) => dayString(wallTimeAt(new Date(at), zone));
/** The instant of the follow-up hour (9:00) on that day in the zone. */
const nineOn = (day: string, zone: string) => instantOf({ ...dayParts(day), hour: followUpHour, minute: 0 }, zone).getTime();
const nextDay = (day: string) => dayString(addDays(dayParts(day), 1));
const zones = Intl.supportedValuesOf('timeZone');

type ReminderPlan = { zone: string; dueOn: string; inRun: boolean };
/**
 * A normal guest's zone and due day: 9:00 inside [now + 20 s, windowEnd] somewhere if it can be, else the
 * zone whose 9:00 today passed last (due at once; local midnight is then hours away).
 */
function planReminder(now: number, windowEnd: number): ReminderPlan {
  let ahead: (ReminderPlan & { at: number }) | undefined;
  let passed: (ReminderPlan & { at: number }) | undefined;
  for (const zone of zones) {
    const today = dayIn(now, zone);
    for (const day of [today, nextDay(today)]) {
      const at = nineOn(day, zone);
      if (at >= now + 20_000 && at <= windowEnd && (!ahead || at < ahead.at)) ahead = { zone, dueOn: day, inRun: true, at };
      if (day === today && at <= now - 5_000 && (!passed || at > passed.at)) passed = { zone, dueOn: day, inRun: false, at };
    }
  }
  const plan = ahead ?? passed;
  if (!plan) throw new Error('no time zone has a 9:00 that has passed today');
  return { zone: plan.zone, dueOn: plan.dueOn, inRun: plan.inRun };
}
/** The hostile account's trick: the zone making today's 9:00 the oldest instant possible (oldest first is the send order), local midnight at least 10 min away. */
function oldestReminderZone(now: number) {
  let best: { zone: string; at: number } | undefined;
  for (const zone of zones) {
    const at = nineOn(dayIn(now, zone), zone);
    if (at <= now - 60_000 && at >= now - (15 * 60 - 10) * 60_000 && (!best || at < best.at)) best = { zone, at };
  }
  return best ?? { zone: 'UTC', at: nineOn(dayIn(now, 'UTC'), 'UTC') };
}
const ceilMinute = (at: number) => Math.ceil(at / 60_000) * 60_000;

// ---- Requests ----

type Answer = TimedCall<Kind>;
const call: (kind: Kind, method: string, url: string, init?: CallInit) => Promise<Answer> = timedCaller(base, origin, timeoutMs);

const cookieOf = (setCookie: string[]) => setCookie.map((item) => item.split(';')[0]).join('; ');
const pause = () => sleep(think.min + Math.random() * (think.max - think.min));
const preferencesIn = (timezone: string): Preferences => ({
  ...defaultPreferences(timezone),
  ...benchPreferences,
  other: '',
});

// ---- One run ----

type Reminder = {
  /** The whole minute by which the minute job should have sent it (epoch ms). */
  due: number;
  inRun: boolean;
  /** Epoch ms of the first poll that showed it. */
  seenAt?: number;
  /** Its notification's createdAt: when the minute job's pass that sent it began. */
  stampedAt?: number;
};
type Attack = 'add-by-link' | 'typed-in' | 'follow-ups' | 'export' | 'search';
const allAttacks: Attack[] = ['add-by-link', 'typed-in', 'follow-ups', 'export', 'search'];
const chosenAttacks = process.env.BENCH_ATTACKS?.split(',').map((name) => name.trim());
const unknownAttacks = chosenAttacks?.filter((name) => !(allAttacks as string[]).includes(name)) ?? [];
if (unknownAttacks.length > 0) throw new Error(`BENCH_ATTACKS: unknown ${unknownAttacks.join(', ')} (known: ${allAttacks.join(', ')})`);
const attacks = chosenAttacks ? allAttacks.filter((attack) => chosenAttacks.includes(attack)) : allAttacks;
type AttackStats = { statuses: Map<number, number>; ms: number[]; bytes: number };
type Run = {
  name: string;
  samples: Sample[];
  reminders: Reminder[];
  remindersNotSet: string[];
  searchWaits: number[];
  searchesWithoutResults: string[];
  hostile?: {
    email: string;
    zone: string;
    remindAt: string;
    stats: Record<Attack, AttackStats>;
    jobs: number;
    followUps: number;
    pageHits: number;
    problem?: string;
  };
  elapsed: number;
  load: string;
};

type Guest = { cookie: string; userId: string };
const statuses = ['researching', 'applying', 'applied', 'interviewing'] as const;

/** One search as the Job Search screen runs it: accepted at once, its run asked every second, then its session read. */
async function search(run: Run, { cookie, userId }: Guest, giveUpAt: number) {
  const clicked = performance.now();
  const runId = crypto.randomUUID();
  const started = await call('search', 'POST', '/api/agents/run-job-search', {
    cookie,
    body: { user_id: userId, run_id: runId },
    prefer: 'respond-async',
  });
  run.samples.push(started.sample);
  if (!started.sample.ok) return void run.searchesWithoutResults.push(`start answered ${started.sample.status}`);
  while (performance.now() < giveUpAt) {
    await sleep(1_000);
    const polled = await call('search progress', 'GET', `/api/agents/runs?runId=${runId}`, { cookie });
    run.samples.push(polled.sample);
    const found = (polled.json as { runs?: { status: string; sessionId: string | null; error: string | null }[] } | undefined)?.runs?.[0];
    if (found?.status === 'failed') return void run.searchesWithoutResults.push(`failed: ${found.error}`);
    if (found?.status !== 'done' || !found.sessionId) continue;
    const results = await call('search results', 'GET', `/api/job-search-sessions/${found.sessionId}`, { cookie });
    run.samples.push(results.sample);
    if (!results.sample.ok) return void run.searchesWithoutResults.push(`session answered ${results.sample.status}`);
    return void run.searchWaits.push(performance.now() - clicked);
  }
  run.searchesWithoutResults.push(`no results within ${tailMs / 1000} s after the run`);
}

/** Polls the guest's notifications from its reminder's minute until the reminder shows (or the bench gives up). */
async function watchReminder(run: Run, { cookie, userId }: Guest, reminder: Reminder, giveUpAtEpoch: number) {
  await sleep(reminder.due - Date.now());
  while (Date.now() < giveUpAtEpoch) {
    const polled = await call('notifications', 'GET', `/api/users/${userId}/notifications`, { cookie });
    run.samples.push(polled.sample);
    const list = (polled.json as { notifications?: { title: string; createdAt: string }[] } | undefined)?.notifications ?? [];
    const shown = list.find((notification) => notification.title.startsWith('Follow up:'));
    if (shown) {
      reminder.seenAt = Date.now();
      reminder.stampedAt = Date.parse(shown.createdAt);
      return;
    }
    await sleep(pollMs);
  }
}

/** A normal guest: signs in (its zone picked for its reminder), types in a job and sets the reminder, then works as in concurrent-users.ts. */
async function useAsGuest(run: Run, deadline: number, deadlineEpoch: number, searchAt: number, giveUpAt: number, watchers: Promise<void>[]) {
  await sleep(Math.random() * arrivalMs);
  const plan = planReminder(Date.now(), deadlineEpoch - 15_000);
  const signedIn = await call('sign-in', 'POST', '/api/auth/sign-in/anonymous', { body: {} });
  run.samples.push(signedIn.sample);
  if (!signedIn.sample.ok) return void run.remindersNotSet.push(`sign-in answered ${signedIn.sample.status}`);
  const guest: Guest = { cookie: cookieOf(signedIn.setCookie), userId: (signedIn.json as { user: { id: string } }).user.id };
  const { cookie, userId } = guest;
  const saved = await call('preferences', 'PUT', `/api/users/${userId}/preferences`, { cookie, body: preferencesIn(plan.zone) });
  run.samples.push(saved.sample);
  if (!saved.sample.ok) return void run.remindersNotSet.push(`preferences answered ${saved.sample.status}`);

  const typed = await call('typed-in job', 'POST', '/api/jobs/typed-in', {
    cookie,
    body: {
      url: `https://careers.example.com/jobs/${crypto.randomUUID()}`,
      title: 'Senior Frontend Engineer',
      company: 'Example Robotics',
      location: 'Berlin, Germany',
      salary: '€90,000 – €110,000 a year',
      description: 'TypeScript and React on a design system used by every team.',
    },
  });
  run.samples.push(typed.sample);
  const jobId = (typed.json as { job?: { id: string } } | undefined)?.job?.id;
  if (jobId) {
    const asked = Date.now();
    const added = await call('follow-up', 'POST', `/api/applications/${encodeURIComponent(jobId)}/follow-ups`, {
      cookie,
      body: { dueOn: plan.dueOn, note: 'Ask about the timeline' },
    });
    const answered = Date.now();
    run.samples.push(added.sample);
    const remindAt = Date.parse((added.json as { remindAt?: string } | undefined)?.remindAt ?? '');
    if (added.sample.ok && Number.isFinite(remindAt)) {
      // The minute job's first run at which the row was surely there: its remind_at, or the next whole minute.
      const minute = ceilMinute(Math.max(remindAt, asked));
      const reminder: Reminder = { due: answered <= minute ? minute : ceilMinute(answered), inRun: remindAt > asked };
      run.reminders.push(reminder);
      watchers.push(watchReminder(run, guest, reminder, deadlineEpoch + tailMs));
    } else run.remindersNotSet.push(`follow-up answered ${added.sample.status}`);
  } else run.remindersNotSet.push(`typed-in job answered ${typed.sample.status}`);

  let searched = false;
  let jobIds: string[] = [jobId ?? ''].filter(Boolean);
  let offset = 0;
  let step = 0;
  while (performance.now() < deadline) {
    await pause();
    if (!searched && performance.now() >= searchAt) {
      searched = true;
      await search(run, guest, giveUpAt);
      continue;
    }
    const kind = (['dashboard', 'job list', 'status change'] as const)[step++ % 3];
    if (kind === 'dashboard') {
      const dashboard = await call('dashboard', 'GET', `/api/users/${userId}/dashboard`, { cookie });
      run.samples.push(dashboard.sample);
      const page = (dashboard.json as { savedJobs?: { jobs: { jobId: string }[] } } | undefined)?.savedJobs;
      if (page && page.jobs.length > 0) jobIds = page.jobs.map((job) => job.jobId);
    } else if (kind === 'job list') {
      const list = await call('job list', 'GET', `/api/users/${userId}/jobs?offset=${offset}&limit=20`, { cookie });
      run.samples.push(list.sample);
      const next = (list.json as { nextOffset?: number | null } | undefined)?.nextOffset;
      offset = typeof next === 'number' ? next : 0;
    } else if (jobIds.length > 0) {
      const target = jobIds[Math.floor(Math.random() * jobIds.length)]!;
      const status = statuses[Math.floor(Math.random() * statuses.length)]!;
      run.samples.push((await call('status change', 'PATCH', `/api/jobs/${target}`, { cookie, body: { status } })).sample);
    }
  }
}

// ---- The hostile account ----

const longDescription = (() => {
  const words = 'Senior TypeScript React Node.js GraphQL PostgreSQL Kubernetes engineer remote Berlin salary equity team platform'.split(' ');
  let text = '';
  for (let index = 0; text.length < jobDraftLimits.description; index++) text += `${words[index % words.length]}${index % 17 === 16 ? '.\n' : ' '}`;
  return text.slice(0, jobDraftLimits.description - 1) + 'x';
})();
const longNote = 'Follow up '.repeat(applicationLimits.note / 10).slice(0, applicationLimits.note);

async function beHostile(run: Run, deadline: number) {
  const stats = Object.fromEntries(allAttacks.map((attack): [Attack, AttackStats] => [attack, { statuses: new Map(), ms: [], bytes: 0 }])) as Record<
    Attack,
    AttackStats
  >;
  const trick = oldestReminderZone(Date.now());
  const email = `noisy-${Date.now()}@example.test`;
  const hostile: NonNullable<Run['hostile']> = {
    email,
    zone: trick.zone,
    remindAt: new Date(trick.at).toISOString(),
    stats,
    jobs: 0,
    followUps: 0,
    pageHits: 0,
  };
  run.hostile = hostile;
  const hitsBefore = pageHits;
  const signedUp = await call('hostile', 'POST', '/api/auth/sign-up/email', {
    body: { email, password: 'correct horse battery', name: 'Noisy Neighbour' },
  });
  if (!signedUp.sample.ok) return void (hostile.problem = `sign-up answered ${signedUp.sample.status}`);
  const cookie = cookieOf(signedUp.setCookie);
  const userId = (signedUp.json as { user: { id: string } }).user.id;
  // A search needs saved preferences, and saved ones name the zone follow-ups are read in: the trick zone.
  const saved = await call('hostile', 'PUT', `/api/users/${userId}/preferences`, { cookie, body: preferencesIn(trick.zone) });
  if (!saved.sample.ok) return void (hostile.problem = `preferences answered ${saved.sample.status}`);
  const zoneQuery = `timezone=${encodeURIComponent(trick.zone)}`;

  const followUpsOn = new Map<string, number>();
  let page = 0;
  let typedIn = 0;
  const once: Record<Attack, () => Promise<Answer | undefined>> = {
    'add-by-link': () => call('hostile', 'POST', `/api/jobs/from-link?${zoneQuery}`, { cookie, body: { url: `${pageOrigin}/jobs/${++page}` } }),
    'typed-in': async () => {
      const answer = await call('hostile', 'POST', '/api/jobs/typed-in', {
        cookie,
        body: {
          url: `https://noisy.example.com/jobs/${++typedIn}`,
          title: `Staff Engineer ${typedIn}`,
          company: 'Noisy Neighbour Ltd',
          location: 'Remote',
          salary: '$200,000 a year',
          description: longDescription,
        },
      });
      const id = (answer.json as { job?: { id: string } } | undefined)?.job?.id;
      if (id && !followUpsOn.has(id)) {
        followUpsOn.set(id, 0);
        hostile.jobs++;
      }
      return answer;
    },
    'follow-ups': async () => {
      let jobId = [...followUpsOn].find(([, count]) => count < applicationLimits.followUps)?.[0];
      if (!jobId && !attacks.includes('typed-in')) {
        // Without the typed-in attack, a short job of its own to hang follow-ups on (not counted).
        const made = await call('hostile', 'POST', '/api/jobs/typed-in', {
          cookie,
          body: {
            url: `https://noisy.example.com/short/${++typedIn}`,
            title: `Engineer ${typedIn}`,
            company: 'Noisy Neighbour Ltd',
            location: '',
            salary: '',
            description: '',
          },
        });
        jobId = (made.json as { job?: { id: string } } | undefined)?.job?.id;
        if (jobId) followUpsOn.set(jobId, 0);
      }
      if (!jobId) return undefined; // no job with room yet: the typed-in loop makes them
      followUpsOn.set(jobId, followUpsOn.get(jobId)! + 1);
      const answer = await call('hostile', 'POST', `/api/applications/${encodeURIComponent(jobId)}/follow-ups?${zoneQuery}`, {
        cookie,
        body: { dueOn: dayIn(Date.now(), trick.zone), note: longNote },
      });
      if (answer.sample.ok) hostile.followUps++;
      else followUpsOn.set(jobId, answer.sample.status === 409 ? applicationLimits.followUps : followUpsOn.get(jobId)! - 1);
      return answer;
    },
    export: () => call('hostile', 'GET', `/api/users/${userId}/export`, { cookie, binary: true }),
    search: () =>
      call('hostile', 'POST', '/api/agents/run-job-search', {
        cookie,
        body: { user_id: userId, run_id: crypto.randomUUID() },
        prefer: 'respond-async',
      }),
  };
  const loop = async (attack: Attack) => {
    while (performance.now() < deadline) {
      const answer = await once[attack]();
      if (!answer) {
        await sleep(100);
        continue;
      }
      const { status, ms } = answer.sample;
      stats[attack].statuses.set(status, (stats[attack].statuses.get(status) ?? 0) + 1);
      stats[attack].ms.push(ms);
      if (answer.sample.ok) stats[attack].bytes += answer.bytes;
      if (status === 429) await sleep(hostileBackoffMs);
    }
  };
  await Promise.all(attacks.flatMap((attack) => Array.from({ length: hostileParallel }, () => loop(attack))));
  hostile.pageHits = pageHits - hitsBefore;
}

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
    useAsGuest(run, deadline, deadlineEpoch, started + Math.random() * seconds * 800, giveUpAt, watchers),
  );
  await Promise.all([...guests, ...(withHostile ? [beHostile(run, deadline)] : [])]);
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
pageServer.close();

// ---- Report ----

const format = (ms: number) => (!Number.isFinite(ms) ? '—' : Math.abs(ms) >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
const statsOf = (values: number[]) =>
  values.length === 0
    ? { p50: Number.NaN, p99: Number.NaN, max: Number.NaN }
    : { p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values) };
const lateness = (run: Run) => run.reminders.filter((reminder) => reminder.seenAt !== undefined).map((reminder) => reminder.seenAt! - reminder.due);
const nonSearch = (run: Run) => run.samples.filter((sample) => !sample.kind.startsWith('search'));

console.log(
  `node ${process.version}, ${os.cpus().length} cores, production bundle on PGlite, ${users} normal guests for ${seconds} s per run (arriving over ${arrivalMs / 1000} s, pause ${think.min}–${think.max} ms), index of ${postings} postings (loaded in ${loadSeconds.toFixed(1)} s; the start's own jobs done ${settleSeconds.toFixed(1)} s after ready), hostile page ${(hostilePage.length / 1024).toFixed(0)} KB at ${pageOrigin}`,
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
  const stamped = statsOf(run.reminders.filter((reminder) => reminder.stampedAt !== undefined).map((reminder) => reminder.stampedAt! - reminder.due));
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
