import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns, jobPreferences, resumes, scheduledSearches, userProfiles } from '../../db/schema';

/** Tables with many rows per user: the guest's rows simply change owner. */
const ownedTables = [resumes, scheduledSearches, agentRuns] as const;

/**
 * Moves everything a guest made to the account they just linked, before better-auth deletes the guest.
 * One-per-user rows (profile, preferences) of the guest replace the new account's fresh defaults;
 * the new account's sign-in photo is kept when the guest had no avatar. Files keep their storage keys.
 */
export async function transferGuestData(db: Db, ids: { fromUserId: string; toUserId: string }) {
  const { fromUserId, toUserId } = ids;
  if (fromUserId === toUserId) return;
  await db.transaction(async (tx) => {
    for (const table of ownedTables) {
      await tx.update(table).set({ userId: toUserId }).where(eq(table.userId, fromUserId));
    }

    const [guestPreferences] = await tx.select().from(jobPreferences).where(eq(jobPreferences.userId, fromUserId));
    if (guestPreferences) {
      await tx.delete(jobPreferences).where(eq(jobPreferences.userId, toUserId));
      await tx.update(jobPreferences).set({ userId: toUserId }).where(eq(jobPreferences.userId, fromUserId));
    }

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
