import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { JobsScreen } from '../components/jobs-screen';
import {
  jobs,
  run,
  runId,
  runPath,
  runsAnswer,
  renderScreen,
  resetSearchBetweenTests,
  session,
  sessionId,
  sessionPath,
  storeStartedSearch,
} from './jobs-screen-fixtures';

resetSearchBetweenTests();

describe('Job Listings', () => {
  it('starts a search, shows its live stages, then the ranked results with reasons, sources and the failed one', async () => {
    let state = run('running');
    let finish: (response: Response) => void = () => {};
    const { requests } = mockFetch({
      'POST /api/agents/run-job-search': () => new Promise((resolve) => (finish = resolve)),
      [runPath]: () => runsAnswer(state),
      [sessionPath]: () => jsonResponse(session()),
    });
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Jumpstart Your Career' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Your Search' }));

    expect(await screen.findByRole('heading', { name: 'Searching for jobs and researching companies...' })).toBeInTheDocument();
    expect(await screen.findByText('Acme Robotics: 12 jobs')).toBeInTheDocument();
    expect(screen.getByText('Globex (Lever): failed — did not answer within 10 s')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      body: { user_id: 'user-1', run_id: runId },
      prefer: 'respond-async',
    });
    expect(window.sessionStorage.getItem('active-session-id')).toBe(sessionId);
    expect(window.sessionStorage.getItem(`session-started-${sessionId}`)).toBe('true');

    state = run('done');
    finish(jsonResponse({ session_id: sessionId, run_id: runId, job_listings: { jobs }, company_research: [], sources: [] }));
    expect(await screen.findByRole('heading', { name: 'Found 2 job opportunities tailored to your profile' })).toBeInTheDocument();
    expect(screen.getByText(sessionId.slice(-8))).toBeInTheDocument();
    expect(screen.getByText('Company research is complete for 2 companies.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('One source could not be searched this time:')).toBeInTheDocument();
    expect(screen.getByText('Globex (Lever): did not answer within 10 s')).toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('92% match')).toBeInTheDocument();
    expect(first.getByText('Title matches "Frontend Engineer"; skills: React, TypeScript')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /via Greenhouse/ })).toHaveAttribute('href', 'https://boards.example/acme/1');
    expect(first.getByRole('link', { name: 'Tailor resume for Senior Frontend Engineer' })).toHaveAttribute(
      'href',
      `/resume-tailoring/job-${sessionId}-0`,
    );
    expect(first.getByRole('link', { name: 'Research Acme Robotics' })).toHaveAttribute('href', `/company-research/job-${sessionId}-0`);
    expect(within(cards[1]!).getByText('Salary not specified')).toBeInTheDocument();
  });

  it('follows a search the server accepted at once (202) through its run to its results', async () => {
    let state = run('running');
    mockFetch({
      'POST /api/agents/run-job-search': () => jsonResponse({ status: 'accepted', run_id: runId }, 202),
      [runPath]: () => runsAnswer(state),
      [sessionPath]: () => jsonResponse(session()),
    });
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Start Your Search' }));
    expect(await screen.findByText('Acme Robotics: 12 jobs')).toBeInTheDocument();
    // Accepted is not finished: the screen keeps following the run, and shows no results yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_200)));
    expect(screen.getByRole('heading', { name: 'Searching for jobs and researching companies...' })).toBeInTheDocument();
    state = run('done');
    expect(
      await screen.findByRole('heading', { name: 'Found 2 job opportunities tailored to your profile' }, { timeout: 3_000 }),
    ).toBeInTheDocument();
  });

  it('keeps following its search while the server cannot be reached, says so, and shows the results once it answers', async () => {
    let reachable = true;
    let state = run('running');
    mockFetch({
      'POST /api/agents/run-job-search': () => jsonResponse({ status: 'accepted', run_id: runId }, 202),
      [runPath]: () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return runsAnswer(state);
      },
      [sessionPath]: () => jsonResponse(session()),
    });
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Start Your Search' }));
    expect(await screen.findByText('Acme Robotics: 12 jobs')).toBeInTheDocument();
    reachable = false;
    expect(await screen.findByText(/Cannot reach the server right now/, {}, { timeout: 8_000 })).toBeInTheDocument();
    // Still the search, not an error with a way to start another one.
    expect(screen.getByRole('heading', { name: 'Searching for jobs and researching companies...' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    state = run('done');
    reachable = true;
    expect(
      await screen.findByRole('heading', { name: 'Found 2 job opportunities tailored to your profile' }, { timeout: 8_000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('says why an accepted search failed, from its run', async () => {
    const reason = 'No job source answered. Please try again later.';
    mockFetch({
      'POST /api/agents/run-job-search': () => jsonResponse({ status: 'accepted', run_id: runId }, 202),
      [runPath]: () => runsAnswer({ ...run('failed'), error: reason }),
    });
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Start Your Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });

  it('keeps its search across navigation: a stored, finished session shows its results without a new search', async () => {
    storeStartedSearch();
    const { requests } = mockFetch({ [runPath]: () => runsAnswer(run('done')), [sessionPath]: () => jsonResponse(session()) });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Found 2 job opportunities tailored to your profile' })).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("never shows another user's search left on the tab", async () => {
    vi.mocked(crypto.randomUUID).mockReturnValue('99999999-2222-4333-8444-555555555555');
    storeStartedSearch('someone-else');
    const { requests } = mockFetch({});
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Jumpstart Your Career' })).toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(window.sessionStorage.getItem('active-session-id')).toBe('session-99999999-2222-4333-8444-555555555555');
  });

  it('says a search the server never recorded is no longer running, and stops asking', async () => {
    storeStartedSearch();
    const { requests } = mockFetch({ [runPath]: () => runsAnswer(null) });
    // The polls run on the test's clock, moved on rather than waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    try {
      renderScreen();
      expect(await screen.findByText('This search is no longer running. Please start a new one.', undefined, { timeout: 5000 })).toBeInTheDocument();
      const asked = requests.length;
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(requests).toHaveLength(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the server cannot be reached when the connection fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Start Your Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Cannot connect to server. Make sure the server is running at ${window.location.origin}`,
    );
  });

  it("shows the server's reason when the search cannot start, with a way to the preferences", async () => {
    const onOpenPreferences = vi.fn();
    mockFetch({
      'POST /api/agents/run-job-search': () =>
        jsonResponse({ error: { code: 'VALIDATION_ERROR', message: 'Set your job preferences first: add at least one job title.' } }, 400),
      [runPath]: () => runsAnswer(null),
    });
    renderWithProviders(
      <MemoryRouter>
        <JobsScreen userId="user-1" onOpenPreferences={onOpenPreferences} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start Your Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Set your job preferences first');
    await userEvent.click(screen.getByRole('button', { name: 'Set Job Preferences' }));
    expect(onOpenPreferences).toHaveBeenCalled();
  });

  it('says Authentication Required when the session has ended', async () => {
    storeStartedSearch();
    mockFetch({ [runPath]: () => jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'User must be authenticated' } }, 401) });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to access job listings.')).toBeInTheDocument();
  });
});
