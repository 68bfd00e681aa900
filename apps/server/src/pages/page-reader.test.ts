import { describe, expect, it } from 'vitest';
import { PageReadError } from './page-read-error';
import { defaultPageReaderOptions, guestShare, pageReaderMessages, pageReaderOn, readerHasRoom } from './page-reader';
import type { PageRead, PageReadRequest } from './read-page.protocol';
import type { WorkerPool, WorkerPoolStats } from '../workers/worker-pool';

const load = (busy: number, queued: number, guestTasks = 0) => ({ stats: { size: 1, busy, queued }, maxQueue: 8, guestTasks });

describe('the page reader admission rule', () => {
  it('takes anyone while its thread and queue have a free place, no one once they are full', () => {
    expect(readerHasRoom(load(0, 0), false)).toBe(true);
    expect(readerHasRoom(load(1, 7), false)).toBe(true);
    expect(readerHasRoom(load(1, 8), false)).toBe(false);
    expect(readerHasRoom(load(1, 8), true)).toBe(false);
  });

  it('keeps guests together to half the queue, while accounts may use all of it', () => {
    expect(guestShare(8)).toBe(4);
    expect(readerHasRoom(load(1, 2, 3), true)).toBe(true);
    expect(readerHasRoom(load(1, 3, 4), true)).toBe(false);
    expect(readerHasRoom(load(1, 3, 4), false)).toBe(true);
    expect(readerHasRoom(load(1, 7, 4), false)).toBe(true);
  });

  it('queues at most 8 pages behind its one worker: with a 1 s deadline nobody waits much past 8 s', () => {
    expect(defaultPageReaderOptions).toMatchObject({ workers: 1, timeoutMs: 1_000, maxQueue: 8 });
  });
});

/** A pool that holds every task until the test settles it, one worker and a queue of `maxQueue`, like the real one. */
function fakePool(maxQueue: number) {
  const tasks: { resolve: (value: PageRead) => void }[] = [];
  const pool: WorkerPool<PageReadRequest, PageRead> = {
    run: () => {
      if (tasks.length >= 1 + maxQueue) return Promise.reject(new PageReadError('busy', pageReaderMessages.busy));
      return new Promise<PageRead>((resolve) => tasks.push({ resolve }));
    },
    stats: (): WorkerPoolStats => ({ size: 1, busy: Math.min(tasks.length, 1), threads: 1, queued: Math.max(tasks.length - 1, 0) }),
    close: async () => {},
  };
  const finishAll = async () => {
    for (const task of tasks.splice(0)) task.resolve({ findings: null, title: '' });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { pool, finishAll };
}

describe('the page reader over its pool', () => {
  it("counts guests' pages queued or being read, refuses a guest's page past their share, and frees it once read", async () => {
    const { pool, finishAll } = fakePool(8);
    const reader = pageReaderOn(pool, 8);
    const reads = [0, 1, 2, 3].map((n) => reader.read('<p>', 'https://example.com/', `guest-${n}`, true));
    expect(reader.hasRoom(true)).toBe(false);
    expect(reader.hasRoom(false)).toBe(true);
    await expect(reader.read('<p>', 'https://example.com/', 'guest-4', true)).rejects.toMatchObject({
      kind: 'busy',
      message: pageReaderMessages.busy,
    });
    // Accounts fill the rest of the queue.
    const accounts = [0, 1, 2, 3, 4].map((n) => reader.read('<p>', 'https://example.com/', `account-${n}`));
    expect(reader.hasRoom(false)).toBe(false);
    await finishAll();
    await Promise.all([...reads, ...accounts]);
    expect(reader.hasRoom(true)).toBe(true);
    expect(reader.hasRoom(false)).toBe(true);
  });

  it("frees a guest's place when their read fails", async () => {
    const failing: WorkerPool<PageReadRequest, PageRead> = {
      run: () => Promise.reject(new PageReadError('limit', 'too slow')),
      stats: () => ({ size: 1, busy: 0, threads: 0, queued: 0 }),
      close: async () => {},
    };
    const reader = pageReaderOn(failing, 2);
    await expect(reader.read('<p>', 'https://example.com/', 'g', true)).rejects.toMatchObject({ kind: 'limit' });
    expect(reader.hasRoom(true)).toBe(true);
  });
});
