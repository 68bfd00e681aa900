import type { Db } from '../../db/client';
import { getPreferences } from '../preferences';

/** The zone the user's dates mean: the one saved with their search schedule (UTC until they save preferences). */
export async function userTimeZone(db: Db, userId: string): Promise<string> {
  return (await getPreferences(db, userId, undefined)).preferences.searchSchedule.timezone;
}
