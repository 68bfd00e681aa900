import os from 'node:os';
import { Worker, type MessagePort } from 'node:worker_threads';

export type WorkerPoolOptions = {
  /** Tasks run at once; each in its own worker thread. */
  workers: number;
  /** JS heap of one worker (old generation); a task that needs more fails with a `limit` error. */
  heapMb: number;
  /** Wall-clock time for one task; past it the worker is terminated. */
  timeoutMs: number;
  /** Tasks waiting for a worker; past it the pool says it is busy. */
  maxQueue: number;
  /** Tasks of one owner running or waiting, so one account cannot fill the queue everyone shares. */
  maxPerOwner: number;
  /** An idle worker is stopped after this long, giving its memory back. */
  idleMs: number;
  /**
   * A task's deadline from the moment its worker asks for more time (askForMoreTime), once per task: work known
   * to be slow but bounded by its own limits (OCR of a scan) past `timeoutMs`. Unset, workers cannot ask.
   */
  extendedTimeoutMs?: number;
};

/** What a worker posts once it has loaded (announceReady): tasks are sent, and timed, from then on. */
export const readyMessage = { ready: true } as const;
/** What a worker posts to have its task timed by `extendedTimeoutMs` from now (askForMoreTime). */
export const moreTimeMessage = { moreTime: true } as const;

/** From a worker, during a task: its deadline becomes the pool's `extendedTimeoutMs` from now (once per task). */
export function askForMoreTime(port: MessagePort) {
  port.postMessage(moreTimeMessage);
}
/**
 * How much lower than the request thread a worker thread runs (Linux niceness). Its work is someone's document
 * or page, and when the cores are contended the requests of everyone else go first: a page built to hold a
 * core for its whole deadline then slows only the reads queued behind it.
 */
export const workerNiceness = 10;

/**
 * The last line of each `*.worker.ts`: lowers this thread's priority, then says it is loaded. On Linux niceness
 * belongs to a thread, so the request thread keeps its own; elsewhere it would be the whole process's, so
 * there the worker keeps the process's priority.
 */
export function announceReady(port: MessagePort) {
  if (process.platform === 'linux') {
    try {
      os.setPriority(Math.min(19, os.getPriority() + workerNiceness));
    } catch {
      // Not permitted in this sandbox: the worker runs at the request thread's priority, as before.
    }
  }
  port.postMessage(readyMessage);
}
/** A worker that has not loaded in this long is broken, not slow. */
const startupMs = 60_000;

/** What a worker answers: its value, or why it failed (`limit`: over a limit; any other kind is the task's own). */
export type WorkerAnswer<Value> = { ok: true; value: Value } | { ok: false; kind: string; message: string };

export type PoolFailureKind = 'limit' | 'failed' | 'busy' | 'owner-busy';

/** The pool's own words for its failures, in the terms of what the tasks are (reading a file, making a PDF). */
export type PoolMessages = {
  /** How errors name the pool: "The document reader". */
  name: string;
  timeout: (seconds: number) => string;
  outOfMemory: (heapMb: number) => string;
  busy: string;
  ownerBusy: string;
};

/** How full a pool is right now (for /metrics). */
export type WorkerPoolStats = {
  /** Most worker threads it runs at once (`workers`). */
  size: number;
  /** Threads running (or starting for) a task. */
  busy: number;
  /** Threads alive, busy or idle. */
  threads: number;
  /** Tasks waiting for a thread. */
  queued: number;
};

export type WorkerPool<Request, Value> = {
  run: (request: Request, options?: { owner?: string; transfer?: ArrayBuffer[] }) => Promise<Value>;
  stats: () => WorkerPoolStats;
  close: () => Promise<void>;
};

/** Below a few MB, Node 22 aborts the whole process while a worker starts (not a catchable worker OOM). */
export const minimumHeapMb = 16;

type Task<Request, Value> = { request: Request; transfer: ArrayBuffer[]; resolve: (value: Value) => void; reject: (error: Error) => void };
type Slot<Request, Value> = {
  worker: Worker;
  /** Loaded and listening: a task's deadline starts only then, so a cold start is not the task's fault. */
  ready: boolean;
  startup?: NodeJS.Timeout;
  task?: Task<Request, Value>;
  timer?: NodeJS.Timeout;
  /** The task's deadline was extended once already. */
  extended?: boolean;
  idle?: NodeJS.Timeout;
  /** Why the worker is being stopped while it holds a task. */
  failure?: Error;
  /** Being stopped: never given another task. */
  retiring?: boolean;
};

/**
 * CPU-heavy work off the request thread: each task runs in a worker thread with a heap cap and a
 * deadline, a bounded queue and a share per owner, and the server keeps answering meanwhile. Workers
 * start on demand and stop when idle. `toError` turns a failure kind and message into the caller's error type.
 */
export function createWorkerPool<Request, Value>(
  workerUrl: URL,
  options: WorkerPoolOptions,
  messages: PoolMessages,
  toError: (kind: string, message: string) => Error,
): WorkerPool<Request, Value> {
  if (options.heapMb < minimumHeapMb)
    throw new RangeError(`${messages.name} needs at least ${minimumHeapMb} MB of heap per worker (given ${options.heapMb})`);
  const slots = new Set<Slot<Request, Value>>();
  const queue: Task<Request, Value>[] = [];
  const perOwner = new Map<string, number>();
  let closed = false;

  const finish = (slot: Slot<Request, Value>, outcome: { value: Value } | { error: Error }) => {
    const task = slot.task;
    clearTimeout(slot.timer);
    slot.task = undefined;
    slot.timer = undefined;
    slot.extended = undefined;
    if (!task) return;
    if ('value' in outcome) task.resolve(outcome.value);
    else task.reject(outcome.error);
  };

  const retire = (slot: Slot<Request, Value>) => {
    slot.retiring = true;
    slots.delete(slot);
    void slot.worker.terminate();
  };

  /** The next waiting task for this worker (held by a worker still loading, sent once it is ready), or idle. */
  const next = (slot: Slot<Request, Value>) => {
    const task = queue.shift();
    if (!task) {
      slot.idle = setTimeout(() => retire(slot), options.idleMs).unref();
      return;
    }
    clearTimeout(slot.idle);
    slot.task = task;
    if (slot.ready) send(slot, task);
  };

  /** Past `ms` from now, the task fails with the pool's timeout message and its worker is stopped. */
  const startDeadline = (slot: Slot<Request, Value>, ms: number) => {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      slot.failure = toError('limit', messages.timeout(ms / 1000));
      retire(slot);
    }, ms);
  };

  /** The task goes to the worker, and its deadline starts. */
  const send = (slot: Slot<Request, Value>, task: Task<Request, Value>) => {
    startDeadline(slot, options.timeoutMs);
    slot.worker.postMessage(task.request, task.transfer);
  };

  /** A new worker: it holds the first waiting task and is sent it once it says it is ready. */
  const spawn = () => {
    const slot: Slot<Request, Value> = {
      worker: new Worker(workerUrl, {
        resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 16 },
        // Not the parent's `--import tsx`: the entry (.mjs) loads its heavy libraries natively first and then
        // registers tsx itself. Inherited, tsx would be there from the start, and on Node 22 its hooks run on
        // the worker's own thread and heap (module.registerHooks), so the reader needed over 128 MB to start.
        execArgv: [],
        stdout: false,
        stderr: false,
      }),
      ready: false,
    };
    slots.add(slot);
    slot.startup = setTimeout(() => {
      slot.failure = toError('failed', `${messages.name} did not start within ${startupMs / 1000} s`);
      retire(slot);
    }, startupMs);
    slot.worker.on('message', (answer: WorkerAnswer<Value> | typeof readyMessage | typeof moreTimeMessage) => {
      if ('moreTime' in answer) {
        if (slot.task && slot.timer && !slot.extended && options.extendedTimeoutMs !== undefined) {
          slot.extended = true;
          startDeadline(slot, options.extendedTimeoutMs);
        }
        return;
      }
      if ('ready' in answer) {
        clearTimeout(slot.startup);
        slot.ready = true;
        if (slot.task) send(slot, slot.task);
        else if (!slot.retiring) next(slot);
        return;
      }
      finish(slot, answer.ok ? { value: answer.value } : { error: toError(answer.kind, answer.message) });
      if (!slot.retiring) next(slot);
    });
    slot.worker.on('error', (error: Error & { code?: string }) => {
      slot.failure ??=
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? toError('limit', messages.outOfMemory(options.heapMb))
          : toError('failed', `${messages.name} failed: ${error.message}`);
    });
    slot.worker.on('exit', () => {
      slots.delete(slot);
      clearTimeout(slot.startup);
      finish(slot, { error: slot.failure ?? toError('failed', `${messages.name} stopped unexpectedly`) });
      clearTimeout(slot.idle);
      // Tasks still waiting get a fresh worker.
      if (!closed && queue.length > 0 && slots.size < options.workers) next(spawn());
    });
    return slot;
  };

  return {
    run(request, { owner, transfer = [] } = {}) {
      if (closed) return Promise.reject(toError('failed', `${messages.name} is closed`));
      const ownerTasks = owner === undefined ? 0 : (perOwner.get(owner) ?? 0);
      if (ownerTasks >= options.maxPerOwner) return Promise.reject(toError('owner-busy', messages.ownerBusy));
      if (queue.length >= options.maxQueue) return Promise.reject(toError('busy', messages.busy));
      if (owner !== undefined) perOwner.set(owner, ownerTasks + 1);
      const settled = () => {
        if (owner === undefined) return;
        const left = (perOwner.get(owner) ?? 1) - 1;
        if (left > 0) perOwner.set(owner, left);
        else perOwner.delete(owner);
      };
      const running = new Promise<Value>((resolve, reject) => {
        queue.push({ request, transfer, resolve, reject });
        const idle = [...slots].find((slot) => slot.ready && !slot.task);
        if (idle) next(idle);
        else if (slots.size < options.workers) next(spawn());
      });
      return running.finally(settled);
    },
    stats: () => ({
      size: options.workers,
      busy: [...slots].filter((slot) => slot.task !== undefined).length,
      threads: slots.size,
      queued: queue.length,
    }),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(toError('failed', `${messages.name} is closed`));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}
