import type { NotificationList, ScheduledSearch } from '@seeker/contract';
import type { SchedulingContext } from './scheduling-app';
import type { SignedIn } from './sign-in';
import { testOrigin } from './test-app';

export const hour = 3600_000;
/** The whole hour `hours` from now: a slot of an hourly schedule. */
export const hoursFromNow = (hours: number) => new Date(Math.floor(Date.now() / hour) * hour + hours * hour);

/** What a user reads of their own: any GET, their (first) schedule, their notifications. */
export function scheduledRunReads(ctx: SchedulingContext) {
  const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: who.cookie, origin: testOrigin } });
  const schedule = async (who: SignedIn) =>
    ((await get(who, `/api/users/${who.userId}/scheduled-searches`)).json() as { scheduledSearches: ScheduledSearch[] }).scheduledSearches[0]!;
  const inbox = async (who: SignedIn) => (await get(who, `/api/users/${who.userId}/notifications`)).json() as NotificationList;
  return { get, schedule, inbox };
}
