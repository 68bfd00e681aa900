import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';

/**
 * Who is waiting for the database: a person's request (`interactive`), or work nobody is watching
 * right now (`background`: searches, scheduled runs, the job queue's polling and maintenance).
 */
export type DbPriority = 'interactive' | 'background';

const priorityStorage = new AsyncLocalStorage<DbPriority>();
/** Set inside work the gate runs: what that work calls in turn (PGlite's own queries of its types) must not queue behind it. */
const insideGate = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it starts) at this priority. Requests run interactive; a search inside one, background. */
export function withDbPriority<T>(priority: DbPriority, work: () => T): T {
  return priorityStorage.run(priority, work);
}

/** The priority of the code running now: background unless a request (or a caller) said otherwise. */
export function currentDbPriority(): DbPriority {
  return priorityStorage.getStore() ?? 'background';
}

export type GateStats = {
  running: boolean;
  waiting: Record<DbPriority, number>;
  /** Pieces of work run since start, by priority. */
  served: Record<DbPriority, number>;
  /** Milliseconds the database was held since start, by priority. */
  busyMs: Record<DbPriority, number>;
};

export type PriorityGate = {
  /** Runs `work` alone (one at a time through the gate), once no more urgent work is waiting. */
  run: <T>(work: () => Promise<T>, priority?: DbPriority) => Promise<T>;
  stats: () => GateStats;
};

type Waiter = { start: (done: () => void) => void };

/**
 * One at a time, interactive work first: the embedded database has one connection and serves one
 * statement (or one transaction) at a time, in the order asked. In front of it this gate lets a short
 * read of a request go before the statements a search or the job queue has lined up, so a read waits
 * for the statement running, not for the queue. Background work is not starved: while both wait, it
 * gets at least `backgroundShare` of the time (measured over the last seconds, `halfLifeMs`), so
 * searches keep moving under a flood of reads, one statement at a time. Each class is served in the
 * order it asked, and the event loop turns between two pieces of work (see `start`).
 */
export function createPriorityGate({ backgroundShare = 0.5, halfLifeMs = 2_000, now = () => performance.now() } = {}): PriorityGate {
  const waiting: Record<DbPriority, Waiter[]> = { interactive: [], background: [] };
  const served: Record<DbPriority, number> = { interactive: 0, background: 0 };
  const busyMs: Record<DbPriority, number> = { interactive: 0, background: 0 };
  // Milliseconds each class held the database lately, decaying by half every `halfLifeMs`.
  const usage: Record<DbPriority, number> = { interactive: 0, background: 0 };
  let decayedAt = now();
  let running = false;

  const decay = () => {
    const at = now();
    const factor = 0.5 ** ((at - decayedAt) / halfLifeMs);
    usage.interactive *= factor;
    usage.background *= factor;
    decayedAt = at;
  };

  const choose = (): DbPriority => {
    if (waiting.interactive.length === 0) return 'background';
    if (waiting.background.length === 0) return 'interactive';
    decay();
    const total = usage.interactive + usage.background;
    return total > 0 && usage.background / total < backgroundShare ? 'background' : 'interactive';
  };

  const next = () => {
    if (running) return;
    const priority = choose();
    const waiter = waiting[priority].shift();
    if (!waiter) return;
    running = true;
    served[priority]++;
    const startedAt = now();
    waiter.start(() => {
      const held = now() - startedAt;
      decay();
      usage[priority] += held;
      busyMs[priority] += held;
    });
  };

  return {
    run<T>(work: () => Promise<T>, priority: DbPriority = currentDbPriority()) {
      if (insideGate.getStore()) return work();
      // The work runs in its caller's async context, not in that of whichever work finished before it.
      const bound = AsyncResource.bind(() => insideGate.run(true, work));
      return new Promise<T>((resolve, reject) => {
        waiting[priority].push({
          start: (done) => {
            Promise.resolve()
              .then(bound)
              .then(resolve, reject)
              // The next one starts on a later turn of the event loop, never straight from this one's
              // promise: PGlite answers without real I/O, so back-to-back statements would run as one
              // chain of promise callbacks and Node would read no socket until the whole queue had
              // drained — a request arriving behind a search's statements was not even parsed for
              // seconds. Between two statements new requests are read, and their reads go first.
              .finally(() => {
                done();
                setImmediate(() => {
                  running = false;
                  next();
                });
              });
          },
        });
        next();
      });
    },
    stats: () => ({
      running,
      waiting: { interactive: waiting.interactive.length, background: waiting.background.length },
      served: { ...served },
      busyMs: { ...busyMs },
    }),
  };
}
