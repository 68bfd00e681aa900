import { Worker } from 'node:worker_threads';
import { documentLimits } from '@seeker/agents';
import type { ResumeFileType } from '@seeker/contract';
import { DocumentReadError } from './document-read-error';
import type { ReadRequest, ReadResponse } from './read-document.protocol';

export type DocumentReaderOptions = {
  /** Documents read at once; each in its own worker thread. */
  workers: number;
  /** JS heap of one worker (old generation); a document that needs more is refused. */
  heapMb: number;
  /** Wall-clock time for one document; past it the worker is terminated. */
  timeoutMs: number;
  /** Documents waiting for a worker; past it the reader says it is busy (503). */
  maxQueue: number;
  /** Documents of one owner being read or waiting, so one account cannot fill the queue everyone shares. */
  maxPerOwner: number;
  /** An idle worker is stopped after this long, giving its memory back. */
  idleMs: number;
  /** Characters of text kept per document (the extractor stops collecting there). */
  maxTextChars: number;
};

export const defaultDocumentReaderOptions: DocumentReaderOptions = {
  workers: 2,
  heapMb: 96,
  timeoutMs: 10_000,
  maxQueue: 16,
  // Below `workers`, so one account can never hold every worker.
  maxPerOwner: 1,
  idleMs: 30_000,
  maxTextChars: documentLimits.textLength,
};

/** Below a few MB, Node 22 aborts the whole process while a worker starts (not a catchable worker OOM). */
const minimumHeapMb = 16;

export type DocumentReader = {
  /** The document's plain text, read in a worker thread within the limits; rejects with DocumentReadError. */
  read: (type: ResumeFileType, bytes: Uint8Array, owner?: string) => Promise<string>;
  close: () => Promise<void>;
};

type Task = { request: ReadRequest; resolve: (text: string) => void; reject: (error: Error) => void };
type Slot = {
  worker: Worker;
  task?: Task;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
  /** Why the worker is being stopped while it holds a task. */
  failure?: DocumentReadError;
  /** Being stopped: never given another task. */
  retiring?: boolean;
};

const workerUrl = new URL('./read-document.worker.mjs', import.meta.url);

/**
 * Parsing hostile documents on the request thread froze every request for half a minute; here each one
 * runs in a worker thread with a heap cap and a deadline, and the server keeps answering meanwhile.
 * (Heap caps do not bound typed arrays: the extractor's own expansion budget does.)
 */
export function createDocumentReader(overrides: Partial<DocumentReaderOptions> = {}): DocumentReader {
  const options = { ...defaultDocumentReaderOptions, ...overrides };
  if (options.heapMb < minimumHeapMb) {
    throw new RangeError(`A document reader needs at least ${minimumHeapMb} MB of heap per worker (given ${options.heapMb})`);
  }
  const slots = new Set<Slot>();
  const queue: Task[] = [];
  const perOwner = new Map<string, number>();
  let closed = false;

  const finish = (slot: Slot, outcome: { text: string } | { error: Error }) => {
    const task = slot.task;
    clearTimeout(slot.timer);
    slot.task = undefined;
    slot.timer = undefined;
    if (task) {
      if ('text' in outcome) task.resolve(outcome.text);
      else task.reject(outcome.error);
    }
  };

  const retire = (slot: Slot) => {
    slot.retiring = true;
    slots.delete(slot);
    void slot.worker.terminate();
  };

  const next = (slot: Slot) => {
    const task = queue.shift();
    if (!task) {
      slot.idle = setTimeout(() => retire(slot), options.idleMs).unref();
      return;
    }
    clearTimeout(slot.idle);
    slot.task = task;
    slot.timer = setTimeout(() => {
      const seconds = options.timeoutMs / 1000;
      slot.failure = new DocumentReadError('limit', `This file took longer than ${seconds} second${seconds === 1 ? '' : 's'} to read`);
      retire(slot);
    }, options.timeoutMs);
    slot.worker.postMessage(task.request, [task.request.bytes.buffer as ArrayBuffer]);
  };

  const spawn = () => {
    const slot: Slot = {
      worker: new Worker(workerUrl, {
        resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 16 },
        stdout: false,
        stderr: false,
      }),
    };
    slots.add(slot);
    slot.worker.on('message', (response: ReadResponse) => {
      finish(slot, response.ok ? { text: response.text } : { error: new DocumentReadError(response.kind, response.message) });
      if (!slot.retiring) next(slot);
    });
    slot.worker.on('error', (error: Error & { code?: string }) => {
      slot.failure ??=
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new DocumentReadError('limit', `This file needs more than ${options.heapMb} MB of memory to read`)
          : new DocumentReadError('failed', `The document reader failed: ${error.message}`);
    });
    slot.worker.on('exit', () => {
      slots.delete(slot);
      finish(slot, { error: slot.failure ?? new DocumentReadError('failed', 'The document reader stopped unexpectedly') });
      clearTimeout(slot.idle);
      // Tasks still waiting get a fresh worker.
      if (!closed && queue.length > 0 && slots.size < options.workers) next(spawn());
    });
    return slot;
  };

  return {
    read(type, bytes, owner) {
      if (closed) return Promise.reject(new DocumentReadError('failed', 'The document reader is closed'));
      const ownerReads = owner === undefined ? 0 : (perOwner.get(owner) ?? 0);
      if (ownerReads >= options.maxPerOwner) {
        return Promise.reject(
          new DocumentReadError('owner-busy', 'Your earlier upload is still being read. Wait for it to finish, then upload again.'),
        );
      }
      if (queue.length >= options.maxQueue) {
        return Promise.reject(new DocumentReadError('busy', 'Seeker is reading many documents right now. Please try again in a minute.'));
      }
      // The worker gets its own copy to own (transfer): the caller keeps the original to store.
      const request: ReadRequest = { type, bytes: new Uint8Array(bytes), maxTextChars: options.maxTextChars };
      if (owner !== undefined) perOwner.set(owner, ownerReads + 1);
      const settled = () => {
        if (owner === undefined) return;
        const left = (perOwner.get(owner) ?? 1) - 1;
        if (left > 0) perOwner.set(owner, left);
        else perOwner.delete(owner);
      };
      const reading = new Promise<string>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        const idle = [...slots].find((slot) => !slot.task);
        if (idle) next(idle);
        else if (slots.size < options.workers) next(spawn());
      });
      return reading.finally(settled);
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new DocumentReadError('failed', 'The document reader is closed'));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}
