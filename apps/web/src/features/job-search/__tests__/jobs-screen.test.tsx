import type { AgentRunStatus, JobSearchSession, SearchEvent } from '@seeker/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { JobsScreen } from '../components/jobs-screen';

const runId = '11111111-2222-4333-8444-555555555555';
const sessionId = `session-${runId}`;
// The screen looks its run up by id (GET /api/agents/runs?runId=…): none while the start request is on its way.
const runPath = 'GET /api/agents/runs';
const runsAnswer = (found: unknown) => jsonResponse({ runs: found ? [found] : [] });
const sessionPath = `GET /api/job-search-sessions/${sessionId}`;

const event = (seq: number, rest: Omit<SearchEvent, 'seq' | 'at'>): SearchEvent => ({ seq, at: '2026-11-22T07:00:00Z', ...rest });
const runningEvents = [
  event(0, { stage: 'started' }),
  event(1, { stage: 'source', source: { name: 'greenhouse:acme', label: 'Acme Robotics', status: 'ok', count: 12 } }),
  event(2, {
    stage: 'source',
    source: { name: 'lever:globex', label: 'Globex (Lever)', status: 'failed', count: 0, error: 'did not answer within 10 s' },
  }),
];
const run = (status: AgentRunStatus['status'], events = runningEvents): AgentRunStatus => ({
  runId,
  status,
  sessionId: status === 'done' ? sessionId : null,
  error: null,
  events,
});

const jobs = [
  createSavedJob({
    id: `job-${sessionId}-0`,
    listingNumber: 1,
    title: 'Senior Frontend Engineer',
    matchScore: 92,
    matchReason: 'Title matches "Frontend Engineer"; skills: React, TypeScript',
    remote: true,
  }),
  createSavedJob({
    id: `job-${sessionId}-1`,
    listingNumber: 2,
    title: 'Platform Engineer',
    matchScore: 61,
    sourceLabel: 'Remote OK',
    sourceUrl: 'https://remoteok.example/1',
    salary: 'Not specified',
    salaryRange: null,
  }),
];
const session = (overrides: Partial<JobSearchSession> = {}): JobSearchSession => ({
  sessionId,
  status: 'active',
  jobCount: jobs.length,
  createdAt: '2026-11-22T07:00:00Z',
  lastUpdated: '2026-11-22T07:00:00Z',
  sources: runningEvents.flatMap((item) => (item.source ? [item.source] : [])),
  companyCount: 2,
  jobs,
  ...overrides,
});

/** What the screen left in session storage for user-1's started search. */
function storeStartedSearch(userId = 'user-1') {
  window.sessionStorage.setItem('active-session-id', sessionId);
  window.sessionStorage.setItem(`session-started-${sessionId}`, 'true');
  window.sessionStorage.setItem(`session-${sessionId}`, JSON.stringify({ userId, runId }));
}

function renderScreen() {
  return renderWithProviders(
    <MemoryRouter>
      <JobsScreen userId="user-1" />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(runId);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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

  it('filters and sorts the results without a new search', async () => {
    storeStartedSearch();
    mockFetch({ [runPath]: () => runsAnswer(run('done')), [sessionPath]: () => jsonResponse(session()) });
    renderScreen();
    await screen.findByRole('list', { name: 'Jobs' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    expect(within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
  });

  it('with applied jobs hidden, hands focus on only when a move hides the card', async () => {
    storeStartedSearch();
    const applied = createSavedJob({ id: `job-${sessionId}-2`, listingNumber: 3, title: 'Data Engineer', status: 'applied' });
    mockFetch({
      [runPath]: () => runsAnswer(run('done')),
      [sessionPath]: () => jsonResponse(session({ jobs: [...jobs, applied], jobCount: 3 })),
      [`PATCH /api/jobs/job-${sessionId}-0`]: (request) => jsonResponse({ ...jobs[0]!, ...(request.body as object) }),
    });
    renderScreen();
    await screen.findByRole('list', { name: 'Jobs' });
    const user = userEvent.setup();
    const hide = screen.getByRole('checkbox', { name: 'Hide jobs I applied to' });
    await user.click(hide);
    // A move the filter keeps (Researching): the card stays, and a later change of the filters keeps focus where it is.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Senior Frontend Engineer' }), 'Researching');
    await user.click(hide);
    expect(hide).toHaveFocus();
    await user.click(hide);
    // A move the filter hides (Applied): focus goes to the card now in its place.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Senior Frontend Engineer' }), 'Applied');
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Platform Engineer' })).toHaveFocus());
  });

  it('puts a favourite back and says so when saving it fails', async () => {
    storeStartedSearch();
    mockFetch({
      [runPath]: () => runsAnswer(run('done')),
      [sessionPath]: () => jsonResponse(session()),
      [`PATCH /api/jobs/job-${sessionId}-0`]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
    });
    renderScreen();
    const heart = await screen.findByRole('button', { name: 'Favourite Senior Frontend Engineer' });
    await userEvent.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update favorite status.');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('deletes a job and Clears All once asked, each time after saying what goes: Cancel or Escape changes nothing', async () => {
    storeStartedSearch();
    let stored = session();
    const { requests } = mockFetch({
      [runPath]: () => runsAnswer(run('done')),
      [sessionPath]: () => jsonResponse(stored),
      [`DELETE /api/jobs/job-${sessionId}-1`]: () => {
        stored = session({ jobs: jobs.slice(0, 1), jobCount: 1 });
        return new Response(null, { status: 204 });
      },
      [`DELETE /api/job-search-sessions/${sessionId}`]: () => new Response(null, { status: 204 }),
    });
    renderScreen();
    const deleteButton = await screen.findByRole('button', { name: 'Delete Platform Engineer' });
    await userEvent.click(deleteButton);
    const question = await screen.findByRole('alertdialog', { name: 'Delete this job?' });
    expect(question).toHaveTextContent('Platform Engineer at');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleteButton).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Platform Engineer' })).toBeInTheDocument();
    await userEvent.click(deleteButton);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Platform Engineer' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByRole('alertdialog', { name: 'Clear all results?' })).toHaveTextContent(
      'Jobs you track, and jobs an earlier search also found, stay on your dashboard.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveFocus();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByRole('heading', { name: 'Jumpstart Your Career' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `/api/jobs/job-${sessionId}-1`,
      `/api/job-search-sessions/${sessionId}`,
    ]);
    expect(window.sessionStorage.getItem(`session-started-${sessionId}`)).toBeNull();
  });

  it('says No Jobs Found, and Try Again starts a new search', async () => {
    storeStartedSearch();
    const { requests } = mockFetch({
      [runPath]: () => runsAnswer(run('done')),
      [sessionPath]: () => jsonResponse(session({ jobs: [], jobCount: 0, companyCount: 0 })),
      'POST /api/agents/run-job-search': () => new Promise(() => {}),
    });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No Jobs Found' })).toBeInTheDocument();
    expect(screen.getByText('No open posting matched your preferences this time. Widen them, or try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
  });

  it('says why there was nothing to match when the job index is empty, instead of asking to widen the preferences', async () => {
    storeStartedSearch();
    const reason = 'No job feed is switched on for this Seeker, so its job index is empty.';
    mockFetch({
      [runPath]: () => runsAnswer(run('done')),
      [sessionPath]: () =>
        jsonResponse(
          session({
            jobs: [],
            jobCount: 0,
            companyCount: 0,
            sources: [{ name: 'index', label: 'Postings index', status: 'skipped', count: 0, error: reason }],
          }),
        ),
    });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No Jobs Found' })).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(/Widen them/)).not.toBeInTheDocument();
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
