import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { startJobRunner, type JobRunner } from './jobs/start-job-runner';
import { deriveKey, resolveAuthSecret } from './lib/auth-secret';
import { createLocalFileStore } from './storage/local';
import { createS3FileStore } from './storage/s3';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './lib/data-dir-lock';
import { createAuth } from './modules/auth/create-auth';

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
  const auth = createAuth(database.db, { ...config, secret, rateLimit: config.authRateLimit });
  const files = config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(path.join(config.dataDir, 'files'));
  const app = await buildApp({
    config,
    database,
    auth,
    files,
    signingSecret: deriveKey(secret, 'signed-file-urls'),
    webDistDir,
    logger: { level: config.logLevel, transport: undefined },
  });

  let runner: JobRunner | undefined;
  if (config.role !== 'api') runner = await startJobRunner(database, app.log);
  if (config.role !== 'worker') {
    await app.listen({ port: config.port, host: config.host });
    console.log(`\n  Seeker is running at ${config.publicUrl}\n  API docs: ${config.publicUrl}/api/docs\n  Data: ${usesPglite ? config.dataDir : 'PostgreSQL (DATABASE_URL)'}\n`);
  } else {
    console.log('Seeker worker is running.');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, shutting down…`);
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close();
      await runner?.stop();
      await database.close();
    } finally {
      lock?.release();
      lock = undefined;
      clearTimeout(force);
      console.log('Stopped cleanly.');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('Seeker failed to start:', error);
  }
  process.exit(1);
});
