import type { AssessmentPreferences } from '@seeker/agents';
import { defaultPreferences } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobPreferences } from '../../db/schema';

/** What research weighs a company against: the saved preferences, or the defaults before any are saved. */
export async function assessmentPreferences(db: Db, userId: string): Promise<AssessmentPreferences> {
  const [row] = await db.select({ preferences: jobPreferences.preferences }).from(jobPreferences).where(eq(jobPreferences.userId, userId));
  const { titles, locations, salaryRange } = row?.preferences ?? defaultPreferences();
  return { titles, locations, salaryRange };
}
