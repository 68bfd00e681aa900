import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { PublisherFile } from './download-file';
import type { InstallMessage } from './install-taxonomy.worker';
import { occupationIndexPath } from './taxonomy-files';

/** Where a first start's download of ESCO and O*NET stands, said on Settings and /api/health while the built-in vocabulary serves. */
export type InstallStatus =
  | { state: 'downloading'; file: string; done: number; total: number }
  | { state: 'compiling' }
  | { state: 'installed' }
  /** `message` (addresses and all) is for the log; people are told only `release`, the one that could not be had. */
  | { state: 'failed'; message: string; release?: string };

export type BackgroundInstall = { status(): InstallStatus; /** Settles when the thread ends, installed or not. */ finished: Promise<void> };

const workerUrl = new URL('./install-taxonomy.worker.mjs', import.meta.url);

/**
 * On a first start with the download allowed (TAXONOMY_DOWNLOAD=on) and no index installed: downloads and compiles
 * ESCO and O*NET in a thread of its own, the server answering meanwhile; undefined when an index is installed. A
 * failure is logged and said; the next start tries again, resuming the downloads it had.
 */
export function startBackgroundInstall(
  { dataDir, releases }: { dataDir: string; releases: readonly PublisherFile[] },
  log?: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void },
): BackgroundInstall | undefined {
  if (existsSync(occupationIndexPath(dataDir))) return undefined;
  let status: InstallStatus = { state: 'downloading', file: releases[0]?.name ?? '', done: 0, total: releases.length };
  // Unreferenced: a server stopping does not wait for a download; the next start resumes it.
  const worker = new Worker(workerUrl, { workerData: { dataDir, releases } });
  worker.unref();
  const finished = new Promise<void>((resolve) => {
    worker.on('message', (message: InstallMessage) => {
      if (message.type === 'progress') status = message.stage === 'compiling' ? { state: 'compiling' } : { state: 'downloading', ...message };
      else if (message.type === 'installed') {
        status = { state: 'installed' };
        log?.info({ file: message.file, occupations: message.occupations, skills: message.skills }, 'occupations downloaded and installed');
      } else {
        status = { state: 'failed', message: message.message, ...(message.release ? { release: message.release } : {}) };
        log?.warn({ error: message.message }, 'occupations could not be downloaded');
      }
    });
    worker.on('error', (error) => {
      status = { state: 'failed', message: error.message };
      log?.warn({ error: error.message }, 'occupations could not be downloaded');
    });
    worker.on('exit', () => {
      if (status.state !== 'installed' && status.state !== 'failed') status = { state: 'failed', message: 'the download stopped before it finished' };
      resolve();
    });
  });
  return { status: () => status, finished };
}
