import { defaultPreferences, type PreferencesResponse } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobPreferences } from '../../db/schema';

/** The saved preferences, or the spec's defaults (in the caller's time zone) with `saved: false`. */
export async function getPreferences(db: Db, userId: string, timezone: string | undefined): Promise<PreferencesResponse> {
  const [row] = await db.select().from(jobPreferences).where(eq(jobPreferences.userId, userId));
  return row ? { saved: true, preferences: row.preferences } : { saved: false, preferences: defaultPreferences(timezone) };
}
