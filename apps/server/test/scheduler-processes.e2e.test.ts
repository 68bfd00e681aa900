import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDataDir, type RunningServer } from '../../web/e2e/support/server';
import { openDatabase } from '../src/db/client';
import { startFakeJobSources, type FakeJobSources } from './fakes/fake-job-sources';
import { acmeFrontend } from './fixtures/search-jobs';
import { api, createScratchDatabase, everyMinute, scheduleOf, signInAsGuest, waitFor } from './support/server-processes';

/**
 * The scheduler in real server processes on a real clock: a Custom "* * * * *" schedule runs at each
 * minute, a SIGKILL mid-run loses and doubles nothing, and two workers on one PostgreSQL run each slot once.
 */
function sourceEnv(fake: FakeJobSources) {
  // A minute apart: these runs test the clock, not the hour a Custom cron waits between runs by default.
  return {
    JOB_SOURCES: 'greenhouse',
    JOB_SOURCE_TIMEOUT_MS: '60000',
    GREENHOUSE_API_URL: fake.baseUrls.greenhouse,
    CUSTOM_SCHEDULE_MIN_MINUTES: '1',
  };
}

describe('scheduler processes', () => {
  let fake: FakeJobSources;
  beforeAll(async () => {
    fake = await startFakeJobSources();
  });
  afterAll(async () => {
    await fake?.close();
  });

  it(
    'runs a "* * * * *" schedule on time and again a minute later; a SIGKILL mid-run loses no run and doubles none',
    { timeout: 240_000 },
    async () => {
      fake.set({ boards: { 'greenhouse:acmerobotics': 'hang' } });
      const dataDir = tempDataDir();
      const first = await startServer({ dataDir, env: sourceEnv(fake) });
      let second: RunningServer | undefined;
      try {
        const guest = await signInAsGuest(first);
        await api(first, guest, 'PUT', `/api/users/${guest.userId}/preferences`, everyMinute());
        const running = await waitFor(
          'the first run to start',
          async () => {
            const schedule = await scheduleOf(first, guest);
            return schedule.lastRun?.status === 'running' ? schedule.lastRun : undefined;
          },
          75_000,
        );
        const slot = new Date(running.scheduledFor);
        expect(slot.getUTCSeconds()).toBe(0);
        first.process.kill('SIGKILL');
        await first.exited;

        fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs: [acmeFrontend] } } });
        second = await startServer({ dataDir, port: first.port, env: sourceEnv(fake) });
        const nextSlot = new Date(slot.getTime() + 60_000);
        await waitFor(
          'the next minute’s run',
          async () => {
            const schedule = await scheduleOf(second!, guest);
            return schedule.lastRun?.status === 'done' && schedule.lastRun.scheduledFor === nextSlot.toISOString() ? true : undefined;
          },
          150_000,
        );
        expect(await second.stop('SIGTERM')).toBe(0);
      } finally {
        if (first.process.exitCode === null) await first.stop('SIGKILL');
        if (second && second.process.exitCode === null) await second.stop('SIGKILL');
      }

      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      try {
        const { rows: runs } = await database.executeSql(
          `SELECT scheduled_for, status, started_at FROM scheduled_search_runs ORDER BY scheduled_for`,
        );
        const ledger = runs as { scheduled_for: Date; status: string; started_at: Date }[];
        const slots = ledger.map((run) => new Date(run.scheduled_for).getTime() - ledger[0]!.scheduled_for.getTime());
        // The interrupted slot ran once more after the restart, and every minute after it ran once.
        expect(slots.slice(0, 2)).toEqual([0, 60_000]);
        expect(ledger.every((run) => run.status === 'done')).toBe(true);
        const lateMs = new Date(ledger[1]!.started_at).getTime() - new Date(ledger[1]!.scheduled_for).getTime();
        expect(lateMs).toBeLessThan(10_000);
        const { rows: sessions } = await database.executeSql(`SELECT count(*)::int AS n FROM job_search_sessions`);
        const { rows: agentRuns } = await database.executeSql(`SELECT count(*)::int AS n FROM agent_runs WHERE id LIKE 'sched-%'`);
        expect((sessions[0] as { n: number }).n).toBe(ledger.length);
        expect((agentRuns[0] as { n: number }).n).toBe(ledger.length);
      } finally {
        await database.close();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'split into ROLE=api and ROLE=worker, the worker answers health and /metrics on its port and logs a job under the id of the request that queued it',
    { timeout: 150_000 },
    async () => {
      fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs: [acmeFrontend] } } });
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `seeker_split_roles_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const env = { ...sourceEnv(fake), DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: 'split-roles-share-this-secret-0123456789' };
      const metricsToken = 'split-roles-metrics-token-0123456789abcdef';
      const servers: RunningServer[] = [];
      try {
        const apiServer = await startServer({ env: { ...env, ROLE: 'api' } });
        servers.push(apiServer);
        const worker = await startServer({ env: { ...env, ROLE: 'worker', LOG_LEVEL: 'debug', METRICS_TOKEN: metricsToken } });
        servers.push(worker);
        expect(worker.process.exitCode).toBeNull();
        await waitFor('the worker to be ready', async () => ((await fetch(`${worker.url}/api/health/ready`)).ok ? true : undefined), 60_000);
        expect(await (await fetch(`${worker.url}/api/health/live`)).json()).toEqual({ status: 'ok' });
        // Only the probes and metrics: the API is the other process's.
        expect((await fetch(`${worker.url}/api/auth-providers`)).status).toBe(404);
        expect((await fetch(`${worker.url}/metrics`)).status).toBe(401);
        const metrics = await fetch(`${worker.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
        expect(metrics.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
        expect(await metrics.text()).toMatch(/^seeker_queue_jobs\{queue="scheduler-task-slot",state="created"\} \d+$/m);
        expect((await fetch(`${apiServer.url}/api/health/ready`)).status).toBe(200);

        const guest = await signInAsGuest(apiServer);
        const requestId = 'split-roles-request-1';
        const saved = await fetch(`${apiServer.url}/api/users/${guest.userId}/preferences`, {
          method: 'PUT',
          headers: { cookie: guest.cookie, origin: apiServer.url, 'content-type': 'application/json', 'x-request-id': requestId },
          body: JSON.stringify(everyMinute()),
        });
        expect(saved.status).toBe(200);
        expect(saved.headers.get('x-request-id')).toBe(requestId);
        // The slot is due at the next minute; bring it forward rather than wait for the clock.
        const db = new pg.Client({ connectionString: url.toString() });
        await db.connect();
        try {
          const { rowCount } = await db.query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'scheduler-task-slot' AND state = 'created'`);
          expect(rowCount).toBe(1);
        } finally {
          await db.end();
        }
        const finished = await waitFor(
          'the worker to log the job under the request id',
          async () =>
            worker
              .output()
              .split('\n')
              .find((line) => line.includes(`"reqId":"${requestId}"`) && line.includes('"msg":"job finished"')),
          60_000,
        );
        expect(JSON.parse(finished)).toMatchObject({ reqId: requestId, job: 'scheduler-task-slot', msg: 'job finished' });
        for (const server of servers) expect(await server.stop('SIGTERM')).toBe(0);
      } finally {
        for (const server of servers) if (server.process.exitCode === null) await server.stop('SIGKILL');
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await admin.end();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'with two worker processes on one PostgreSQL, runs each slot of every schedule once',
    { timeout: 200_000 },
    async () => {
      fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs: [acmeFrontend] } } });
      const database = await createScratchDatabase('seeker_two_workers');
      const env = {
        ...sourceEnv(fake),
        DATABASE_URL: database.url,
        BETTER_AUTH_SECRET: 'two-workers-share-this-secret-0123456789',
        SCHEDULED_SEARCH_CONCURRENCY: '2',
      };
      const servers: RunningServer[] = [];
      try {
        servers.push(await startServer({ env }));
        servers.push(await startServer({ env }));
        const guests = await Promise.all([0, 1, 2, 3].map(() => signInAsGuest(servers[0]!)));
        for (const guest of guests) await api(servers[0]!, guest, 'PUT', `/api/users/${guest.userId}/preferences`, everyMinute());
        for (const guest of guests) {
          await waitFor(
            'each schedule’s first run',
            async () => ((await scheduleOf(servers[1]!, guest)).lastRun?.status === 'done' ? true : undefined),
            100_000,
          );
        }
        for (const server of servers) expect(await server.stop('SIGTERM')).toBe(0);

        const db = new pg.Client({ connectionString: database.url });
        await db.connect();
        try {
          // pg-boss 12 keeps completed jobs in its job table (for deleteAfterSeconds, a week); it has no archive.
          const { rows: jobs } = await db.query(
            `SELECT data->>'taskId' AS task, data->>'slot' AS slot, count(*)::int AS n
               FROM pgboss.job WHERE name = 'scheduler-task-slot' AND state = 'completed' GROUP BY 1, 2`,
          );
          expect(jobs.length).toBeGreaterThanOrEqual(guests.length);
          expect(jobs.every((row: { n: number }) => row.n === 1)).toBe(true);
          const { rows: ledger } = await db.query(`SELECT schedule_id, count(*)::int AS n FROM scheduled_search_runs GROUP BY 1`);
          const { rows: sessions } = await db.query(`SELECT user_id, count(*)::int AS n FROM job_search_sessions GROUP BY 1`);
          expect(ledger).toHaveLength(guests.length);
          const total = (rows: { n: number }[]) => rows.reduce((sum, row) => sum + row.n, 0);
          expect(total(sessions)).toBe(total(ledger));
        } finally {
          await db.end();
        }
      } finally {
        for (const server of servers) if (server.process.exitCode === null) await server.stop('SIGKILL');
        await database.drop().catch(() => {});
      }
    },
  );
});
