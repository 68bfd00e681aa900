import { defaultPreferences } from '@seeker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { jsonResponse, mockFetch, type MockRequest } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { scheduleFixture } from './fixtures';
import { resumeList } from '@/test/resume-list';

vi.mock('@/features/preferences/lib/fire-confetti', () => ({ fireConfetti: vi.fn(async () => undefined) }));

// The whole app at "/": the dashboard route wires the section to the app's preferences wizard.
const userId = 'user-7';
const listPath = `/api/users/${userId}/scheduled-searches`;
const saved = { ...defaultPreferences('Europe/Berlin'), titles: ['Frontend Engineer'] };

function appRoutes() {
  return mockFetch({
    [`GET /api/users/${userId}/preferences`]: () => jsonResponse({ saved: true, preferences: saved }),
    [`PUT /api/users/${userId}/preferences`]: (request: MockRequest) => jsonResponse({ saved: true, preferences: request.body }),
    [`GET /api/users/${userId}/resumes`]: () => jsonResponse(resumeList([])),
    [`GET /api/users/${userId}/dashboard`]: () =>
      jsonResponse({
        stats: { jobsFound: 0, applications: 0, interviews: 0, offers: 0 },
        savedJobs: { jobs: [], total: 0, nextOffset: null },
        searchRunning: false,
      }),
    [`GET ${listPath}`]: () =>
      jsonResponse({ scheduledSearches: [scheduleFixture({ userId, preferences: { titles: ['Frontend Engineer'], locations: [] } })] }),
    'POST /api/agents/run': () => jsonResponse({ status: 'accepted', requestId: 'run-1' }, 202),
  });
}

const wizard = () => screen.getByRole('dialog', { name: 'Job Preferences' });

beforeEach(async () => {
  await signedInAs({ id: userId, isAnonymous: false });
});

describe('Edit a scheduled search', () => {
  it('opens the wizard at the Search Schedule step; Job Preferences still opens it at the start; a save reads the list again', async () => {
    const { requests } = appRoutes();
    const lists = () => requests.filter((request) => request.method === 'GET' && request.path === listPath).length;
    const user = userEvent.setup();
    await renderApp('/');

    const section = (await screen.findByRole('heading', { level: 2, name: 'Scheduled Searches' })).closest('section')!;
    // Between the tiles and Saved Jobs.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Scheduled Searches')).toBe(headings.indexOf('Saved Jobs') - 1);
    const card = await within(section).findByRole('article', { name: 'Frontend Engineer' });
    const edit = within(card).getByRole('button', { name: 'Edit' });

    await user.click(edit);
    // The wizard's steps arrive with their code (a chunk of their own) after the dialog opens.
    expect(await screen.findByRole('heading', { level: 3, name: 'Search Schedule' })).toBeInTheDocument();
    expect(wizard()).toHaveAccessibleDescription('Step 5 of 6: Search Schedule');
    expect(await within(wizard()).findByRole('checkbox', { name: 'Enable Automated Job Search' })).toBeInTheDocument();

    await user.click(within(wizard()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Job Preferences' })).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Job Preferences' }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Job Preferences' })).findByRole('heading', { level: 3, name: 'Upload Resume' }),
    ).toBeInTheDocument();

    const before = lists();
    await user.click(within(wizard()).getByRole('button', { name: 'Review' }));
    await user.click(within(wizard()).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(lists()).toBe(before + 1));
  });
});
