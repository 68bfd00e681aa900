// N active scheduled searches (default 10,000), each with its own preferences, all due in the same minute,
// twice: their first runs search the index in full (2,000 synthetic postings); then 200 new postings
// arrive and 50 close, the percolator matches them against every schedule, and all are due again: those
// runs rank their kept matches plus what is new (incremental). Each run is real (live sources none, the
// ranking, 50 listings saved as a session with its ledger). Prints, for both, how late each run starts
// after its slot (p50/p99/last), when the last one finished, runs per second, and the full runs' rate
// called one after another without the queue (the baseline, measured in this run); and the percolator's time.
// With one worker in this process, also what a run costs it: CPU, and on PostgreSQL statements and bytes sent.
// Embedded PGlite, or PostgreSQL when BENCH_DATABASE_URL is set. Prints figures; never passes or fails.
// With a number of worker processes (PostgreSQL only; `npm run build` first), the runs are made by that
// many `ROLE=worker` server processes (the production bundle), each running [concurrency] at a time,
// as a deployment runs them; without, by a job runner inside this process.
// Run: npx tsx bench/scheduled-searches.ts [schedules] [concurrency] [worker processes]
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { defaultPreferences, type Preferences } from '../packages/contract/src';
import { schedulingParts } from '../apps/server/src/scheduling';
import { openDatabase } from '../apps/server/src/db/client';
import { postings as postingsTable, scheduledSearches, scheduledSearchRuns, schedulerTasks, user } from '../apps/server/src/db/schema';
import { allJobs } from '../apps/server/src/background-jobs/all-jobs';
import { startJobRunner } from '../apps/server/src/background-jobs/start-job-runner';
import { createJobSources } from '../apps/server/src/job-sources/job-sources';
import { noJobSources } from '../apps/server/src/job-sources/source-settings';
import { upsertPostings } from '../apps/server/src/modules/postings/upsert-postings';
import { executeScheduledSearch, percolatePostings } from '../apps/server/src/modules/scheduled-searches';
import { createTaskQueue } from '../apps/server/src/modules/scheduler';
import { createLocalFileStore } from '../apps/server/src/storage/local';
import { and, count, eq, inArray } from 'drizzle-orm';
import { emptyPostgres } from './support/empty-postgres';
import { freePort, offlineEnv, serverBundle } from '../apps/web/e2e/support/server';
import { benchNow, createBenchPreferences, createSyntheticPosting, createSyntheticPostings } from './synthetic-postings';

const total = Number(process.argv[2] ?? 10_000);
const concurrency = Number(process.argv[3] ?? 4);
const workerProcesses = process.argv[4] ? Number(process.argv[4]) : undefined;
const baselineRuns = 50;

const url = process.env.BENCH_DATABASE_URL;
if (workerProcesses && !url) throw new Error('worker processes share one PostgreSQL: set BENCH_DATABASE_URL');
if (url) {
  await emptyPostgres(url);
}
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: undefined });
const db = database.db;
// What this process sends PostgreSQL while a phase runs (its statements, and the bytes the driver writes:
// protocol, SQL and parameters) and the CPU it spends: per run, these hold still on a noisy machine where
// runs per second do not. Counted where they cost nothing to count (the driver's own buffers), so the
// counting is not part of the CPU it reports.
const sent = { statements: 0, bytes: 0 };
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  sent.statements++;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;
type DriverConnection = { prototype: { _send: (buffer: Buffer) => boolean } };
const connection = (pg as unknown as { Connection: DriverConnection }).Connection.prototype;
const send = connection._send;
connection._send = function (this: unknown, buffer: Buffer) {
  sent.bytes += buffer.length;
  return send.call(this, buffer);
};
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

const indexSize = 2_000;
await upsertPostings(db, createSyntheticPostings(indexSize), benchNow);
// The index as the percolator leaves it: every posting matched (against no schedule yet).
await percolatePostings(db);
let schedulesMade = 0;
const preferencesOf = (index: number): Preferences => ({ ...defaultPreferences('UTC'), ...createBenchPreferences(index), other: '' });

/** Users with one active daily schedule each at `time` (UTC), in batches. */
async function createSchedules(count: number, time: string) {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, () => crypto.randomUUID());
    const now = new Date();
    await db
      .insert(user)
      .values(batch.map((id) => ({ id, name: 'Bench', email: `${id}@bench.test`, emailVerified: false, createdAt: now, updatedAt: now })));
    await db.insert(scheduledSearches).values(
      batch.map((id) => {
        const preferences = preferencesOf(schedulesMade++);
        return {
          id: `schedule-${id}`,
          userId: id,
          preferences,
          schedule: {
            ...preferences.searchSchedule,
            enabled: true,
            frequency: 'Daily' as const,
            customSchedule: time,
            notificationType: 'None' as const,
          },
          status: 'active' as const,
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
    ids.push(...batch.map((id) => `schedule-${id}`));
  }
  return ids;
}

const sources = createJobSources(noJobSources('http://localhost:3000'));
const scheduling = { queue: createTaskQueue(), token: 'bench-token-0123456789abcdefghijklmnop', mailer: undefined, push: undefined };
const parts = schedulingParts({ db, sources }, scheduling, { publicUrl: 'http://localhost:3000' });

// Baseline: the same runs called one after another, no queue.
const baseIds = await createSchedules(baselineRuns, '09:00');
const baseStarted = performance.now();
for (const scheduleId of baseIds) await executeScheduledSearch(parts.execute, { scheduleId });
const baseMsPerRun = (performance.now() - baseStarted) / baselineRuns;

// N schedules whose task fires at the next whole minute (at least 20 s away, for the set-up).
const firstSlot = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000 + (total > 2_000 ? 60_000 : 0));
const time = `${String(firstSlot.getUTCHours()).padStart(2, '0')}:${String(firstSlot.getUTCMinutes()).padStart(2, '0')}`;
const setUpStarted = performance.now();
const ids = await createSchedules(total, time);
// In-process, the runner runs the slots; with worker processes, it only queues them (as ROLE=api does).
const runner = await startJobRunner(
  {
    database,
    files: createLocalFileStore('/tmp/seeker-bench-files'),
    sources,
    log: pino({ level: 'silent' }),
    scheduling,
    config: { publicUrl: 'http://localhost:3000', scheduledSearchConcurrency: concurrency },
  },
  allJobs(concurrency).filter((job) => job.name === 'scheduler-task-slot'),
  { work: !workerProcesses },
);
const workerPorts = await Promise.all(Array.from({ length: workerProcesses ?? 0 }, () => freePort()));
const workers = workerPorts.map((port) =>
  spawn(process.execPath, [serverBundle], {
    env: {
      ...process.env,
      ROLE: 'worker',
      DATABASE_URL: url,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-bench-worker-')),
      BETTER_AUTH_SECRET: 'bench-secret-0123456789abcdefghijklmnop',
      SCHEDULER_TOKEN: scheduling.token,
      SCHEDULED_SEARCH_CONCURRENCY: String(concurrency),
      PUBLIC_URL: 'http://localhost:3000',
      PORT: String(port),
      LOG_LEVEL: 'error',
      ...offlineEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
const tasks = ids.map((scheduleId) => ({ id: `task-${crypto.randomUUID()}`, scheduleId }));
for (let start = 0; start < tasks.length; start += 500) {
  const batch = tasks.slice(start, start + 500);
  await db.insert(schedulerTasks).values(
    batch.map((task) => ({
      ...task,
      schedule: { frequency: 'Daily' as const, customSchedule: time, timezone: 'UTC' },
      targetUrl: 'http://localhost:3000/api/v1/scheduled-search/execute',
      nextRunAt: firstSlot,
    })),
  );
  for (const task of batch)
    await db.update(scheduledSearches).set({ taskId: task.id, nextRunAt: firstSlot }).where(eq(scheduledSearches.id, task.scheduleId));
}
console.log(`set up ${total} schedules in ${((performance.now() - setUpStarted) / 1000).toFixed(1)} s`);

type Phase = {
  lagMs: number[];
  lastEndS: number;
  perSecond: number;
  statementsPerRun: number;
  kbPerRun: number;
  cpuMsPerRun: number;
  gcMsPerRun: number;
};

/** Queues every task's slot, waits for all N runs of it, and reads their ledger. */
async function runSlot(slot: Date, label: string): Promise<Phase> {
  const before = { ...sent };
  const cpuBefore = process.cpuUsage();
  // Garbage collection's pauses of this process (NODE_OPTIONS=--max-semi-space-size=128 measures it as a compose worker runs: decision 0027).
  let gcMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  });
  gc.observe({ entryTypes: ['gc'] });
  await scheduling.queue.queueSlots(tasks.map((task) => ({ taskId: task.id, slot })));
  console.log(`${label}: all ${total} due at ${slot.toISOString()}`);
  const done = async () =>
    (
      await db
        .select({ n: count() })
        .from(scheduledSearchRuns)
        .where(and(eq(scheduledSearchRuns.status, 'done'), eq(scheduledSearchRuns.scheduledFor, slot)))
    )[0]!.n;
  let finished = -1;
  while ((finished = await done()) < total) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    process.stdout.write(`\r${finished}/${total} runs done`);
  }
  process.stdout.write('\n');
  const cpu = process.cpuUsage(cpuBefore);
  gc.disconnect();
  const statements = sent.statements - before.statements;
  const bytes = sent.bytes - before.bytes;
  const runs = await db.select().from(scheduledSearchRuns).where(eq(scheduledSearchRuns.scheduledFor, slot));
  const firstStart = Math.min(...runs.map((run) => run.startedAt.getTime()));
  const lastEnd = Math.max(...runs.map((run) => run.finishedAt!.getTime()));
  return {
    lagMs: runs.map((run) => run.startedAt.getTime() - slot.getTime()),
    lastEndS: (lastEnd - slot.getTime()) / 1000,
    perSecond: runs.length / ((lastEnd - firstStart) / 1000),
    statementsPerRun: statements / runs.length,
    kbPerRun: bytes / 1024 / runs.length,
    cpuMsPerRun: (cpu.user + cpu.system) / 1000 / runs.length,
    gcMsPerRun: gcMs / runs.length,
  };
}

const full = await runSlot(firstSlot, 'first runs (full search)');

// A day's news: 200 new postings, 50 of the index closed; the percolator matches them against every schedule.
const news = Array.from({ length: 200 }, (_, index) => createSyntheticPosting(indexSize + index));
await upsertPostings(db, news, new Date());
await db
  .update(postingsTable)
  .set({ closedAt: new Date(), percolatePending: true })
  .where(
    inArray(
      postingsTable.sourceId,
      Array.from({ length: 50 }, (_, index) => String(index * 40)),
    ),
  );
const percolateStarted = performance.now();
const percolated = await percolatePostings(db);
const percolateS = (performance.now() - percolateStarted) / 1000;

const secondSlot = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
const incremental = await runSlot(secondSlot, 'next runs (kept matches + what is new)');

await runner.stop();
await Promise.all(workers.map((worker) => new Promise((resolve) => (worker.once('exit', resolve), worker.kill('SIGTERM')))));
await database.close();

const basePerSecond = 1000 / baseMsPerRun;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `node ${process.version}, ${url ? 'PostgreSQL' : 'PGlite in memory'}, ${total} schedules (each its own preferences) due at once, ${concurrency} runs at a time in ${workerProcesses ? `each of ${workerProcesses} worker processes` : 'one worker in this process'}, index of ${indexSize} postings`,
);
console.log(`baseline, a full run called directly one after another: ${baseMsPerRun.toFixed(1)} ms per run, ${basePerSecond.toFixed(1)} runs/s`);
console.log(`percolator: ${percolated} new or changed postings matched against ${total + baselineRuns} schedules in ${percolateS.toFixed(2)} s`);
for (const [label, phase] of [
  ['full search (first runs)', full],
  ['incremental (next runs)', incremental],
] as const)
  console.log(
    `${label}: ${phase.perSecond.toFixed(1)} runs/s (${(phase.perSecond / basePerSecond).toFixed(2)}x baseline); start lag p50 ${seconds(percentile(phase.lagMs, 50))}, p99 ${seconds(percentile(phase.lagMs, 99))}, last ${seconds(Math.max(...phase.lagMs))}; all finished ${phase.lastEndS.toFixed(1)} s after the slot${
      workerProcesses
        ? ''
        : `; a run: ${phase.cpuMsPerRun.toFixed(1)} ms of this process's CPU (${phase.gcMsPerRun.toFixed(1)} ms of it garbage collection's pauses)${url ? `, ${phase.statementsPerRun.toFixed(1)} statements, ${phase.kbPerRun.toFixed(1)} KB sent` : ''}`
    }`,
  );
console.log(`incremental vs full: ${(incremental.perSecond / full.perSecond).toFixed(2)}x the runs per second`);
