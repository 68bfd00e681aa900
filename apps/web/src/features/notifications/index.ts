// The in-app notification bell and Web Push: the frame shows the bell and the push notice; saving
// preferences that alert by push turns push on for this browser.
export { NotificationBell } from './components/notification-bell';
export { PushNotice } from './components/push-notice';
export { askPushPermissionIfChosen, enablePushIfChosen } from './lib/enable-push-if-chosen';
export { enablePushNotifications, type PushSetupResult } from './lib/enable-push-notifications';
export { notificationsKeys } from './lib/notifications-keys';
export { browserPushState, disablePushNotifications, type BrowserPushState } from './lib/browser-push-state';
export { pushMessages, pushNoticeFor } from './lib/notification-texts';
