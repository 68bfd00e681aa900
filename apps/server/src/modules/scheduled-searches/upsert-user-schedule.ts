import crypto from 'node:crypto';
import type { Preferences } from '@seeker/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledSearches, type ScheduledSearchPreferences } from '../../db/schema';

function searchPreferences(preferences: Preferences): ScheduledSearchPreferences {
  const { titles, locations, skills, companies, jobType, seniority, salaryRange, includeKeywords, excludeKeywords, other } = preferences;
  return { titles, locations, skills, companies, jobType, seniority, salaryRange, includeKeywords, excludeKeywords, other };
}

/**
 * The wizard's schedule becomes the user's scheduled search record: created on first save, updated after.
 * Enabled means `active`, disabled means `disabled`. The task itself is `syncScheduleTask`'s, after the
 * transaction: it cancels the old one (whose id is still here) and creates or clears the new one.
 */
export async function upsertUserSchedule(db: Db, userId: string, preferences: Preferences, now = new Date()) {
  const schedule = preferences.searchSchedule;
  const status = schedule.enabled ? ('active' as const) : ('disabled' as const);
  const [existing] = await db
    .select({ id: scheduledSearches.id })
    .from(scheduledSearches)
    .where(eq(scheduledSearches.userId, userId))
    .orderBy(asc(scheduledSearches.createdAt))
    .limit(1);
  const fields = { preferences: searchPreferences(preferences), schedule, status, updatedAt: now };
  if (existing) {
    await db.update(scheduledSearches).set(fields).where(eq(scheduledSearches.id, existing.id));
    return existing.id;
  }
  if (!schedule.enabled) return undefined; // nothing to schedule yet, and no record to keep in step
  const id = crypto.randomUUID();
  await db.insert(scheduledSearches).values({ id, userId, ...fields, createdAt: now });
  return id;
}
