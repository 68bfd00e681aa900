import type { AppNotification, NotificationList } from '@seeker/contract';
import { useLocation } from 'react-router';

export const userId = 'user-1';
export const listPath = `GET /api/users/${userId}/notifications`;

export function notificationFixture(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'note-1',
    title: '3 new jobs for Frontend Engineer',
    body: 'Senior Frontend Engineer at Acme; React Developer at Globex; UI Engineer at Initech',
    link: '/jobs?session=session-sched-0123456789abcdef0123456789abcdef',
    jobs: [
      { jobId: 'job-a', title: 'Senior Frontend Engineer', company: 'Acme' },
      { jobId: 'job-b', title: 'React Developer', company: 'Globex' },
    ],
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

export function listOf(notifications: AppNotification[]): NotificationList {
  return { notifications, unread: notifications.filter((item) => item.readAt === null).length };
}

/** Where the router is, for tests that follow a notification's link. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
