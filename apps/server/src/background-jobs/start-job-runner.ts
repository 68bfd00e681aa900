import type { ResearchSources } from '../research-sources/research-sources';
import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Llm } from '@seeker/agents';
import { schedulingParts, type Scheduling } from '../scheduling';
import { withAdvisoryLock, type Database } from '../db/client';
import { describeError } from '../http/describe-error';
import { isSafeRequestId, withRequestId } from '../lib/request-context';
import type { FileStore } from '../storage/file-store';
import type { JobSources } from '../job-sources/job-sources';
import { allJobs } from './all-jobs';
import { carryOverPgBoss10Jobs, setAsidePgBoss10Schema } from './pg-boss-10-upgrade';
import type { JobDefinition, JobDeps } from './job-definition';
import type { OccupationKnowledge } from '../taxonomy/occupation-knowledge';

export type JobRunner = { boss: PgBoss; stop: () => Promise<void> };

export type JobRunnerDeps = {
  database: Database;
  files: FileStore;
  sources: JobSources;
  research?: ResearchSources | undefined;
  llm?: Llm | undefined;
  /** The installed occupations, for the scheduled searches' ranking. */
  occupations?: OccupationKnowledge | undefined;
  /** Each job logs through a child of this one, bound to the job and the request that queued it. */
  log: Pick<FastifyBaseLogger, 'error' | 'info' | 'debug' | 'child'>;
  scheduling: Scheduling;
  config: { publicUrl: string; schedulerUrl?: string | undefined; scheduledSearchConcurrency: number; customScheduleMinMinutes?: number };
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

/** Any fixed number, the same in every process: "seeker job queues". */
const queueLockKey = 0x5eecb055;

/**
 * Starts pg-boss and makes our queues. pg-boss's createQueue inserts the queue's row and then adds its
 * partition and foreign keys with DDL; two processes creating queues at once deadlock (PostgreSQL fails
 * one, and that process does not start). Its start() makes a queue too (the cron queue, when it
 * schedules). On PostgreSQL the processes that start together take turns; each later one finds the
 * queues made. Running processes never make queues, so nothing else waits on this lock.
 */
async function startQueues(database: Database, boss: PgBoss, names: string[]) {
  const start = async () => {
    await boss.start();
    for (const name of names) await boss.createQueue(name);
  };
  if (database.connectionString) await withAdvisoryLock(database.connectionString, queueLockKey, start);
  else await start();
}

/**
 * The id a job's log lines carry: that of the request (or job) that queued it, copied into its data
 * (`requestId`), else the job's own id (cron and start-up jobs).
 */
function requestIdOfJob(job: { id: string; data: unknown }) {
  const carried = job.data && typeof job.data === 'object' ? (job.data as { requestId?: unknown }).requestId : undefined;
  return isSafeRequestId(carried) ? carried : job.id;
}

/**
 * pg-boss on the app's own database: PostgreSQL by URL, PGlite through its SQL adapter. With
 * `work: false` (ROLE=api) it only queues: the scheduler's API works, the worker processes run the jobs.
 */
export async function startJobRunner(
  deps: JobRunnerDeps,
  definitions: JobDefinition[] = allJobs(deps.config.scheduledSearchConcurrency, deps.config.customScheduleMinMinutes),
  { work = true } = {},
): Promise<JobRunner> {
  const { database, files, sources, research, llm, occupations, log, scheduling, config } = deps;
  /** What a job's handler gets: the same parts for every job, logging through the job's own logger. */
  const jobDeps = (jobLog: JobDeps['log']): JobDeps => ({
    db: database.db,
    database,
    files,
    sources,
    log: jobLog,
    queue: scheduling.queue,
    ...schedulingParts({ db: database.db, sources, research, llm, occupations, log: jobLog }, scheduling, config),
  });
  const options = work ? {} : { supervise: false, schedule: false };
  const boss = database.pglite
    ? new PgBoss({ backend: 'pglite', db: fromPglite(database.pglite), ...options })
    : new PgBoss({ connectionString: database.connectionString, ...options });
  boss.on('error', (error) => log.error({ error: describeError(error) }, 'job runner error'));
  const queueNames = definitions.map((definition) => definition.name);
  await setAsidePgBoss10Schema(database);
  await startQueues(database, boss, queueNames);
  await carryOverPgBoss10Jobs(database, boss, queueNames, log);
  scheduling.queue.attach(boss);
  if (work) {
    await retryJobsOfDeadProcess(database, boss);
    for (const definition of definitions) {
      // `concurrency` workers, each with one job per fetch (a failure retries only its own job), or one
      // batch per fetch for a batch queue (each job still settled, and retried, on its own).
      for (let worker = 0; worker < definition.concurrency; worker++) {
        let workerId = '';
        // pg-boss waits out its polling interval after every fetch, even one that found work: a worker
        // with work fetches again at once instead (10,000 schedules due together must not go 1 per 2 s).
        const fetchAgain = () => workerId && boss.notifyWorker(workerId);
        const { batch } = definition;
        workerId = batch
          ? await boss.work(definition.name, { batchSize: batch.size, perJobResults: true }, async (jobs) => {
              const started = Date.now();
              const items = jobs.map((job) => ({ payload: job.data, requestId: requestIdOfJob(job) }));
              const jobLogs = jobs.map((job, index) => log.child({ reqId: items[index]!.requestId, job: definition.name, jobId: job.id }));
              for (const jobLog of jobLogs) jobLog.debug('job started');
              const outcomes = await batch
                .run(jobDeps(log.child({ job: definition.name, batch: jobs.length })), items)
                .catch((error: unknown) => jobs.map(() => ({ error })))
                .finally(fetchAgain);
              return jobs.map((job, index) => {
                const error = outcomes[index]?.error;
                const jobLog = jobLogs[index]!;
                if (error === undefined) {
                  jobLog.debug({ ms: Date.now() - started }, 'job finished');
                  return { id: job.id, status: 'completed' as const };
                }
                jobLog.error({ error: describeError(error), ms: Date.now() - started }, 'job failed');
                return { id: job.id, status: 'failed' as const, output: error };
              });
            })
          : await boss.work(definition.name, { batchSize: 1 }, async ([job]) => {
              if (!job) return;
              const requestId = requestIdOfJob(job);
              const jobLog = log.child({ reqId: requestId, job: definition.name, jobId: job.id });
              const started = Date.now();
              try {
                jobLog.debug('job started');
                // Inside the job's request id: a job it queues (the next slot) carries the same id.
                await withRequestId(requestId, () => definition.run(jobDeps(jobLog), job.data));
                jobLog.debug({ ms: Date.now() - started }, 'job finished');
              } catch (error) {
                // pg-boss retries it (or gives up) and keeps the error on the job; the log says which request it came from.
                jobLog.error({ error: describeError(error), ms: Date.now() - started }, 'job failed');
                throw error;
              } finally {
                fetchAgain();
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
