/** At most `count` turns in any `windowMs`. */
export type WindowLimit = { count: number; windowMs: number };

export type WindowTicket<Limit extends WindowLimit> =
  | { ok: true; /** The turn was not used after all (answered without the work it limits): it is given back. */ release: () => void }
  | { ok: false; limit: Limit; retryAt: Date };

/** Past this many keys held, the ones with no turn left in the longest window are dropped. */
const sweepAbove = 10_000;

/**
 * Turns per key (a user, or a user and a kind of work) in sliding windows, in this process: every limit at
 * once ("5 a minute and 30 an hour"). In memory, as the auth routes' limiter is: several api replicas
 * (ROLE=api) each allow this much, and a restart forgets at most the longest window's turns; what must hold
 * across processes is kept in the database instead (a board's read interval, quotas).
 */
export class WindowLimiter<Limit extends WindowLimit> {
  private readonly turns = new Map<string, number[]>();
  private readonly longestMs: number;

  constructor(private readonly limits: readonly Limit[]) {
    this.longestMs = Math.max(...limits.map((limit) => limit.windowMs));
  }

  /** Takes a turn for `key` now, or says which limit it would pass and when a turn is free again. */
  take(key: string, now: Date): WindowTicket<Limit> {
    const at = now.getTime();
    this.sweep(at);
    const times = (this.turns.get(key) ?? []).filter((time) => time > at - this.longestMs);
    for (const limit of this.limits) {
      const within = times.filter((time) => time > at - limit.windowMs);
      if (within.length >= limit.count) {
        this.turns.set(key, times);
        // Free again when the oldest turn inside the window leaves it.
        return { ok: false, limit, retryAt: new Date(within[within.length - limit.count]! + limit.windowMs) };
      }
    }
    times.push(at);
    this.turns.set(key, times);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        const held = this.turns.get(key);
        const index = held?.lastIndexOf(at) ?? -1;
        if (held && index >= 0) held.splice(index, 1);
      },
    };
  }

  private sweep(at: number) {
    if (this.turns.size <= sweepAbove) return;
    for (const [key, times] of this.turns) if (!times.some((time) => time > at - this.longestMs)) this.turns.delete(key);
  }
}
