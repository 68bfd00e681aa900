import path from 'node:path';
import type { Preferences, ScheduledSearch } from '@seeker/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDataDir, type RunningServer } from '../../web/e2e/support/server';
import { openDatabase } from '../src/db/client';
import { startFakeJobSources, type FakeJobSources } from './fakes/fake-job-sources';
import { acmeFrontend, searchPreferences } from './fixtures/search-jobs';

/**
 * The scheduler in real server processes on a real clock: a Custom "* * * * *" schedule runs at each
 * minute, a SIGKILL mid-run loses and doubles nothing, and two workers on one PostgreSQL run each slot once.
 */
type Guest = { cookie: string; userId: string };

const everyMinute: Preferences = {
  ...searchPreferences({ companies: ['greenhouse:acmerobotics'] }),
  searchSchedule: {
    enabled: true,
    frequency: 'Custom',
    customSchedule: '* * * * *',
    notificationType: 'None',
    quietHours: { start: '22:00', end: '08:00' },
    timezone: 'UTC',
  },
};

async function signInAsGuest(server: RunningServer): Promise<Guest> {
  const response = await fetch(`${server.url}/api/auth/sign-in/anonymous`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { user: { id: string } };
  return {
    cookie: response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; '),
    userId: body.user.id,
  };
}

async function api(server: RunningServer, who: Guest, method: string, url: string, body?: object) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie: who.cookie, origin: server.url, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

const scheduleOf = async (server: RunningServer, who: Guest) =>
  ((await api(server, who, 'GET', `/api/users/${who.userId}/scheduled-searches`)) as { scheduledSearches: ScheduledSearch[] }).scheduledSearches[0]!;

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function sourceEnv(fake: FakeJobSources) {
  return { JOB_SOURCES: 'greenhouse', JOB_SOURCE_TIMEOUT_MS: '60000', GREENHOUSE_API_URL: fake.baseUrls.greenhouse };
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
        await api(first, guest, 'PUT', `/api/users/${guest.userId}/preferences`, everyMinute);
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
    'with two worker processes on one PostgreSQL, runs each slot of every schedule once',
    { timeout: 200_000 },
    async () => {
      fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs: [acmeFrontend] } } });
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `seeker_two_workers_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const env = {
        ...sourceEnv(fake),
        DATABASE_URL: url.toString(),
        BETTER_AUTH_SECRET: 'two-workers-share-this-secret-0123456789',
        SCHEDULED_SEARCH_CONCURRENCY: '2',
      };
      const servers: RunningServer[] = [];
      try {
        servers.push(await startServer({ env }));
        servers.push(await startServer({ env }));
        const guests = await Promise.all([0, 1, 2, 3].map(() => signInAsGuest(servers[0]!)));
        for (const guest of guests) await api(servers[0]!, guest, 'PUT', `/api/users/${guest.userId}/preferences`, everyMinute);
        for (const guest of guests) {
          await waitFor(
            'each schedule’s first run',
            async () => ((await scheduleOf(servers[1]!, guest)).lastRun?.status === 'done' ? true : undefined),
            100_000,
          );
        }
        for (const server of servers) expect(await server.stop('SIGTERM')).toBe(0);

        const db = new pg.Client({ connectionString: url.toString() });
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
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await admin.end();
      }
    },
  );
});
