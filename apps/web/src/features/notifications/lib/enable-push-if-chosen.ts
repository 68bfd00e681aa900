import type { SearchSchedule } from '@seeker/contract';
import { showPushNotice } from '../hooks/use-push-notice';
import { enablePushNotifications } from './enable-push-notifications';
import { pushNoticeFor } from './notification-texts';

/**
 * After preferences are saved: a schedule that alerts by push needs this browser's permission and
 * subscription. Runs in the background; a problem is a notice in the frame, never a failed save.
 */
export async function enablePushIfChosen(userId: string, schedule: Pick<SearchSchedule, 'enabled' | 'notificationType'>) {
  const wantsPush = schedule.notificationType === 'Push' || schedule.notificationType === 'Both';
  if (!schedule.enabled || !wantsPush) return;
  showPushNotice(pushNoticeFor(await enablePushNotifications(userId)));
}
