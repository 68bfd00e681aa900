import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type MockRequest } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { createWrapper } from '@/test/render';
import { useWizardSubmit } from '../hooks/use-wizard-submit';
import { toWizardPreferences } from '../lib/wizard-state';
import { fireConfetti } from '../lib/fire-confetti';
import { onboardingDelays } from '../lib/onboarding-delays';
import { goToStep, openWizard, preferencesFixture, preferencesPath, userId, wizardDialog, wizardRoutes } from './fixtures';

vi.mock('../lib/fire-confetti', () => ({ fireConfetti: vi.fn(async () => undefined) }));

const saved = preferencesFixture({ titles: ['Engineer'], locations: ['Remote'] });

beforeEach(async () => {
  await signedInAs({ id: userId, isAnonymous: true });
  vi.mocked(fireConfetti).mockClear();
});

const puts = (requests: MockRequest[]) => requests.filter((request) => request.method === 'PUT');
const agentRuns = (requests: MockRequest[]) => requests.filter((request) => request.path === '/api/agents/run');

describe('preferences wizard', () => {
  it('opens with the saved preferences and moves with Next, Back and the progress bar', async () => {
    mockFetch(wizardRoutes({ saved }));
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    const steps = within(wizard).getByRole('navigation', { name: 'Wizard steps' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1Upload Resume', '2Basic Preferences', '3Advanced Preferences', '4Search Filters', '5Search Schedule', '6Review']);
    expect(within(steps).getByRole('button', { name: 'Upload Resume' })).toHaveAttribute('aria-current', 'step');
    expect(within(wizard).getByRole('button', { name: 'Back' })).toBeDisabled();

    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(within(steps).getByRole('button', { name: 'Basic Preferences' })).toHaveAttribute('aria-current', 'step');
    expect(await within(wizard).findByRole('button', { name: 'Remove Engineer' })).toBeInTheDocument();
    expect(within(wizard).getByRole('button', { name: 'Remove Remote' })).toBeInTheDocument();
    expect(within(wizard).getByRole('heading', { name: 'Basic Preferences', level: 3 })).toHaveFocus();

    await user.click(within(wizard).getByRole('button', { name: 'Back' }));
    expect(within(wizard).getByRole('heading', { name: 'Upload Resume', level: 3 })).toBeInTheDocument();

    await goToStep(user, 'Review');
    expect(within(steps).getByRole('button', { name: 'Review' })).toHaveAttribute('aria-current', 'step');
    expect(within(wizard).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(wizard).getByRole('button', { name: 'Finish' })).toBeEnabled();

    await user.click(within(wizard).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves: roles become titles, the wizard closes, the success dialog appears and the first search starts', async () => {
    const { requests } = mockFetch(wizardRoutes({ saved }));
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await goToStep(user, 'Basic Preferences');
    await user.type(within(wizard).getByLabelText('Job Roles'), 'Architect{Enter}');
    await goToStep(user, 'Search Schedule');
    await user.click(within(wizard).getByRole('checkbox', { name: 'Enable Automated Job Search' }));
    await goToStep(user, 'Review');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));

    const success = await screen.findByRole('dialog', { name: 'Preferences Saved! 🎉' });
    expect(screen.queryByRole('dialog', { name: 'Job Preferences' })).not.toBeInTheDocument();
    expect(success).toHaveTextContent('saved');
    expect(success).toHaveTextContent('best job matches');
    const [put] = puts(requests);
    expect(put?.path).toBe(preferencesPath);
    expect(put?.body).toMatchObject({ titles: ['Engineer', 'Architect'], locations: ['Remote'], searchSchedule: { enabled: true } });
    expect(put?.body).not.toHaveProperty('roles');

    await waitFor(() => expect(fireConfetti).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(agentRuns(requests)).toHaveLength(1), { timeout: 2000 });
    expect(agentRuns(requests)[0]?.body).toMatchObject({
      message: 'find me jobs based on my preferences',
      context: { user_id: userId, firebase_uid: userId, is_anonymous: true, source: 'preferences_onboarding' },
      session_id: expect.stringMatching(/^onboarding-\d+$/),
    });
    expect(window.localStorage.getItem(`seeker:${userId}:completed-onboarding`)).toBe('true');
    expect(window.localStorage.getItem(`seeker:${userId}:first-login`)).toBe('true');

    await user.click(within(success).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Reopening shows what was just saved.
    await user.click(screen.getByRole('button', { name: 'Job Preferences' }));
    await goToStep(user, 'Basic Preferences');
    expect(within(wizardDialog()).getByRole('button', { name: 'Remove Architect' })).toBeInTheDocument();
  });

  it('does not start the first search when the schedule is off', async () => {
    const { requests } = mockFetch(wizardRoutes({ saved }));
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await goToStep(user, 'Review');
    // The clock is the test's from Finish on: well past the moment the first search would start.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
      await screen.findByRole('dialog', { name: 'Preferences Saved! 🎉' });
      await act(() => vi.advanceTimersByTimeAsync(onboardingDelays.backgroundSearch * 3));
    } finally {
      vi.useRealTimers();
    }
    expect(puts(requests)).toHaveLength(1);
    expect(agentRuns(requests)).toHaveLength(0);
  });

  it('only warns when the first search cannot start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      ...wizardRoutes({ saved: preferencesFixture({ titles: ['Engineer'], searchSchedule: { ...saved.searchSchedule, enabled: true } }) }),
      'POST /api/agents/run': () => jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500),
    });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await goToStep(user, 'Review');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
    const success = await screen.findByRole('dialog', { name: 'Preferences Saved! 🎉' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not start the onboarding job search', expect.anything()), { timeout: 2000 });
    expect(success).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a failed save shows Error saving preferences. with the reason, alerts, and keeps what was typed', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const reason = 'Invalid body titles: Too many titles';
    mockFetch({
      ...wizardRoutes({ saved }),
      [`PUT ${preferencesPath}`]: () => jsonResponse({ error: { code: 'VALIDATION_ERROR', message: reason } }, 400),
    });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await goToStep(user, 'Basic Preferences');
    await user.type(within(wizard).getByLabelText('Locations'), 'Lisbon{Enter}');
    await goToStep(user, 'Review');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));

    const error = await within(wizard).findByRole('alert');
    expect(error).toHaveTextContent('Error saving preferences.');
    expect(error).toHaveTextContent(reason);
    expect(alert).toHaveBeenCalledWith('Failed to save preferences. Please try again.');
    expect(screen.queryByRole('dialog', { name: 'Preferences Saved! 🎉' })).not.toBeInTheDocument();
    expect(within(wizard).getByRole('button', { name: 'Finish' })).toBeEnabled();
    await goToStep(user, 'Basic Preferences');
    expect(within(wizard).getByRole('button', { name: 'Remove Lisbon' })).toBeInTheDocument();
    expect(window.localStorage.getItem(`seeker:${userId}:first-login`)).toBeNull();
  });

  it('also fails with Error saving preferences. when the server cannot be reached', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockFetch({
      ...wizardRoutes({ saved }),
      [`PUT ${preferencesPath}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await goToStep(user, 'Review');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
    expect(await within(wizard).findByRole('alert')).toHaveTextContent('Error saving preferences.');
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('reads Saving... with every control disabled while saving, and ignores a second Finish', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { requests } = mockFetch({
      ...wizardRoutes({ saved }),
      [`PUT ${preferencesPath}`]: async (request) => {
        await held;
        return jsonResponse({ saved: true, preferences: request.body });
      },
    });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await goToStep(user, 'Review');
    const finish = within(wizard).getByRole('button', { name: 'Finish' });
    await user.click(finish);
    const saving = await within(wizard).findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    await user.click(saving);
    expect(within(wizard).getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(within(wizard).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(within(wizard).getByRole('button', { name: 'Upload Resume' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(wizardDialog()).toBeInTheDocument();
    release();
    await screen.findByRole('dialog', { name: 'Preferences Saved! 🎉' });
    expect(puts(requests)).toHaveLength(1);
  });

  it('alerts and saves nothing when nobody is signed in', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { requests } = mockFetch(wizardRoutes({ saved }));
    const onSaved = vi.fn();
    const { result } = renderHook(() => useWizardSubmit({ onUploaded: vi.fn(), onSaved }), { wrapper: createWrapper() });
    await act(() => result.current.submit({ userId: undefined, preferences: toWizardPreferences(saved), resumeFile: null }));
    expect(alert).toHaveBeenCalledWith('Failed to save preferences. Please try again.');
    expect(requests).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
