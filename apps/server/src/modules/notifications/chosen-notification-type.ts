import type { NotificationType } from '@seeker/contract';
import type { Db } from '../../db/client';
import { getPreferences } from '../../db/saved-preferences';

/** The notification type the user saved in Search Schedule, else the default (a guest's own: the app alone). */
export async function chosenNotificationType(db: Db, userId: string): Promise<NotificationType> {
  return (await getPreferences(db, userId, undefined)).preferences.searchSchedule.notificationType;
}
