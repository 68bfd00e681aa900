import { linkWaitWords } from '@seeker/contract';
import { AppError } from '../../lib/app-error';
import { WindowLimiter } from '../../lib/window-limiter';

const minute = 60_000;

/** What one person may add by hand, per kind: a person adds a few a minute; a script adding thousands costs everyone. */
export const addRateLimits = [
  { count: 40, windowMs: minute, window: 'minute' },
  { count: 400, windowMs: 60 * minute, window: 'hour' },
] as const;

export type AddKind = 'job' | 'contact' | 'interview' | 'follow-up';
const nouns: Record<AddKind, string> = { job: 'jobs', contact: 'contacts', interview: 'interviews', 'follow-up': 'follow-ups' };

export function addRateMessage(kind: AddKind, limit: (typeof addRateLimits)[number], retryAt: Date, now: Date): string {
  return `You have added ${limit.count} ${nouns[kind]} in the last ${limit.window}, the most Seeker takes from one person. Try again ${linkWaitWords(retryAt, now)}.`;
}

/**
 * Typed-in jobs and an application's contacts, interviews and follow-ups, per user and kind: at most
 * `addRateLimits` (40 a minute, 400 an hour: above the 30 contacts, interviews or follow-ups one job may hold), each past it refused with 429 and when to try again.
 */
export class AddRateLimiter {
  private readonly limiter = new WindowLimiter(addRateLimits);

  /** Takes a turn for the user's add of this kind now, or throws RATE_LIMITED. */
  take(userId: string, kind: AddKind, now = new Date()): void {
    const ticket = this.limiter.take(`${kind}:${userId}`, now);
    if (!ticket.ok) throw new AppError('RATE_LIMITED', addRateMessage(kind, ticket.limit, ticket.retryAt, now));
  }
}
