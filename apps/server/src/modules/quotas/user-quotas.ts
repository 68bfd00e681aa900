import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';

/**
 * What one person may keep, so one visitor cannot fill the database or the disk for everyone: generous for
 * real use, lower for guests (anyone can make one in a click, and a script can make many). docs/security.md lists
 * the figures (Limits).
 */
export const userQuotas = {
  account: {
    /** Jobs added by link or typed in: each holds up to 50,000 characters of description. */
    addedJobs: 1_000,
    /** Resumes, uploaded and tailored. */
    resumes: 50,
    /** Bytes of every resume file together. */
    resumeBytes: 250 * 1024 * 1024,
    /** Follow-up reminders not yet sent or done: each is work for the minute job that sends everyone's. */
    pendingFollowUps: 300,
  },
  guest: {
    addedJobs: 100,
    resumes: 10,
    resumeBytes: 50 * 1024 * 1024,
    pendingFollowUps: 60,
  },
} as const;

export type QuotaTier = keyof typeof userQuotas;
export type Quota = (typeof userQuotas)[QuotaTier];

/** The user's tier: a guest's quota until they create an account. */
export async function quotaOf(db: Db, userId: string): Promise<{ tier: QuotaTier; quota: Quota }> {
  const [row] = await db.select({ isAnonymous: user.isAnonymous }).from(user).where(eq(user.id, userId));
  const tier: QuotaTier = row?.isAnonymous === false ? 'account' : 'guest';
  return { tier, quota: userQuotas[tier] };
}
