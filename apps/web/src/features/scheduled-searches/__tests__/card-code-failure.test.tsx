import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeApi, freezeClock, renderSection, scheduleFixture } from './fixtures';

// As when a tab opened before an update asks for a chunk the server no longer has: the cards' code comes
// once there is a schedule to show, and here it cannot be fetched.
vi.mock('../components/scheduled-search-parts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeEach(() => freezeClock());
afterEach(() => vi.useRealTimers());

it('says the scheduled searches could not be loaded, with a way to try again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeApi([scheduleFixture()]);
  renderSection();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your scheduled searches could not be loaded. Check your connection, then try again.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
