import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { deferred, errorResponse, listPath, renderSection, scheduleFixture } from './fixtures';

describe('scheduled searches: empty, loading and load failure', () => {
  it('shows a skeleton, then the empty state whose button opens the wizard at the schedule step', async () => {
    const { promise: answer, resolve: release } = deferred<Response>();
    mockFetch({ [`GET ${listPath}`]: () => answer });
    const user = userEvent.setup();
    const { onEditSchedule } = renderSection();
    const loading = screen.getByText('Loading scheduled searches');
    expect(loading).toHaveAttribute('role', 'status');
    expect(loading.parentElement).toHaveAttribute('aria-busy', 'true');

    release(jsonResponse({ scheduledSearches: [] }));
    expect(await screen.findByText('No Scheduled Searches')).toBeInTheDocument();
    expect(screen.getByText(/Search Schedule step/)).toHaveTextContent(
      'Turn on Enable Automated Job Search in Job Preferences (Search Schedule step) to have searches run for you.',
    );
    expect(screen.queryByText('Loading scheduled searches')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set Up a Schedule' }));
    expect(onEditSchedule).toHaveBeenCalledTimes(1);
  });

  it('says "Failed to load schedules" with the server’s reason; Try again reads the list again', async () => {
    let calls = 0;
    mockFetch({
      [`GET ${listPath}`]: () => {
        calls += 1;
        return calls === 1 ? errorResponse(500, 'The database is not answering') : jsonResponse({ scheduledSearches: [scheduleFixture()] });
      },
    });
    const user = userEvent.setup();
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load schedules');
    expect(alert).toHaveTextContent('The database is not answering');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Frontend Engineer, UI Developer' })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Error loading schedules" when the server cannot be reached', async () => {
    mockFetch({
      [`GET ${listPath}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderSection();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading schedules'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
