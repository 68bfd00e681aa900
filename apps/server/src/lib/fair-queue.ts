import { AsyncResource } from 'node:async_hooks';

export type FairQueueStats = { running: number; waiting: number; keys: number };

export type FairQueue = {
  /** Runs `work` once a slot is free and it is `key`'s turn; one of a key's at a time, keys taking turns. */
  run: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  stats: () => FairQueueStats;
};

type Job = { start: () => void };

/**
 * At most `concurrency` pieces of work at once, at most one per key (a user), the keys served in turn:
 * someone who asks for five searches gets one slot while the next person's first search takes the
 * other, not five slots ahead of everyone. Within a key, first asked, first run.
 */
export function createFairQueue({ concurrency }: { concurrency: number }): FairQueue {
  if (!(concurrency >= 1)) throw new Error('a fair queue needs at least one slot');
  // Keys with waiting work, in the order they first asked (a Map keeps insertion order).
  const waiting = new Map<string, Job[]>();
  const busyKeys = new Set<string>();
  // When each key was last served (a counter): the one served longest ago, or never, goes next.
  const lastServed = new Map<string, number>();
  let turn = 0;
  let running = 0;

  const nextKey = () => {
    let chosen: string | undefined;
    for (const key of waiting.keys()) {
      if (busyKeys.has(key)) continue;
      if (chosen === undefined || (lastServed.get(key) ?? -1) < (lastServed.get(chosen) ?? -1)) chosen = key;
    }
    return chosen;
  };

  const next = () => {
    while (running < concurrency) {
      const key = nextKey();
      if (key === undefined) return;
      const jobs = waiting.get(key)!;
      const job = jobs.shift()!;
      if (jobs.length === 0) waiting.delete(key);
      lastServed.set(key, turn++);
      busyKeys.add(key);
      running++;
      job.start();
    }
  };

  const finished = (key: string) => {
    running--;
    busyKeys.delete(key);
    if (!waiting.has(key)) lastServed.delete(key);
    next();
  };

  return {
    run<T>(key: string, work: () => Promise<T>) {
      // The work runs in its caller's async context (request id, priority), not in that of the work before it.
      const bound = AsyncResource.bind(work);
      return new Promise<T>((resolve, reject) => {
        const job: Job = {
          start: () => {
            Promise.resolve()
              .then(bound)
              .then(resolve, reject)
              .finally(() => finished(key));
          },
        };
        const jobs = waiting.get(key);
        if (jobs) jobs.push(job);
        else waiting.set(key, [job]);
        next();
      });
    },
    stats: () => ({ running, waiting: [...waiting.values()].reduce((sum, jobs) => sum + jobs.length, 0), keys: waiting.size }),
  };
}
