import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema';

/**
 * Moves everything a guest made to the account they just linked, before better-auth deletes the guest.
 * One-per-user rows (the profile) replace the new account's fresh defaults; every table that later
 * issues key by user id gets its `user_id` moved here too.
 */
export async function transferGuestData(db: Db, ids: { fromUserId: string; toUserId: string }) {
  if (ids.fromUserId === ids.toUserId) return;
  await db.transaction(async (tx) => {
    const [fresh] = await tx.select({ avatar: userProfiles.avatar }).from(userProfiles).where(eq(userProfiles.userId, ids.toUserId));
    await tx.delete(userProfiles).where(eq(userProfiles.userId, ids.toUserId));
    const moved = await tx
      .update(userProfiles)
      .set({ userId: ids.toUserId, updatedAt: new Date() })
      .where(eq(userProfiles.userId, ids.fromUserId))
      .returning({ avatar: userProfiles.avatar });
    if (moved.length === 0) {
      await tx.insert(userProfiles).values({ userId: ids.toUserId, avatar: fresh?.avatar ?? null });
    } else if (!moved[0]?.avatar && fresh?.avatar) {
      await tx.update(userProfiles).set({ avatar: fresh.avatar }).where(eq(userProfiles.userId, ids.toUserId));
    }
  });
}
