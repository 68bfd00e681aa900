import type { Preferences } from '@seeker/contract';
import type { Db } from '../../db/client';
import { jobPreferences } from '../../db/schema';
import { upsertUserSchedule } from '../scheduled-searches';

/** Saves the whole preferences object and, in the same transaction, the user's scheduled search record. */
export async function savePreferences(db: Db, userId: string, preferences: Preferences, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx
      .insert(jobPreferences)
      .values({ userId, preferences, updatedAt: now })
      .onConflictDoUpdate({ target: jobPreferences.userId, set: { preferences, updatedAt: now } });
    await upsertUserSchedule(tx as unknown as Db, userId, preferences, now);
  });
}
