import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { goToStep, openWizard, preferencesFixture, userId, wizardRoutes } from './fixtures';

// As when a tab opened before an update asks for a chunk the server no longer has.
vi.mock('../components/preferences-saved-dialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('says the preferences were saved when "Preferences Saved!" cannot be fetched, and asks again on the next save', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  await signedInAs({ id: userId });
  mockFetch(wizardRoutes({ saved: preferencesFixture({ titles: ['Engineer'] }) }));
  const user = userEvent.setup();
  const wizard = await openWizard(user);
  await goToStep(user, 'Review');
  await user.click(within(wizard).getByRole('button', { name: 'Finish' }));

  const notice = await screen.findByText('Your job preferences have been saved.');
  expect(notice.closest('[role="status"]')).not.toHaveClass('sr-only');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Your job preferences have been saved.')).not.toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('Could not load the Preferences Saved dialog', expect.any(Error));

  // The next save asks for the dialog's code again, and says it plainly again when that fails too.
  await user.click(screen.getByRole('button', { name: 'Job Preferences' }));
  await goToStep(user, 'Review');
  await user.click(within(screen.getByRole('dialog', { name: 'Job Preferences' })).getByRole('button', { name: 'Finish' }));
  expect(await screen.findByText('Your job preferences have been saved.')).toBeInTheDocument();
});
