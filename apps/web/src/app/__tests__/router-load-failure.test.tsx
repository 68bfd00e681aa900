import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { signedInAs } from '@/test/auth-routes';
import { renderWithProviders } from '@/test/render';
import { AppRouter } from '../router';

// As when a tab opened before an update asks for a chunk the server no longer has.
vi.mock('../signed-in-router', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('says the app failed to load, with a way to reload, when its code cannot be fetched', async () => {
  const user = userEvent.setup();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  await signedInAs();
  renderWithProviders(<AppRouter />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The app failed to load. Reloading the page usually helps.');
  expect(logged).toHaveBeenCalledWith('Could not load the app', expect.any(Error));
  await user.click(screen.getByRole('button', { name: 'Reload page' }));
  expect(reload).toHaveBeenCalled();
});
