import { defaultPreferences, notificationSettingsMessages, type Preferences } from '@seeker/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resumeFixture } from '@/test/resume-list';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { resumeList } from '@/test/resume-list';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { NotificationsTab } from '../components/notifications-tab';
import { ResumeTab } from '../components/resume-tab';

afterEach(() => vi.unstubAllGlobals());

const userId = 'user-1';
const settings = { alertEmail: null, pendingAlertEmail: null, accountEmail: 'maya@example.com', emailConfigured: true, pushConfigured: true };

describe('Resume tab', () => {
  it('marks the primary resume, offers Update and Make primary for uploads only, and asks before deleting', async () => {
    const older = resumeFixture({
      id: 'resume-2',
      title: 'older.pdf',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      structureConfirmedAt: '2026-01-02T00:00:00.000Z',
    });
    const tailored = resumeFixture({
      id: 'resume-3',
      title: 'tailored.pdf',
      type: 'tailored',
      metadata: { ...resumeFixture().metadata, relatedCompany: 'Acme' },
    });
    const api = mockFetch({
      [`GET /api/users/${userId}/resumes`]: () => jsonResponse(resumeList([resumeFixture(), older, tailored])),
      [`PUT /api/users/${userId}/primary-resume`]: () => jsonResponse(resumeList([resumeFixture(), older, tailored], 'resume-2')),
      'DELETE /api/resumes/resume-3': () => new Response(null, { status: 204 }),
    });
    const person = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <ResumeTab userId={userId} />
      </MemoryRouter>,
    );
    const rows = within(await screen.findByRole('list', { name: 'Resumes' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.font-medium')?.textContent)).toEqual(['ada-lovelace.pdf', 'older.pdf', 'tailored.pdf']);
    expect(within(rows[0]!).getByText('Primary')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /^Make primary/ })).toBeNull();
    expect(within(rows[2]!).getByText('Tailored for Acme')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /^Update/ })).toBeNull();
    expect(within(rows[1]!).getByRole('link', { name: 'Download older.pdf' })).toHaveAttribute('href', '/api/resumes/resume-2/file');
    // Each link's name starts with the words it shows (label in name), checked or not.
    expect(within(rows[0]!).getByRole('link', { name: 'Check what Seeker read: ada-lovelace.pdf' })).toHaveTextContent(/^Check what Seeker read$/);
    expect(within(rows[1]!).getByRole('link', { name: 'Check again: older.pdf' })).toHaveTextContent(/^Check again$/);

    await person.click(screen.getByRole('button', { name: 'Make primary: older.pdf' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“older.pdf” is now your primary resume.');
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ resumeId: 'resume-2' });

    await person.click(screen.getByRole('button', { name: 'Delete tailored.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this resume?' });
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Delete tailored.pdf' })).toHaveFocus());
    await person.click(screen.getByRole('button', { name: 'Delete tailored.pdf' }));
    await person.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “tailored.pdf”.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your resumes' })).toHaveFocus();
  });

  it('says when there are no resumes yet', async () => {
    mockFetch({ [`GET /api/users/${userId}/resumes`]: () => jsonResponse(resumeList([])) });
    renderWithProviders(
      <MemoryRouter>
        <ResumeTab userId={userId} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/No resumes yet/)).toBeInTheDocument();
  });
});

describe('Notifications tab', () => {
  function fakeApi(preferences: Preferences = defaultPreferences('Europe/Berlin')) {
    return mockFetch({
      [`GET /api/users/${userId}/preferences`]: () => jsonResponse({ saved: true, preferences }),
      [`PUT /api/users/${userId}/preferences`]: (request) => jsonResponse({ saved: true, preferences: request.body }),
      [`GET /api/users/${userId}/notification-settings`]: () => jsonResponse(settings),
      [`PUT /api/users/${userId}/notification-settings`]: (request) =>
        jsonResponse({ ...settings, pendingAlertEmail: (request.body as { alertEmail: string }).alertEmail }),
      [`POST /api/users/${userId}/notifications/test`]: () =>
        jsonResponse({
          notificationId: 'n-1',
          email: { state: 'sent', message: null },
          push: { state: 'skipped', message: 'No browser has allowed push notifications for this account.' },
        }),
    });
  }

  it('saves the type and quiet hours into the preferences and the alert email on its own, then tests the saved settings', async () => {
    const api = fakeApi();
    const person = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <NotificationsTab userId={userId} />
      </MemoryRouter>,
    );
    await person.selectOptions(await screen.findByLabelText('Notification Type'), 'Both');
    // jsdom has no service workers: like an old browser, push is off and says why.
    expect(screen.getByRole('switch', { name: 'Push notifications in this browser' })).toBeDisabled();
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeInTheDocument();
    await person.selectOptions(screen.getByLabelText('Start'), '23:00');
    await person.type(screen.getByRole('textbox', { name: 'Email for alerts' }), 'jobs@example.org');
    expect(screen.getByRole('button', { name: 'Send test notification' })).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(screen.getByText(notificationSettingsMessages.pending('jobs@example.org'))).toBeInTheDocument();
    // What was stored is what the form shows: nothing left unsaved, so the test can be sent.
    expect(screen.getByRole('button', { name: 'Save notification settings' })).toBeDisabled();

    const saved = api.requests.find((request) => request.method === 'PUT' && request.path.endsWith('/preferences'))?.body as Preferences;
    expect(saved.searchSchedule).toMatchObject({ notificationType: 'Both', quietHours: { start: '23:00', end: '08:00' }, timezone: 'Europe/Berlin' });
    expect(saved.titles).toEqual([]);
    expect(api.requests.find((request) => request.path.endsWith('/notification-settings') && request.method === 'PUT')?.body).toEqual({
      alertEmail: 'jobs@example.org',
    });

    await person.click(screen.getByRole('button', { name: 'Send test notification' }));
    const results = await screen.findByRole('list', { name: 'Test notification results' });
    expect(results).toHaveTextContent('Email: sent.');
    expect(results).toHaveTextContent('Push: not sent. No browser has allowed push notifications for this account.');
  });

  it('refuses an address that is not one before sending anything, and tells a guest to add an account first', async () => {
    const api = fakeApi();
    const person = userEvent.setup();
    const view = renderWithProviders(
      <MemoryRouter>
        <NotificationsTab userId={userId} />
      </MemoryRouter>,
    );
    await person.type(await screen.findByRole('textbox', { name: 'Email for alerts' }), 'not an address');
    await person.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
    view.unmount();

    mockFetch({
      [`GET /api/users/${userId}/preferences`]: () => jsonResponse({ saved: false, preferences: defaultPreferences('UTC') }),
      [`GET /api/users/${userId}/notification-settings`]: () => jsonResponse({ ...settings, accountEmail: null }),
    });
    renderWithProviders(
      <MemoryRouter>
        <NotificationsTab userId={userId} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('textbox', { name: 'Email for alerts' })).toBeDisabled();
    expect(screen.getByText(notificationSettingsMessages.guestEmail)).toBeInTheDocument();
  });
});

describe('Delete Account', () => {
  it('deletes nothing until DELETE is typed, then deletes and hands over', async () => {
    const api = mockFetch({ [`POST /api/users/${userId}/delete-account`]: () => new Response(null, { status: 204 }) });
    const onDeleted = vi.fn();
    const person = userEvent.setup();
    renderWithProviders(<DeleteAccountDialog userId={userId} onDeleted={onDeleted} />);
    await person.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await person.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'delete');
    expect(confirm).toBeDisabled();
    await person.clear(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }));
    await person.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await person.click(confirm);
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api.requests[0]?.body).toEqual({ confirmation: 'DELETE' });
  });
});
