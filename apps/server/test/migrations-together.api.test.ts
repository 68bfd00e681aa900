import { pino } from 'pino';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { allJobs } from '../src/background-jobs/all-jobs';
import { startJobRunner, type JobRunner } from '../src/background-jobs/start-job-runner';
import { createJobSources } from '../src/job-sources/job-sources';
import { noJobSources } from '../src/job-sources/source-settings';
import { createTaskQueue } from '../src/modules/scheduler';
import { createLocalFileStore } from '../src/storage/local';
import { testScheduling } from './support/build-test-app';

/**
 * Replicas start together (compose, Kubernetes, systemd): three processes opening one fresh PostgreSQL
 * database at once must all start, each finding every migration applied once, and their job runners must
 * all start on one queue schema. PostgreSQL only (PGlite is one process's, behind the data directory's lock).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('migrations started together', () => {
  // vitest collects a skipped suite too: without PostgreSQL the URL is a placeholder no test opens.
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://localhost/skipped';
  const name = `${new URL(base).pathname.slice(1)}_together_${process.pid}`;
  const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();

  async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(() =>
    admin((client) => client.query(`drop database if exists ${name} with (force)`).then(() => client.query(`create database ${name}`))),
  );
  afterAll(() => admin((client) => client.query(`drop database if exists ${name} with (force)`)));

  it('opens one fresh database from three openers at once, and every migration is applied once', async () => {
    const opened = await Promise.allSettled([0, 1, 2].map(() => openDatabase({ kind: 'postgres', url })));
    const databases = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started']);
      const [first] = databases as [Database];
      const { rows } = await first.executeSql('select count(*)::int as applied from drizzle.__drizzle_migrations');
      const files = await first.executeSql("select count(*)::int as tables from pg_tables where schemaname = 'public'");
      expect((rows[0] as { applied: number }).applied).toBeGreaterThan(5);
      expect((files.rows[0] as { tables: number }).tables).toBeGreaterThan(10);
      const { rows: distinct } = await first.executeSql(
        'select count(distinct hash)::int as hashes, count(*)::int as entries from drizzle.__drizzle_migrations',
      );
      expect((distinct[0] as { hashes: number }).hashes).toBe((distinct[0] as { entries: number }).entries);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });

  it('starts two api and two worker job runners at once on the fresh database: every queue is made once and none deadlocks', async () => {
    const databases = await Promise.all([0, 1, 2, 3].map(() => openDatabase({ kind: 'postgres', url })));
    const silent = pino({ level: 'silent' });
    // The workers' queues as in production, minus the jobs queued at start: the test sees only the start.
    const workerJobs = allJobs(1).map((job) => ({ ...job, onStart: false }));
    const started = await Promise.allSettled(
      databases.map((database, index) =>
        startJobRunner(
          {
            database,
            files: createLocalFileStore(`/nonexistent/seeker-files-${index}`),
            sources: createJobSources(noJobSources('http://localhost:3000')),
            log: silent,
            scheduling: testScheduling({ queue: createTaskQueue() }),
            config: { publicUrl: 'http://localhost:3000', scheduledSearchConcurrency: 1 },
          },
          index < 2 ? undefined : workerJobs,
          // ROLE=api only queues; a worker also schedules, which makes pg-boss's own cron queue.
          { work: index >= 2 },
        ),
      ),
    );
    const runners = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])) as JobRunner[];
    try {
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
        'started',
      ]);
      const { rows } = await databases[0]!.executeSql(`select name from pgboss.queue where name not like '%pgboss%'`);
      expect(rows.map((row) => (row as { name: string }).name).sort()).toEqual(
        allJobs(1)
          .map((job) => job.name)
          .sort(),
      );
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});
