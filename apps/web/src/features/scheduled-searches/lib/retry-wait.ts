import type { ScheduledSearch } from '@seeker/contract';

/** Seconds left before a retry is worth trying: `retryAfter` counts from `updatedAt`. 0 once it has passed. */
export function retryWaitSeconds({ updatedAt, retryAfter }: Pick<ScheduledSearch, 'updatedAt' | 'retryAfter'>, now = Date.now()): number {
  if (retryAfter === null) return 0;
  const left = (Date.parse(updatedAt) + retryAfter * 1000 - now) / 1000;
  return Number.isFinite(left) && left > 0 ? left : 0;
}
