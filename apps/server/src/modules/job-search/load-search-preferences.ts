import type { Preferences } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobPreferences } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { searchMessages } from './search-messages';

/** The saved preferences a search ranks against; none saved, or nothing to search for, is a 400. */
export async function loadSearchPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(jobPreferences).where(eq(jobPreferences.userId, userId));
  if (!row) throw new AppError('BAD_REQUEST', searchMessages.noPreferences);
  return assertSearchable(row.preferences);
}

/** Preferences with nothing to search for (no titles, skills, locations, companies or keywords) are a 400. */
export function assertSearchable(preferences: Preferences): Preferences {
  const lists = [preferences.titles, preferences.skills, preferences.locations, preferences.companies, preferences.includeKeywords];
  if (!lists.some((list) => list.length > 0)) throw new AppError('BAD_REQUEST', searchMessages.noPreferences);
  return preferences;
}
