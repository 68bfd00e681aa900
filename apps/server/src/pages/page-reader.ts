import { PageReadError } from './page-read-error';
import type { PageRead, PageReadRequest } from './read-page.protocol';
import {
  createWorkerPool,
  type PoolFailureKind,
  type PoolMessages,
  type WorkerPool,
  type WorkerPoolOptions,
  type WorkerPoolStats,
} from '../workers/worker-pool';

export const defaultPageReaderOptions: WorkerPoolOptions = {
  // One thread: the machine may have two cores, and the request thread needs one of them.
  workers: 1,
  heapMb: 64,
  // A real job page reads in well under 100 ms; a page built to be slow is refused after a second.
  timeoutMs: 1_000,
  // With one worker and a one-second deadline, each waiting page can cost the ones behind it a second:
  // eight waiting means at most ~8 s of waiting (16 let twenty slow pages keep people waiting ~19 s).
  maxQueue: 8,
  maxPerOwner: 1,
  idleMs: 30_000,
};

export const pageReaderMessages: PoolMessages = {
  name: 'The page reader',
  timeout: (seconds) => `the page took longer than ${seconds} second${seconds === 1 ? '' : 's'} to read`,
  outOfMemory: (heapMb) => `the page needs more than ${heapMb} MB of memory to read`,
  busy: 'Seeker is reading many pages right now. Please try again in a minute.',
  ownerBusy: 'Your earlier link is still being read. Wait for it to finish, then try again.',
};

export type PageReader = {
  /**
   * What the page states (its JobPosting, else its title), read in a worker thread within the limits; rejects
   * with PageReadError (`busy` also when guests already hold their share and this is a guest's page).
   */
  read: (html: string, url: string, owner?: string, guest?: boolean) => Promise<PageRead>;
  /** Whether a page read for this requester would be taken now: asked before fetching, so a full reader costs no fetch. */
  hasRoom: (guest: boolean) => boolean;
  /** How busy its worker threads are (for /metrics). */
  stats: () => WorkerPoolStats;
  close: () => Promise<void>;
};

/** What the admission rule looks at: the pool's load, its limits, and the guests' pages queued or being read. */
export type ReaderLoad = { stats: Pick<WorkerPoolStats, 'size' | 'busy' | 'queued'>; maxQueue: number; guestTasks: number };

/** Guests together may hold at most this many of the reader's places (queued or being read): half its queue. */
export const guestShare = (maxQueue: number) => Math.floor(maxQueue / 2);

/**
 * Whether the reader takes one more page: anyone while its threads and queue have a free place; a guest
 * (an anonymous sign-in costs one click) only while guests hold less than half the queue, so a crowd of
 * guests cannot keep accounts out.
 */
export function readerHasRoom({ stats, maxQueue, guestTasks }: ReaderLoad, guest: boolean): boolean {
  if (stats.queued + stats.busy >= stats.size + maxQueue) return false;
  return !guest || guestTasks < guestShare(maxQueue);
}

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
    pageReaderMessages,
    (kind, message) => new PageReadError(kind as PoolFailureKind, message),
  );
  return pageReaderOn(pool, options.maxQueue);
}

/** The reader over a pool (the worker pool, or a fake in tests): counts guests' pages to keep them to their share. */
export function pageReaderOn(pool: WorkerPool<PageReadRequest, PageRead>, maxQueue: number): PageReader {
  let guestTasks = 0;
  const hasRoom = (guest: boolean) => readerHasRoom({ stats: pool.stats(), maxQueue, guestTasks }, guest);
  return {
    read(html, url, owner, guest = false) {
      // Asked again here: others may have come in while this page was being fetched.
      if (guest && !hasRoom(true)) return Promise.reject(new PageReadError('busy', pageReaderMessages.busy));
      if (!guest) return pool.run({ html, url }, { owner });
      guestTasks += 1;
      return pool.run({ html, url }, { owner }).finally(() => (guestTasks -= 1));
    },
    hasRoom,
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
