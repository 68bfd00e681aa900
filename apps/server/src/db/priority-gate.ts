import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';

/**
 * Who is waiting for the database: a person's request (`interactive`), or work nobody is watching
 * right now (`background`: searches, scheduled runs, the job queue's polling and maintenance).
 */
export type DbPriority = 'interactive' | 'background';

/**
 * Whose work it is: a request's session, so one person's many requests take turns with everyone else's
 * instead of queueing everyone behind them. Work without one is a party of its own.
 */
export type DbParty = string;

const priorityStorage = new AsyncLocalStorage<{ priority: DbPriority; party: DbParty | undefined }>();
/** Set inside work the gate runs: what that work calls in turn (PGlite's own queries of its types) must not queue behind it. */
const insideGate = new AsyncLocalStorage<true>();

/**
 * Runs `work` (and everything it starts) at this priority, for this party (kept from the caller when not
 * given). Requests run interactive for their session; a search inside one, background.
 */
export function withDbPriority<T>(priority: DbPriority, work: () => T, party: DbParty | undefined = currentDbParty()): T {
  return priorityStorage.run({ priority, party }, work);
}

/** The priority of the code running now: background unless a request (or a caller) said otherwise. */
export function currentDbPriority(): DbPriority {
  return priorityStorage.getStore()?.priority ?? 'background';
}

/** Whose work is running now (a request's session), if anyone's. */
export function currentDbParty(): DbParty | undefined {
  return priorityStorage.getStore()?.party;
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
  /** Runs `work` alone (one at a time through the gate), once no more urgent work is waiting and its party's turn has come. */
  run: <T>(work: () => Promise<T>, priority?: DbPriority, party?: DbParty) => Promise<T>;
  stats: () => GateStats;
};

type Waiter = { askedAt: number; start: (done: () => void) => void };

/** Told of each piece of work the gate ran: how long it waited for its turn, and how long it held the database. */
export type GateObserver = (priority: DbPriority, waitedMs: number, heldMs: number) => void;

/**
 * Waiting work of one class by party, served in turn: one piece of the first party's, which then goes to the
 * back of the line if it has more. Someone with ten requests in flight holds one place in the line, not ten.
 */
function createLanes() {
  const lanes = new Map<DbParty | symbol, Waiter[]>();
  let size = 0;
  return {
    get length() {
      return size;
    },
    push(party: DbParty | undefined, waiter: Waiter) {
      const key = party ?? Symbol('no party');
      const lane = lanes.get(key);
      if (lane) lane.push(waiter);
      else lanes.set(key, [waiter]);
      size++;
    },
    shift(): Waiter | undefined {
      const first = lanes.entries().next();
      if (first.done) return undefined;
      const [party, lane] = first.value;
      const waiter = lane.shift();
      // A Map keeps insertion order: taken out and put back, the party goes to the end of the line.
      lanes.delete(party);
      if (lane.length > 0) lanes.set(party, lane);
      size--;
      return waiter;
    },
  };
}

/**
 * One at a time, interactive work first: the embedded database has one connection and serves one
 * statement (or one transaction) at a time, in the order asked. In front of it this gate lets a short
 * read of a request go before the statements a search or the job queue has lined up, so a read waits
 * for the statement running, not for the queue. Background work is not starved: while both wait, it
 * gets at least `backgroundShare` of the time (measured over the last seconds, `halfLifeMs`), so
 * searches keep moving under a flood of reads, one statement at a time. Within a class the parties (people)
 * take turns, each one's work in the order asked, and the event loop turns between two pieces of work (see `start`).
 */
export function createPriorityGate({
  backgroundShare = 0.5,
  halfLifeMs = 2_000,
  now = () => performance.now(),
  observe,
}: { backgroundShare?: number; halfLifeMs?: number; now?: () => number; observe?: GateObserver } = {}): PriorityGate {
  const waiting: Record<DbPriority, ReturnType<typeof createLanes>> = { interactive: createLanes(), background: createLanes() };
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
      observe?.(priority, startedAt - waiter.askedAt, held);
    });
  };

  return {
    run<T>(work: () => Promise<T>, priority: DbPriority = currentDbPriority(), party: DbParty | undefined = currentDbParty()) {
      if (insideGate.getStore()) return work();
      // The work runs in its caller's async context, not in that of whichever work finished before it.
      const bound = AsyncResource.bind(() => insideGate.run(true, work));
      return new Promise<T>((resolve, reject) => {
        waiting[priority].push(party, {
          askedAt: now(),
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
