import { currencyOfLocations } from '@seeker/agents';
import { payTerms, type Preferences } from '@seeker/contract';
import { jobPreferences } from '../../db/schema';
import { syncScheduleTask, upsertUserSchedule, type ScheduleDeps } from '../scheduled-searches';

/**
 * Saves the whole preferences object and, in the same transaction, the user's scheduled search record;
 * then the scheduler follows (a scheduling failure is stored on the schedule, not a failed save). Returns what
 * was saved.
 */
export async function savePreferences(deps: ScheduleDeps, userId: string, sent: Preferences, now = new Date()) {
  const preferences = withPayTerms(sent);
  const scheduleId = await deps.db.transaction(async (tx) => {
    await tx
      .insert(jobPreferences)
      .values({ userId, preferences, updatedAt: now })
      .onConflictDoUpdate({ target: jobPreferences.userId, set: { preferences, updatedAt: now } });
    return upsertUserSchedule(tx, userId, preferences, now);
  });
  if (scheduleId) await syncScheduleTask(deps, scheduleId, now);
  return preferences;
}

/**
 * The pay range with its currency and period: as sent, or for one sent without them (an older client, the API),
 * the currency of the first place the locations name, as the wizard shows it, else the dollar; a year.
 */
function withPayTerms(preferences: Preferences): Preferences {
  const pay = preferences.salaryRange;
  if (pay.currency && pay.period) return preferences;
  const currency = pay.currency ?? currencyOfLocations(preferences.locations) ?? payTerms(pay).currency;
  return { ...preferences, salaryRange: { ...pay, currency, period: payTerms(pay).period } };
}
