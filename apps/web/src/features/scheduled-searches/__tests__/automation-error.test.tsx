import { schedulerMessages } from '@seeker/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/mock-fetch';
import { errorResponse, fakeApi, freezeClock, now, renderSection, scheduleFixture } from './fixtures';

afterEach(() => vi.useRealTimers());

const retryPath = '/api/scheduled-searches/schedule-1/retry';
const cardName = 'Frontend Engineer, UI Developer';
// Scheduling failed 10 s ago and the scheduler asked for 120 s: 110 s to wait, "Retry in 2m".
const failing = scheduleFixture({
  cloudTaskId: null,
  nextRunAt: null,
  updatedAt: new Date(now.getTime() - 10_000).toISOString(),
  cloudTaskError: schedulerMessages.initializing,
  retryAfter: 120,
});

async function failingCard() {
  const article = await screen.findByRole('article', { name: cardName });
  return { article, retry: within(article).getByRole('button', { name: 'Retry' }) };
}

describe('Automation Error', () => {
  it('shows the badge, the error and "Retry in 2m"; Retry schedules again and clears it', async () => {
    freezeClock();
    const api = fakeApi([failing], {
      [`POST ${retryPath}`]: () => {
        api.state.schedules = [scheduleFixture()];
        return jsonResponse(scheduleFixture());
      },
    });
    const user = userEvent.setup();
    renderSection();
    const { article, retry } = await failingCard();
    expect(within(article).getByText('Automation Error')).toBeInTheDocument();
    expect(within(article).getByText(schedulerMessages.initializing)).toBeInTheDocument();
    expect(within(article).getByText('Retry in 2m')).toBeInTheDocument();
    expect(retry).toHaveAccessibleDescription(cardName);

    await user.click(retry);
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([retryPath]);
    await waitFor(() => expect(within(article).queryByText('Automation Error')).not.toBeInTheDocument());
    expect(within(article).queryByText('Retry in 2m')).not.toBeInTheDocument();
    expect(within(article).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(article).getByText('Mon, Nov 23, 9:00 AM GMT+1')).toBeInTheDocument();
  });

  it('drops the hint once the wait is over, re-checked every 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(now);
    fakeApi([failing]);
    renderSection();
    const { article } = await failingCard();
    expect(within(article).getByText('Retry in 2m')).toBeInTheDocument();
    // 60 s later: 50 s left.
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(article).getByText('Retry in 1m')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(article).queryByText(/^Retry in/)).not.toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says "Failed to retry cloud task" with the reason when scheduling fails again', async () => {
    freezeClock();
    const again = { ...failing, updatedAt: now.toISOString(), cloudTaskError: schedulerMessages.serverError, retryAfter: 60 };
    fakeApi([failing], { [`POST ${retryPath}`]: () => jsonResponse(again) });
    const user = userEvent.setup();
    renderSection();
    const { article, retry } = await failingCard();
    await user.click(retry);
    expect(await within(article).findByRole('alert')).toHaveTextContent(`Failed to retry cloud task: ${schedulerMessages.serverError}`);
  });

  it('says "Failed to retry cloud task" with the server’s message when the server refuses', async () => {
    freezeClock();
    fakeApi([failing], { [`POST ${retryPath}`]: () => errorResponse(401, 'Authentication required. Please sign in to retry cloud tasks.') });
    const user = userEvent.setup();
    renderSection();
    const { article, retry } = await failingCard();
    await user.click(retry);
    expect(await within(article).findByRole('alert')).toHaveTextContent(
      'Failed to retry cloud task: Authentication required. Please sign in to retry cloud tasks.',
    );
    expect(within(article).getByText('Automation Error')).toBeInTheDocument();
  });

  it('says "Error retrying cloud task" when the server cannot be reached', async () => {
    freezeClock();
    fakeApi([failing], {
      [`POST ${retryPath}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderSection();
    const { article, retry } = await failingCard();
    await user.click(retry);
    expect(await within(article).findByRole('alert')).toHaveTextContent(/^Error retrying cloud task$/);
  });
});
