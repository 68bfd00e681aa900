import { and, count, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedJobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { quotaOf, userQuotas, type QuotaTier } from './user-quotas';

/** Sessions of jobs added one at a time (by link or typed in) have ids of this form (save-added-job.ts). */
export const addedJobSessionPrefix = 'session-link-';

const figure = (value: number) => value.toLocaleString('en-US');

export function addedJobsFullMessage(tier: QuotaTier): string {
  const limit = figure(userQuotas[tier].addedJobs);
  return tier === 'guest'
    ? `You have added ${limit} jobs by link or by hand, the most Seeker keeps for a guest. Delete some to add more, or create an account to keep up to ${figure(userQuotas.account.addedJobs)}.`
    : `You have added ${limit} jobs by link or by hand, the most Seeker keeps. Delete some to add more.`;
}

/** 409 when the user has as many added jobs as their quota allows; call under the owner lock, before adding a new one. */
export async function assertRoomForAddedJob(db: Db, userId: string) {
  const { tier, quota } = await quotaOf(db, userId);
  const [{ added } = { added: 0 }] = await db
    .select({ added: count() })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), like(savedJobs.sessionId, `${addedJobSessionPrefix}%`)));
  if (added >= quota.addedJobs) throw new AppError('CONFLICT', addedJobsFullMessage(tier));
}
