import { linkClockTime, linkWaitWords, type LinkClock } from '@seeker/contract';
import { OpenCounter } from '../../lib/open-counter';
import { WindowLimiter } from '../../lib/window-limiter';

/** How many exports one user may start in an hour; one runs at a time. */
export const exportLimit = { count: 3, window: 'hour', windowMs: 60 * 60_000 } as const;

const minute = 60_000;

export const exportLimitMessages = {
  /** "after 15:05 UTC (in 42 minutes)": the minute rounded up, so the time said is never too early. */
  tooMany: (retryAt: Date, clock: LinkClock) =>
    `You have exported your data ${exportLimit.count} times in the last ${exportLimit.window}, the most Seeker makes for one person. ` +
    `Try again after ${linkClockTime(new Date(Math.ceil(retryAt.getTime() / minute) * minute), clock)} (${linkWaitWords(retryAt, clock.now)}).`,
  running: 'Your data is being exported already. Try again once that download has finished.',
} as const;

export type ExportTicket =
  | {
      ok: true;
      /** The export is over (sent, failed or abandoned): another may start. */ finish: () => void;
      /** It failed on our side: the turn is not counted either. */ giveBack: () => void;
    }
  | { ok: false; reason: 'running' }
  | { ok: false; reason: 'limit'; retryAt: Date };

/**
 * Each user's exports in this process: at most `exportLimit` (3 an hour) and one at a time. An export
 * reads every row the user has and deflates it (100 MB of JSON for a thousand typed-in jobs), so a script
 * asking again and again would keep the server busy for everyone.
 *
 * In memory (lib/window-limiter.ts says why that is enough): an export is recorded nowhere (no table to
 * count), and it is one request from start to end, so "running" is this process's own knowledge.
 */
export class ExportLimiter {
  private readonly hourly = new WindowLimiter([exportLimit]);
  private readonly running = new OpenCounter(1);

  /** Starts an export for the user now, or says why not: one is running, or the hour's are used (and when one is free). */
  take(userId: string, now: Date): ExportTicket {
    const stopRunning = this.running.tryTake(userId);
    if (!stopRunning) return { ok: false, reason: 'running' };
    const turn = this.hourly.take(userId, now);
    if (!turn.ok) {
      stopRunning();
      return { ok: false, reason: 'limit', retryAt: turn.retryAt };
    }
    let finished = false;
    const finish = () => {
      finished = true;
      stopRunning();
    };
    return {
      ok: true,
      finish,
      giveBack: () => {
        if (finished) return;
        finish();
        turn.release();
      },
    };
  }
}
