import type { Db } from '../../db/client';
import { getPreferences } from '../preferences';

/**
 * The zone the user's dates mean: the one saved with their search schedule; until they save preferences,
 * the browser's (`browserZone`, from `?timezone=`), else UTC.
 */
export async function userTimeZone(db: Db, userId: string, browserZone: string | undefined): Promise<string> {
  return (await getPreferences(db, userId, browserZone)).preferences.searchSchedule.timezone;
}
