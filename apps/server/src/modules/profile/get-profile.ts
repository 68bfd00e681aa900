import { guestName, profileMessages, type UserProfile } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The user's profile document with the account's display name; 404 "User data not found" when there is none. */
export async function getProfile(db: Db, userId: string): Promise<UserProfile> {
  const [row] = await db
    .select({ profile: userProfiles, name: user.name, isAnonymous: user.isAnonymous })
    .from(userProfiles)
    .innerJoin(user, eq(user.id, userProfiles.userId))
    .where(eq(userProfiles.userId, userId));
  if (!row) throw AppError.notFound(profileMessages.notFound);
  // Guests made before they were named "Guest" carry better-auth's "Anonymous".
  return { ...row.profile, name: row.isAnonymous && row.name === 'Anonymous' ? guestName : row.name };
}
