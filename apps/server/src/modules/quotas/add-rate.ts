import { linkWaitWords } from '@seeker/contract';
import { AppError } from '../../lib/app-error';
import { WindowLimiter, type WindowLimit } from '../../lib/window-limiter';

const minute = 60_000;

type AddLimit = WindowLimit & { window: 'minute' | 'hour' };

export type AddKind = 'job' | 'contact' | 'interview' | 'follow-up';

/**
 * What one person may add by hand, per kind: a person adds a few a minute; a script adding thousands costs
 * everyone. A typed-in job holds up to 50,000 characters and is ranked as it is saved, so it is held
 * tighter; an application's parts are small, and one job may hold 30 of each.
 */
export const addRateLimits: Record<AddKind, readonly AddLimit[]> = {
  job: [
    { count: 10, windowMs: minute, window: 'minute' },
    { count: 100, windowMs: 60 * minute, window: 'hour' },
  ],
  contact: [
    { count: 40, windowMs: minute, window: 'minute' },
    { count: 400, windowMs: 60 * minute, window: 'hour' },
  ],
  interview: [
    { count: 40, windowMs: minute, window: 'minute' },
    { count: 400, windowMs: 60 * minute, window: 'hour' },
  ],
  'follow-up': [
    { count: 40, windowMs: minute, window: 'minute' },
    { count: 400, windowMs: 60 * minute, window: 'hour' },
  ],
};

const nouns: Record<AddKind, string> = { job: 'jobs', contact: 'contacts', interview: 'interviews', 'follow-up': 'follow-ups' };

export function addRateMessage(kind: AddKind, limit: AddLimit, retryAt: Date, now: Date): string {
  // Every attempt takes a turn (one refused for another reason too), so this says what Seeker takes, not what was added.
  return `Seeker takes at most ${limit.count} new ${nouns[kind]} a ${limit.window} from one person. Try again ${linkWaitWords(retryAt, now)}.`;
}

/** Typed-in jobs and an application's contacts, interviews and follow-ups, per user and kind, within `addRateLimits`; past them 429 and when to try again. */
export class AddRateLimiter {
  private readonly limiters = Object.fromEntries(Object.entries(addRateLimits).map(([kind, limits]) => [kind, new WindowLimiter(limits)])) as Record<
    AddKind,
    WindowLimiter<AddLimit>
  >;

  /** Takes a turn for the user's add of this kind now, or throws RATE_LIMITED. */
  take(userId: string, kind: AddKind, now = new Date()): void {
    const ticket = this.limiters[kind].take(userId, now);
    if (!ticket.ok) throw new AppError('RATE_LIMITED', addRateMessage(kind, ticket.limit, ticket.retryAt, now));
  }
}
