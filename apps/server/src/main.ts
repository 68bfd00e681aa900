import path from 'node:path';
import { pino } from 'pino';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { buildWorkerApp } from './worker-app';
import type { Scheduling } from './scheduling';
import { readOrCreateSecret } from './lib/data-dir-secret';
import { createPushSender, createSmtpMailer, vapidKeysFor } from './modules/notifications';
import { createTaskQueue } from './modules/scheduler';
import { describeError } from './http/describe-error';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { startJobRunner, type JobRunner } from './background-jobs/start-job-runner';
import { deriveKey, resolveAuthSecret } from './lib/auth-secret';
import { stalePartialAgeMs } from './storage/file-store';
import { createLocalFileStore } from './storage/local';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './lib/data-dir-lock';
import { createAuth } from './modules/auth/create-auth';
import { createJobSources } from './job-sources/job-sources';
import { createResearchSources } from './research-sources/research-sources';
import { createLlm } from '@seeker/agents';
import { startBackgroundInstall } from './taxonomy/background-install';
import { createOccupationKnowledge } from './taxonomy/occupation-knowledge';

/** "Seeker <jobs@example.com>" → jobs@example.com, for the push contact. */
function senderAddress(from: string) {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main() {
  const config = loadConfig();
  const usesPglite = !config.databaseUrl;
  // Only the embedded database needs the lock: PostgreSQL handles many processes itself.
  let lock: DataDirLock | undefined = usesPglite ? lockDataDir(config.dataDir) : undefined;
  const database = await openDatabase(
    usesPglite ? { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') } : { kind: 'postgres', url: config.databaseUrl! },
  );
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  // The AWS SDK is loaded only when S3 holds the files (decision 0022).
  const files = config.s3
    ? (await import('./storage/s3')).createS3FileStore(config.s3)
    : createLocalFileStore(path.join(config.dataDir, 'files'), { minFreeBytes: config.minFreeDiskMb * 1024 * 1024 });
  // One JSON logger for the process: Fastify's request logs and better-auth's own lines.
  const logger = pino({ level: config.logLevel });
  const auth = createAuth(database.db, { ...config, secret, rateLimit: config.authRateLimit, files, logger });
  const sources = createJobSources(config.jobSources);
  const llm = config.llm ? createLlm(config.llm) : undefined;
  const research = createResearchSources(config.research, config.jobSources.contact);
  const scheduling: Scheduling = {
    queue: createTaskQueue(),
    token: config.schedulerToken ?? readOrCreateSecret(config.dataDir, 'scheduler-token'),
    mailer: config.smtp ? createSmtpMailer(config.smtp) : undefined,
    push: createPushSender({
      keys: vapidKeysFor(secret),
      subject: config.pushContact ?? `mailto:${config.smtp ? senderAddress(config.smtp.from) : 'seeker@localhost'}`,
      allowedOrigins: config.pushServiceOrigins,
    }),
    customScheduleMinMinutes: config.customScheduleMinMinutes,
  };
  // A first start with the download allowed and no index installed fetches ESCO and O*NET in the background.
  const install =
    config.taxonomyDownload && config.role === 'all'
      ? startBackgroundInstall({ dataDir: config.dataDir, releases: config.taxonomyDownload }, logger)
      : undefined;
  const occupations = createOccupationKnowledge(config.dataDir, logger, install);
  // Readiness waits for the job runner (in ROLE=api, its queue): set once it has started, below.
  let runnerStarted = false;
  const jobRunnerStarted = () => runnerStarted;
  // A worker serves only liveness, readiness and /metrics on PORT, for its health check and Prometheus.
  const app =
    config.role === 'worker'
      ? await buildWorkerApp({ config, database, logger, jobRunnerStarted })
      : await buildApp({
          config,
          database,
          auth,
          files,
          signingSecret: deriveKey(secret, 'signed-file-urls'),
          webDistDir,
          logger,
          sources,
          research,
          llm,
          scheduling,
          jobRunnerStarted,
          occupations,
        });

  let runner: Promise<JobRunner | undefined> = Promise.resolve(undefined);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, shutting down…`);
    const force = setTimeout(() => {
      console.error('Shutdown took over 15 s; exiting anyway.');
      process.exit(1);
    }, 15_000).unref();
    let clean = true;
    for (const step of [() => app.close(), async () => (await runner)?.stop(), () => database.close()]) {
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => {
          clean = false;
          console.error('Error while shutting down:', error);
        });
    }
    lock?.release();
    lock = undefined;
    clearTimeout(force);
    console.log(clean ? 'Stopped cleanly.' : 'Stopped, with errors (see above).');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Serve first: the job runner's first start creates its schema (seconds on PGlite), and nothing
  // the pages need waits on it (readiness does). A shutdown meanwhile waits for that start, then stops the runner.
  await app.listen({ port: config.port, host: config.host });
  if (config.role !== 'worker') {
    // The installed occupations are read now, a slice at a time, rather than by the first page that needs them.
    void occupations.index();
    console.log(
      `\n  Seeker is running at ${config.publicUrl}\n  API docs: ${config.publicUrl}/api/docs\n  Data: ${usesPglite ? config.dataDir : 'PostgreSQL (DATABASE_URL)'}\n`,
    );
  }
  // A crash mid-upload leaves a `.partial` file; sweep them once the server is up (the nightly job does too).
  files
    .removeStalePartials(new Date(Date.now() - stalePartialAgeMs))
    .then((removed) => removed > 0 && app.log.warn({ removed }, 'removed half-written upload files left by an earlier crash'))
    .catch((error: unknown) => app.log.error({ error: describeError(error) }, 'could not sweep half-written upload files'));
  // ROLE=api only queues (its scheduler API needs the queue); the worker processes run the jobs.
  runner = startJobRunner({ database, files, sources, research, llm, occupations, log: app.log, scheduling, config }, undefined, {
    work: config.role !== 'api',
  });
  await runner;
  runnerStarted = true;
  if (config.role === 'worker') console.log(`Seeker worker is running (health and metrics on port ${config.port}).`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('Seeker failed to start:', error);
  }
  process.exit(1);
});
