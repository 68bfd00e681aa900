import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { describeError } from '../http/describe-error';
import type { FileStore } from '../storage/file-store';
import { jobDefinitions, type JobDefinition } from './queues';

export type JobRunner = { boss: PgBoss; stop: () => Promise<void> };

/** pg-boss on the app's own database: PostgreSQL by URL, PGlite through its SQL adapter. */
export async function startJobRunner(
  database: Database,
  files: FileStore,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  definitions: JobDefinition[] = jobDefinitions,
): Promise<JobRunner> {
  const deps = { db: database.db, files, log };
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
  }

  return {
    boss,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
