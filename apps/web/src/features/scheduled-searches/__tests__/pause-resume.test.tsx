import type { ScheduledSearch } from '@seeker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/mock-fetch';
import { deferred, errorResponse, fakeApi, freezeClock, listPath, renderSection, scheduleFixture } from './fixtures';

beforeEach(() => freezeClock());
afterEach(() => vi.useRealTimers());

const patchPath = '/api/scheduled-searches/schedule-1';
const cardName = 'Frontend Engineer, UI Developer';
const detail = (article: HTMLElement, term: string) => within(article).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('Pause / Resume', () => {
  it('pauses at once, keeps the server’s answer and reads the list again', async () => {
    const { promise: answer, resolve: release } = deferred<Response>();
    const api = fakeApi([scheduleFixture()], { [`PATCH ${patchPath}`]: () => answer });
    const user = userEvent.setup();
    const { onChanged } = renderSection();
    const article = await screen.findByRole('article', { name: cardName });

    await user.click(within(article).getByRole('button', { name: 'Pause' }));
    // Before the server answers.
    expect(within(article).getByText('Paused')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(detail(article, 'Next run')).toHaveTextContent('Not scheduled');
    expect(api.requests.find((request) => request.method === 'PATCH')).toEqual({ method: 'PATCH', path: patchPath, body: { status: 'paused' } });

    const paused: ScheduledSearch = { ...scheduleFixture(), status: 'paused', cloudTaskId: null, nextRunAt: null };
    api.state.schedules = [paused];
    release(jsonResponse(paused));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(api.lists()).toBe(2));
    expect(within(article).getByText('Paused')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the card back and says why when the server refuses', async () => {
    const { promise: answer, resolve: release } = deferred<Response>();
    let reads = 0;
    fakeApi([scheduleFixture()], {
      [`PATCH ${patchPath}`]: () => answer,
      // Only the first read answers: what the card shows after the failure is the rollback, not a re-read.
      [`GET ${listPath}`]: () => (++reads === 1 ? jsonResponse({ scheduledSearches: [scheduleFixture()] }) : deferred<Response>().promise),
    });
    const user = userEvent.setup();
    renderSection();
    const article = await screen.findByRole('article', { name: cardName });

    await user.click(within(article).getByRole('button', { name: 'Pause' }));
    expect(within(article).getByText('Paused')).toBeInTheDocument();

    release(errorResponse(401, 'Authentication required. Please sign in to update scheduled searches.'));
    expect(await within(article).findByRole('alert')).toHaveTextContent(
      'Error updating schedule: Authentication required. Please sign in to update scheduled searches.',
    );
    expect(within(article).getByText('Active')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(detail(article, 'Next run')).toHaveTextContent('Mon, Nov 23, 9:00 AM GMT+1');

    await user.click(within(article).getByRole('button', { name: 'Dismiss' }));
    expect(within(article).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resumes a paused schedule', async () => {
    const paused = scheduleFixture({ status: 'paused', nextRunAt: null });
    const api = fakeApi([paused], {
      [`PATCH ${patchPath}`]: () => {
        api.state.schedules = [scheduleFixture()];
        return jsonResponse(scheduleFixture());
      },
    });
    const user = userEvent.setup();
    renderSection();
    const article = await screen.findByRole('article', { name: cardName });
    await user.click(within(article).getByRole('button', { name: 'Resume' }));
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ status: 'active' });
    expect(await within(article).findByText('Active')).toBeInTheDocument();
    await waitFor(() => expect(detail(article, 'Next run')).toHaveTextContent('Mon, Nov 23, 9:00 AM GMT+1'));
  });
});
