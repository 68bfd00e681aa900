import { linkBoardReadLimits, type LinkBoardReadLimit } from '@seeker/contract';

export type BoardReadTicket = { ok: true; release: () => void } | { ok: false; limit: LinkBoardReadLimit; retryAt: Date };

const longestWindowMs = Math.max(...linkBoardReadLimits.map((limit) => limit.windowMs));
/** Past this many users held, the ones with no read left in the longest window are dropped. */
const sweepAbove = 10_000;

/**
 * How many job boards each user has had read for links, in this process: at most
 * `linkBoardReadLimits` (5 a minute, 30 an hour). Only reads that go to the source take a turn: a
 * link to a board read within its interval is answered from the index and is never limited.
 *
 * In memory, as the auth routes' limiter is: per process, so several api replicas (ROLE=api) each allow
 * this much, and a restart forgets at most an hour's turns. Each board's own interval is kept in the
 * database either way (source_health), so no board is read more often than its source allows.
 */
export class BoardReadLimiter {
  private readonly reads = new Map<string, number[]>();

  /** Takes one read for the user now, or says which limit it would pass and when a read is free again. */
  take(userId: string, now: Date): BoardReadTicket {
    const at = now.getTime();
    this.sweep(at);
    const times = (this.reads.get(userId) ?? []).filter((time) => time > at - longestWindowMs);
    for (const limit of linkBoardReadLimits) {
      const within = times.filter((time) => time > at - limit.windowMs);
      if (within.length >= limit.count) {
        this.reads.set(userId, times);
        // Free again when the oldest read inside the window leaves it.
        return { ok: false, limit, retryAt: new Date(within[within.length - limit.count]! + limit.windowMs) };
      }
    }
    times.push(at);
    this.reads.set(userId, times);
    let released = false;
    return {
      ok: true,
      // The board turned out to be answered from the index (read by someone else meanwhile): no turn taken.
      release: () => {
        if (released) return;
        released = true;
        const held = this.reads.get(userId);
        const index = held?.lastIndexOf(at) ?? -1;
        if (held && index >= 0) held.splice(index, 1);
      },
    };
  }

  private sweep(at: number) {
    if (this.reads.size <= sweepAbove) return;
    for (const [userId, times] of this.reads) if (!times.some((time) => time > at - longestWindowMs)) this.reads.delete(userId);
  }
}
