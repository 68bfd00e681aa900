import type { SearchSchedule } from '@seeker/contract';
import { showPushNotice } from '../hooks/use-push-notice';
import { enablePushNotifications, pushSupported } from './enable-push-notifications';
import { pushNoticeFor } from './notification-texts';

/**
 * After preferences are saved: a schedule that alerts by push needs this browser's permission and
 * subscription. Runs in the background; a problem is a notice in the frame, never a failed save.
 */
export async function enablePushIfChosen(
  userId: string,
  schedule: Pick<SearchSchedule, 'enabled' | 'notificationType'>,
  permission?: Promise<NotificationPermission>,
) {
  if (!wantsPush(schedule)) return;
  showPushNotice(pushNoticeFor(await enablePushNotifications(userId, permission)));
}

function wantsPush(schedule: Pick<SearchSchedule, 'enabled' | 'notificationType'>) {
  return schedule.enabled && (schedule.notificationType === 'Push' || schedule.notificationType === 'Both');
}

/**
 * Firefox and Safari show the permission prompt only while handling the click that asks for it: Finish
 * asks at once (before the upload and save), and `enablePushIfChosen` uses that answer afterwards.
 */
export function askPushPermissionIfChosen(
  schedule: Pick<SearchSchedule, 'enabled' | 'notificationType'>,
): Promise<NotificationPermission> | undefined {
  if (!wantsPush(schedule) || !pushSupported()) return undefined;
  return Notification.requestPermission().catch((): NotificationPermission => 'default');
}
