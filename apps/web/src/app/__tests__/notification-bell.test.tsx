import type { AppNotification } from '@seeker/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { enablePushIfChosen } from '@/features/notifications';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { renderApp } from '../../test/render-app';

const userId = 'user-1';
const runId = 'sched-0123456789abcdef0123456789abcdef';
const sessionId = `session-${runId}`;
const notification: AppNotification = {
  id: 'note-1',
  title: '1 new job for Frontend Engineer',
  body: 'Senior Frontend Engineer at Acme',
  link: `/jobs?session=${sessionId}`,
  jobs: [{ jobId: `job-${sessionId}-0`, title: 'Senior Frontend Engineer', company: 'Acme' }],
  createdAt: new Date().toISOString(),
  readAt: null,
};

function server() {
  return mockFetch({
    [`GET /api/users/${userId}/notifications`]: () => jsonResponse({ notifications: [notification], unread: 1 }),
    [`POST /api/notifications/${notification.id}/read`]: () => new Response(null, { status: 204 }),
    'GET /api/agents/runs': () => jsonResponse({ runs: [{ runId, status: 'done', sessionId, error: null, events: [] }] }),
    [`GET /api/job-search-sessions/${sessionId}`]: () =>
      jsonResponse({
        sessionId,
        status: 'active',
        jobCount: 1,
        createdAt: notification.createdAt,
        lastUpdated: notification.createdAt,
        sources: [],
        companyCount: 1,
        jobs: [createSavedJob({ id: `job-${sessionId}-0`, sessionId, title: 'Senior Frontend Engineer' })],
      }),
  });
}

beforeEach(async () => {
  window.sessionStorage.clear();
  await signedInAs({ id: userId });
});

describe('notification bell in the frame', () => {
  it('sits in the narrow top bar and in the wide side menu, named with the unread count', async () => {
    server();
    await renderApp('/settings');
    expect(await within(screen.getByTestId('top-bar')).findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(await within(screen.getByTestId('side-menu')).findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it("opens a notification's search on Job Search and marks it read", async () => {
    const { requests } = server();
    const { router } = await renderApp('/settings');
    await userEvent.click(await within(screen.getByTestId('side-menu')).findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('link', { name: '1 new job for Frontend Engineer, unread' }));

    expect(await screen.findByRole('heading', { name: 'Senior Frontend Engineer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toBe('');
    expect(requests.some((request) => request.method === 'POST' && request.path === `/api/notifications/${notification.id}/read`)).toBe(true);
  });

  it('shows why push is off after a save that asked for it, without blocking anything', async () => {
    server();
    await renderApp('/settings');
    // jsdom has no service workers: the "cannot receive" case.
    await act(() => enablePushIfChosen(userId, { enabled: true, notificationType: 'Push' }));
    expect(screen.getByText('This browser cannot receive push notifications. New jobs still show under Notifications.')).toBeInTheDocument();
  });
});
