import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns, companyResearchSessions, jobListings, jobPreferences, jobSearchSessions, resumes, scheduledSearches, userProfiles } from '../../db/schema';

/** Tables with many rows per user: the guest's rows simply change owner. */
const ownedTables = [resumes, scheduledSearches, agentRuns, jobSearchSessions, jobListings, companyResearchSessions] as const;

export type GuestTransfer = {
  fromUserId: string;
  toUserId: string;
  /**
   * True when the account was created from this guest session (sign-up): its profile and preferences
   * are fresh defaults, and the guest's replace them. False when the guest signed in to an existing
   * account: the account keeps its own, and the guest's only fill what the account never saved.
   */
  accountIsNew: boolean;
};

/**
 * Moves everything a guest made to the account they linked, before better-auth deletes the guest.
 * Many-per-user rows (resumes, schedules, runs) always move; files keep their storage keys.
 */
export async function transferGuestData(db: Db, { fromUserId, toUserId, accountIsNew }: GuestTransfer) {
  if (fromUserId === toUserId) return;
  await db.transaction(async (tx) => {
    for (const table of ownedTables) {
      await tx.update(table).set({ userId: toUserId }).where(eq(table.userId, fromUserId));
    }

    const [accountPreferences] = await tx.select().from(jobPreferences).where(eq(jobPreferences.userId, toUserId));
    if (accountIsNew || !accountPreferences) {
      await tx.delete(jobPreferences).where(eq(jobPreferences.userId, toUserId));
      await tx.update(jobPreferences).set({ userId: toUserId }).where(eq(jobPreferences.userId, fromUserId));
    }

    if (!accountIsNew) return; // an existing account keeps its own profile
    const [fresh] = await tx.select({ avatar: userProfiles.avatar }).from(userProfiles).where(eq(userProfiles.userId, toUserId));
    const [guestProfile] = await tx.select({ avatar: userProfiles.avatar }).from(userProfiles).where(eq(userProfiles.userId, fromUserId));
    if (!guestProfile) return;
    await tx.delete(userProfiles).where(eq(userProfiles.userId, toUserId));
    await tx
      .update(userProfiles)
      .set({ userId: toUserId, avatar: guestProfile.avatar ?? fresh?.avatar ?? null, updatedAt: new Date() })
      .where(eq(userProfiles.userId, fromUserId));
  });
}
