import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { renderWithProviders } from '@/test/render';
import { PreferencesWizardProvider } from '../components/preferences-wizard-provider';
import { OpenWizardButton, userId, wizardRoutes } from './fixtures';

// As when a tab opened before an update asks for a chunk the server no longer has.
vi.mock('../components/preferences-wizard-form', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('says the wizard could not load, with a way to try again, when its code cannot be fetched', async () => {
  const user = userEvent.setup();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  await signedInAs({ id: userId });
  mockFetch(wizardRoutes());
  renderWithProviders(
    <PreferencesWizardProvider>
      <OpenWizardButton />
    </PreferencesWizardProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Job Preferences' }));
  const alert = await within(await screen.findByRole('dialog', { name: 'Job Preferences' })).findByRole('alert');
  expect(alert).toHaveTextContent('Could not load the wizard.');
  expect(logged).toHaveBeenCalledWith('Could not load the preferences wizard', expect.any(Error));
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
