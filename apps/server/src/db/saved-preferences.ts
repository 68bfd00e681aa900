import { defaultPreferences, type PreferencesResponse } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { jobPreferences, user } from './schema';

/** The saved preferences, or the spec's defaults (in the caller's time zone, a guest's own) with `saved: false`. */
export async function getPreferences(db: Db, userId: string, timezone: string | undefined): Promise<PreferencesResponse> {
  const [row] = await db
    .select({ preferences: jobPreferences.preferences, guest: user.isAnonymous })
    .from(user)
    .leftJoin(jobPreferences, eq(jobPreferences.userId, user.id))
    .where(eq(user.id, userId));
  return row?.preferences
    ? { saved: true, preferences: row.preferences }
    : { saved: false, preferences: defaultPreferences(timezone, { guest: Boolean(row?.guest) }) };
}
