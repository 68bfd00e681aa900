import type { EditableProfile, UserProfile } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user, userProfiles } from '../../db/schema';
import { getProfile } from './get-profile';

/** Save Changes on the Profile screen: the profile fields and the account's display name, together. */
export async function saveProfile(db: Db, userId: string, profile: EditableProfile): Promise<UserProfile> {
  const { name, ...fields } = profile;
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
    await tx
      .insert(userProfiles)
      .values({ userId, ...fields })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...fields, updatedAt: sql`now()` } });
  });
  return getProfile(db, userId);
}
