import { notificationMessages, type NotificationList } from '@seeker/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { createQueryClient } from '@/lib/query-client';
import { createWrapper, renderWithProviders } from '@/test/render';
import { NotificationBell } from '../components/notification-bell';
import { listOf, listPath, LocationProbe, notificationFixture, userId } from './fixtures';

const unreadNote = notificationFixture();
const secondNote = notificationFixture({
  id: 'note-2',
  title: '1 new job for Designer',
  body: 'Product Designer at Hooli',
  jobs: [{ jobId: 'job-c', title: 'Product Designer', company: 'Hooli' }],
  link: '/jobs?session=session-sched-ffff',
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
});
const readNote = notificationFixture({
  id: 'note-3',
  title: '2 new jobs for Writer',
  readAt: '2026-01-01T00:00:00Z',
  link: '/jobs?session=session-sched-eeee',
});

function renderBell(layout: 'icon' | 'menu' = 'icon') {
  return renderWithProviders(
    <MemoryRouter>
      <NotificationBell layout={layout} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

async function openBell(name: string | RegExp = /^Notifications/) {
  await userEvent.click(await screen.findByRole('button', { name }));
  // The panel is a dialog named for what it holds (axe: aria-dialog-name).
  return within(await screen.findByRole('dialog', { name: 'Notifications' }));
}

beforeEach(async () => {
  await signedInAs({ id: userId });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notification bell', () => {
  it('shows the unread count as a badge and in its name', async () => {
    mockFetch({ [listPath]: () => jsonResponse(listOf([unreadNote, secondNote, readNote])) });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByTestId('notification-count')).toHaveTextContent('2');
  });

  it('is plain "Notifications" with no badge when everything is read', async () => {
    mockFetch({ [listPath]: () => jsonResponse(listOf([readNote])) });
    renderBell('menu');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument());
    expect(bell).toHaveTextContent('Notifications');
  });

  it('lists the newest notifications with title link, body, jobs and time', async () => {
    mockFetch({ [listPath]: () => jsonResponse(listOf([unreadNote, secondNote, readNote])) });
    renderBell();
    const panel = await openBell('Notifications, 2 unread');
    const list = within(panel.getByRole('list', { name: notificationMessages.bell }));
    const link = list.getByRole('link', { name: '3 new jobs for Frontend Engineer, unread' });
    expect(link).toHaveAttribute('href', unreadNote.link);
    expect(list.getByRole('link', { name: '2 new jobs for Writer' })).toHaveAttribute('href', readNote.link);
    const item = within(link.closest('li')!);
    expect(item.getByText(unreadNote.body)).toBeInTheDocument();
    const jobs = item.getByRole('list', { name: 'Jobs in: 3 new jobs for Frontend Engineer' });
    expect(
      within(jobs)
        .getAllByRole('listitem')
        .map((job) => job.textContent),
    ).toEqual(['Senior Frontend Engineer · Acme', 'React Developer · Globex']);
    expect(item.getByText('2 hours ago')).toHaveAttribute('datetime', unreadNote.createdAt);
    expect(list.getByText('3 days ago')).toBeInTheDocument();
  });

  it('opening a notification marks it read, follows its link and closes the list', async () => {
    let list: NotificationList = listOf([unreadNote, readNote]);
    const { requests } = mockFetch({
      [listPath]: () => jsonResponse(list),
      [`POST /api/notifications/${unreadNote.id}/read`]: () => {
        list = listOf([{ ...unreadNote, readAt: new Date().toISOString() }, readNote]);
        return new Response(null, { status: 204 });
      },
    });
    renderBell();
    const panel = await openBell('Notifications, 1 unread');
    await userEvent.click(panel.getByRole('link', { name: /^3 new jobs for Frontend Engineer/ }));

    expect(screen.getByTestId('location')).toHaveTextContent(unreadNote.link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      `/api/notifications/${unreadNote.id}/read`,
    ]);
  });

  it('does not mark an already read notification again', async () => {
    const { requests } = mockFetch({ [listPath]: () => jsonResponse(listOf([readNote])) });
    renderBell();
    const panel = await openBell('Notifications');
    await userEvent.click(panel.getByRole('link', { name: '2 new jobs for Writer' }));
    expect(screen.getByTestId('location')).toHaveTextContent(readNote.link);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('puts the unread mark back when marking read fails', async () => {
    mockFetch({
      [listPath]: () => jsonResponse(listOf([unreadNote])),
      [`POST /api/notifications/${unreadNote.id}/read`]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
    });
    renderBell();
    const panel = await openBell('Notifications, 1 unread');
    await userEvent.click(panel.getByRole('link', { name: /^3 new jobs/ }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all as read', async () => {
    let list: NotificationList = listOf([unreadNote, secondNote]);
    const { requests } = mockFetch({
      [listPath]: () => jsonResponse(list),
      [`POST /api/users/${userId}/notifications/read-all`]: () => {
        list = listOf(list.notifications.map((item) => ({ ...item, readAt: new Date().toISOString() })));
        return new Response(null, { status: 204 });
      },
    });
    renderBell();
    const panel = await openBell('Notifications, 2 unread');
    const markAll = panel.getByRole('button', { name: notificationMessages.markAllRead });
    await userEvent.click(markAll);

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: '3 new jobs for Frontend Engineer' })).toBeInTheDocument();
    expect(markAll).toHaveAttribute('aria-disabled', 'true');
    expect(markAll).toHaveFocus();
    await userEvent.click(markAll);
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      `/api/users/${userId}/notifications/read-all`,
    ]);
  });

  it('says so when marking all as read fails, and keeps the unread count', async () => {
    mockFetch({
      [listPath]: () => jsonResponse(listOf([unreadNote, secondNote])),
      [`POST /api/users/${userId}/notifications/read-all`]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'The database is busy' } }, 500),
    });
    renderBell();
    const panel = await openBell('Notifications, 2 unread');
    await userEvent.click(panel.getByRole('button', { name: notificationMessages.markAllRead }));
    expect(await panel.findByRole('alert')).toHaveTextContent('The database is busy');
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('says when there are no notifications yet', async () => {
    mockFetch({ [listPath]: () => jsonResponse(listOf([])) });
    renderBell();
    const panel = await openBell('Notifications');
    expect(await panel.findByText(notificationMessages.empty)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: notificationMessages.markAllRead })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch({
      [listPath]: () => (fail ? jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500) : jsonResponse(listOf([unreadNote]))),
    });
    renderBell();
    const panel = await openBell();
    const alert = await panel.findByRole('alert');
    expect(alert).toHaveTextContent(notificationMessages.loadFailed);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await panel.findByRole('link', { name: /^3 new jobs for Frontend Engineer/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens, Escape closes and gives focus back', async () => {
    mockFetch({ [listPath]: () => jsonResponse(listOf([unreadNote])) });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const panel = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(panel.getByRole('button', { name: notificationMessages.markAllRead })).toHaveFocus());
    await userEvent.tab();
    expect(panel.getByRole('link', { name: /^3 new jobs/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('asks again when the person comes back to the tab', async () => {
    const { requests } = mockFetch({ [listPath]: () => jsonResponse(listOf([unreadNote])) });
    // The app's own query defaults, which turn refetching on focus off and keep answers fresh for 30 s.
    render(
      <MemoryRouter>
        <NotificationBell layout="icon" />
      </MemoryRouter>,
      { wrapper: createWrapper(createQueryClient()) },
    );
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const reads = () => requests.filter((request) => request.path === `/api/users/${userId}/notifications`).length;
    expect(reads()).toBe(1);
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('asks again every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = [unreadNote];
    const { requests } = mockFetch({ [listPath]: () => jsonResponse(listOf(unread)) });
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    unread = [unreadNote, secondNote];
    await vi.advanceTimersByTimeAsync(59_000);
    expect(requests.filter((request) => request.path === `/api/users/${userId}/notifications`)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });
});
