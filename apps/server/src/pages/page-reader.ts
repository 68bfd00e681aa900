import { PageReadError } from './page-read-error';
import type { PageRead, PageReadRequest } from './read-page.protocol';
import { createWorkerPool, type PoolFailureKind, type WorkerPoolOptions, type WorkerPoolStats } from '../workers/worker-pool';

export const defaultPageReaderOptions: WorkerPoolOptions = {
  workers: 1,
  heapMb: 64,
  // A real job page reads in well under 100 ms; a page built to be slow is refused after a second.
  timeoutMs: 1_000,
  maxQueue: 16,
  maxPerOwner: 1,
  idleMs: 30_000,
};

export type PageReader = {
  /** What the page states (its JobPosting, else its title), read in a worker thread within the limits; rejects with PageReadError. */
  read: (html: string, url: string, owner?: string) => Promise<PageRead>;
  /** How busy its worker threads are (for /metrics). */
  stats: () => WorkerPoolStats;
  close: () => Promise<void>;
};

const workerUrl = new URL('./read-page.worker.mjs', import.meta.url);

/**
 * A fetched page is someone else's markup: reading it on the request thread let one page hold every
 * request for most of a minute. Here each page is read in a worker thread with a heap cap and a
 * deadline, one at a time per account, and the server keeps answering meanwhile.
 */
export function createPageReader(overrides: Partial<WorkerPoolOptions> = {}): PageReader {
  const options = { ...defaultPageReaderOptions, ...overrides };
  const pool = createWorkerPool<PageReadRequest, PageRead>(
    workerUrl,
    options,
    {
      name: 'The page reader',
      timeout: (seconds) => `the page took longer than ${seconds} second${seconds === 1 ? '' : 's'} to read`,
      outOfMemory: (heapMb) => `the page needs more than ${heapMb} MB of memory to read`,
      busy: 'Seeker is reading many pages right now. Please try again in a minute.',
      ownerBusy: 'Your earlier link is still being read. Wait for it to finish, then try again.',
    },
    (kind, message) => new PageReadError(kind as PoolFailureKind, message),
  );
  return {
    read: (html, url, owner) => pool.run({ html, url }, { owner }),
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
