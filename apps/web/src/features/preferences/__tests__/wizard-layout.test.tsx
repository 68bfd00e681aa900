import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { renderWithProviders } from '@/test/render';
import { PreferencesWizardProvider } from '../components/preferences-wizard-provider';
import { wizardStepNames } from '../components/wizard-steps';
import { OpenWizardButton, goToStep, openWizard, preferencesFixture, preferencesPath, userId, wizardDialog, wizardRoutes } from './fixtures';

vi.mock('../lib/fire-confetti', () => ({ fireConfetti: vi.fn(async () => undefined) }));

// jsdom does no layout, so these check the structure the layout rests on; the e2e suite measures it in Chromium.
beforeEach(async () => {
  await signedInAs({ id: userId });
});

const stepBody = () => within(wizardDialog()).getByTestId('wizard-step-body');

describe('wizard layout', () => {
  it('keeps Back and Next (or Finish) outside the scrolling step body, and the dialog one size, on every step', async () => {
    mockFetch(wizardRoutes({ saved: preferencesFixture() }));
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    const size = wizard.className;
    expect(size).toMatch(/\bh-\[min\(/);
    expect(size).toContain('overflow-hidden');

    for (const step of wizardStepNames) {
      await goToStep(user, step);
      const body = stepBody();
      expect(within(body).getByRole('heading', { name: step, level: 3 })).toBeInTheDocument();
      expect(body.className).toContain('overflow-y-auto');
      expect(body.className).toContain('min-h-0');
      const forward = within(wizard).getByRole('button', { name: step === 'Review' ? 'Finish' : 'Next' });
      for (const button of [forward, within(wizard).getByRole('button', { name: 'Back' })]) {
        expect(body.contains(button)).toBe(false);
        expect(wizard.contains(button)).toBe(true);
      }
      expect(body.contains(within(wizard).getByRole('navigation', { name: 'Wizard steps' }))).toBe(false);
      expect(wizard.className).toBe(size);
    }
  });

  it('starts each step scrolled to the top', async () => {
    mockFetch(wizardRoutes({ saved: preferencesFixture() }));
    const user = userEvent.setup();
    await openWizard(user);
    await goToStep(user, 'Basic Preferences');
    const first = stepBody();
    first.scrollTop = 300;
    await user.click(within(wizardDialog()).getByRole('button', { name: 'Next' }));
    expect(stepBody()).not.toBe(first);
    expect(stepBody().scrollTop).toBe(0);
  });

  it('uses the same size while the saved preferences load, so the dialog does not jump when they arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    mockFetch({ ...wizardRoutes({ saved: preferencesFixture() }), [`GET ${preferencesPath}`]: () => pending });
    const user = userEvent.setup();
    renderWithProviders(
      <PreferencesWizardProvider>
        <OpenWizardButton />
      </PreferencesWizardProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Job Preferences' }));
    await screen.findByRole('status', { name: 'Loading preferences' });
    const loadingSize = wizardDialog().className;
    answer(jsonResponse({ saved: true, preferences: preferencesFixture() }));
    await screen.findByRole('heading', { name: 'Upload Resume', level: 3 });
    expect(wizardDialog().className).toBe(loadingSize);
  });
});
