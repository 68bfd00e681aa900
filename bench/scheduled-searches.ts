// N active scheduled searches all due in the same minute (default 10,000), each a real run: the
// search against a postings index of 2,000 synthetic jobs, saved as a session with its run ledger.
// Prints how late each run starts after its slot (p50/p99/max), runs per second, and the ratio to
// the same runs called one after another without the queue (the baseline, measured in this run).
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
import { pino } from 'pino';
import { defaultPreferences, type Preferences } from '../packages/contract/src';
import { schedulingParts } from '../apps/server/src/scheduling';
import { openDatabase } from '../apps/server/src/db/client';
import { scheduledSearches, scheduledSearchRuns, schedulerTasks, user } from '../apps/server/src/db/schema';
import { allJobs } from '../apps/server/src/jobs/all-jobs';
import { startJobRunner } from '../apps/server/src/jobs/start-job-runner';
import { createJobSources } from '../apps/server/src/job-sources/job-sources';
import { noJobSources } from '../apps/server/src/job-sources/source-settings';
import { upsertPostings } from '../apps/server/src/modules/postings/upsert-postings';
import { executeScheduledSearch } from '../apps/server/src/modules/scheduled-searches';
import { createTaskQueue } from '../apps/server/src/modules/scheduler';
import { createLocalFileStore } from '../apps/server/src/storage/local';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { freePort, offlineEnv, serverBundle } from '../apps/web/e2e/support/server';
import { benchNow, benchPreferences, createSyntheticPostings } from './synthetic-postings';

const total = Number(process.argv[2] ?? 10_000);
const concurrency = Number(process.argv[3] ?? 4);
const workerProcesses = process.argv[4] ? Number(process.argv[4]) : undefined;
const baselineRuns = 50;

const url = process.env.BENCH_DATABASE_URL;
if (workerProcesses && !url) throw new Error('worker processes share one PostgreSQL: set BENCH_DATABASE_URL');
if (url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;',
  );
  await client.end();
}
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: undefined });
const db = database.db;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

await upsertPostings(db, createSyntheticPostings(2_000), benchNow);
const preferences: Preferences = { ...defaultPreferences('UTC'), ...benchPreferences, other: '' };

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
      batch.map((id) => ({
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
      })),
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
const slot = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000 + (total > 2_000 ? 60_000 : 0));
const time = `${String(slot.getUTCHours()).padStart(2, '0')}:${String(slot.getUTCMinutes()).padStart(2, '0')}`;
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
      nextRunAt: slot,
    })),
  );
  for (const task of batch)
    await db.update(scheduledSearches).set({ taskId: task.id, nextRunAt: slot }).where(eq(scheduledSearches.id, task.scheduleId));
}
await scheduling.queue.queueSlots(tasks.map((task) => ({ taskId: task.id, slot })));
console.log(`set up ${total} schedules in ${((performance.now() - setUpStarted) / 1000).toFixed(1)} s; all due at ${slot.toISOString()}`);

const done = async () =>
  (await db.select({ n: count() }).from(scheduledSearchRuns).where(eq(scheduledSearchRuns.status, 'done')))[0]!.n - baselineRuns;
let last = -1;
while ((last = await done()) < total) {
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  process.stdout.write(`\r${last}/${total} runs done`);
}
process.stdout.write('\n');
await runner.stop();
await Promise.all(workers.map((worker) => new Promise((resolve) => (worker.once('exit', resolve), worker.kill('SIGTERM')))));

const runs = (await db.select().from(scheduledSearchRuns)).filter((run) => run.scheduledFor.getTime() === slot.getTime());
const lagMs = runs.map((run) => run.startedAt.getTime() - slot.getTime());
const firstStart = Math.min(...runs.map((run) => run.startedAt.getTime()));
const lastEnd = Math.max(...runs.map((run) => run.finishedAt!.getTime()));
const perSecond = runs.length / ((lastEnd - firstStart) / 1000);
const basePerSecond = 1000 / baseMsPerRun;
await database.close();

console.log(
  `node ${process.version}, ${url ? 'PostgreSQL' : 'PGlite in memory'}, ${runs.length} schedules due at once, ${concurrency} runs at a time in ${workerProcesses ? `each of ${workerProcesses} worker processes` : 'one worker in this process'}, index of 2,000 postings`,
);
console.log(`baseline, the same run called directly one after another: ${baseMsPerRun.toFixed(1)} ms per run, ${basePerSecond.toFixed(1)} runs/s`);
console.log(`through the scheduler: ${perSecond.toFixed(1)} runs/s (${(perSecond / basePerSecond).toFixed(2)}x baseline)`);
console.log(
  `start lag after the slot: p50 ${(percentile(lagMs, 50) / 1000).toFixed(1)} s, p99 ${(percentile(lagMs, 99) / 1000).toFixed(1)} s, last ${(Math.max(...lagMs) / 1000).toFixed(1)} s`,
);
