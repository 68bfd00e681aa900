import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { describeError } from '../http/describe-error';
import type { FileStore } from '../storage/file-store';
import type { JobSources } from '../job-sources/job-sources';
import { jobDefinitions, type JobDefinition, type JobDeps } from './queues';

export type JobRunner = { boss: PgBoss; stop: () => Promise<void> };

/** pg-boss on the app's own database: PostgreSQL by URL, PGlite through its SQL adapter. */
export async function startJobRunner(
  { database, files, sources, log }: { database: Database; files: FileStore; sources: JobSources; log: Pick<FastifyBaseLogger, 'error' | 'info'> },
  definitions: JobDefinition[] = jobDefinitions,
): Promise<JobRunner> {
  const deps: JobDeps = { db: database.db, files, sources, log };
  const boss = database.connectionString
    ? new PgBoss({ connectionString: database.connectionString })
    : new PgBoss({ db: { executeSql: database.executeSql } });
  boss.on('error', (error) => log.error({ error: describeError(error) }, 'job runner error'));
  await boss.start();

  for (const definition of definitions) {
    await boss.createQueue(definition.name);
    // One job per fetch, `concurrency` workers: a failure retries only its own job.
    for (let worker = 0; worker < definition.concurrency; worker++) {
      await boss.work(definition.name, { batchSize: 1 }, async ([job]) => {
        if (job) await definition.handle(deps, definition.payload.parse(job.data));
      });
    }
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
    if (definition.onStart) await boss.send(definition.name, {}, { singletonKey: `${definition.name}-on-start` });
  }

  return {
    boss,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
