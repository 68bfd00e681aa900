import { defaultPreferences, type NotificationType } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobPreferences } from '../../db/schema';

/** The notification type the user saved in Search Schedule, else the spec's default. */
export async function chosenNotificationType(db: Db, userId: string): Promise<NotificationType> {
  const [row] = await db.select({ preferences: jobPreferences.preferences }).from(jobPreferences).where(eq(jobPreferences.userId, userId));
  return (row?.preferences ?? defaultPreferences(undefined)).searchSchedule.notificationType;
}
