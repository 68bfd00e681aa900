import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, jobsFixture, renderDashboard } from './fixtures';

// As when a tab opened before an update asks for a chunk the server no longer has: the cards' code comes
// once there is something to show, and here it cannot be fetched.
vi.mock('../components/saved-job-card', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('cards whose code cannot be fetched', () => {
  it('says the saved jobs could not be loaded, with a way to try again, and keeps the section', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ jobs: jobsFixture(4) });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your saved jobs could not be loaded. Check your connection, then try again.');
    expect(logged).toHaveBeenCalledWith('Could not load the saved-job cards', expect.any(Error));
    expect(screen.getByRole('heading', { name: 'Saved Jobs', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View All (4)' })).toBeInTheDocument();

    // Asking again asks for the code again (still failing here), and says so again.
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your saved jobs could not be loaded.');
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
