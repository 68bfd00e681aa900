import type { ResearchSources } from '../research-sources/research-sources';
import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Llm } from '@seeker/agents';
import { schedulingParts, type Scheduling } from '../scheduling';
import type { Database } from '../db/client';
import { describeError } from '../http/describe-error';
import type { FileStore } from '../storage/file-store';
import type { JobSources } from '../job-sources/job-sources';
import { allJobs } from './all-jobs';
import { carryOverPgBoss10Jobs, setAsidePgBoss10Schema } from './pg-boss-10-upgrade';
import type { JobDefinition, JobDeps } from './job-definition';

export type JobRunner = { boss: PgBoss; stop: () => Promise<void> };

export type JobRunnerDeps = {
  database: Database;
  files: FileStore;
  sources: JobSources;
  research?: ResearchSources | undefined;
  llm?: Llm | undefined;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  scheduling: Scheduling;
  config: { publicUrl: string; schedulerUrl?: string | undefined; scheduledSearchConcurrency: number };
};

/**
 * On the embedded database this process holds the data directory's lock, so a job still marked active
 * was cut off by a crash or kill of an earlier process: it is failed now (and so retried) rather than
 * after its expiry. On PostgreSQL other workers may be running it; expiry handles those.
 */
async function retryJobsOfDeadProcess(database: Database, boss: PgBoss) {
  if (database.kind !== 'pglite') return;
  const { rows } = await database.executeSql(`SELECT name, id FROM pgboss.job WHERE state = 'active'`);
  for (const row of rows as { name: string; id: string }[])
    await boss.fail(row.name, row.id, { message: 'interrupted: the server stopped while this ran' });
  // Its retry waits for nobody: the interrupted run resumes now, not after the retry delay.
  if (rows.length > 0)
    await database.executeSql(`UPDATE pgboss.job SET start_after = now() WHERE state = 'retry' AND id = ANY($1::uuid[])`, [
      rows.map((row) => (row as { id: string }).id),
    ]);
}

/**
 * pg-boss on the app's own database: PostgreSQL by URL, PGlite through its SQL adapter. With
 * `work: false` (ROLE=api) it only queues: the scheduler's API works, the worker processes run the jobs.
 */
export async function startJobRunner(
  deps: JobRunnerDeps,
  definitions: JobDefinition[] = allJobs(deps.config.scheduledSearchConcurrency),
  { work = true } = {},
): Promise<JobRunner> {
  const { database, files, sources, research, llm, log, scheduling, config } = deps;
  const parts = schedulingParts({ db: database.db, sources, research, llm, log }, scheduling, config);
  const jobDeps: JobDeps = { db: database.db, files, sources, log, queue: scheduling.queue, ...parts };
  const options = work ? {} : { supervise: false, schedule: false };
  const boss = database.pglite
    ? new PgBoss({ backend: 'pglite', db: fromPglite(database.pglite), ...options })
    : new PgBoss({ connectionString: database.connectionString, ...options });
  boss.on('error', (error) => log.error({ error: describeError(error) }, 'job runner error'));
  await setAsidePgBoss10Schema(database);
  await boss.start();
  for (const definition of definitions) await boss.createQueue(definition.name);
  await carryOverPgBoss10Jobs(
    database,
    boss,
    definitions.map((definition) => definition.name),
    log,
  );
  scheduling.queue.attach(boss);
  if (work) {
    await retryJobsOfDeadProcess(database, boss);
    for (const definition of definitions) {
      // One job per fetch, `concurrency` workers: a failure retries only its own job.
      for (let worker = 0; worker < definition.concurrency; worker++) {
        let workerId = '';
        workerId = await boss.work(definition.name, { batchSize: 1 }, async ([job]) => {
          if (!job) return;
          try {
            await definition.run(jobDeps, job.data);
          } finally {
            // pg-boss waits out its polling interval after every fetch, even one that found work: a worker
            // with work fetches again at once instead (10,000 schedules due together must not go 1 per 2 s).
            if (workerId) boss.notifyWorker(workerId);
          }
        });
      }
      if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      if (definition.onStart) await boss.send(definition.name, {}, { singletonKey: `${definition.name}-on-start` });
    }
  }

  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
