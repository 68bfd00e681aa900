import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema';

/** The spec's user document with its defaults; the avatar starts as the sign-in photo. */
export async function createUserProfile(db: Db, input: { userId: string; avatar: string | null }) {
  await db.insert(userProfiles).values({ userId: input.userId, avatar: input.avatar }).onConflictDoNothing();
}
