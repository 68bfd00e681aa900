import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { describe, expect, it } from 'vitest';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';

import {
  jobs,
  run,
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

describe('Job Listings: the results', () => {
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
});
