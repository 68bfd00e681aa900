import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type MockRequest } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { renderWithProviders } from '@/test/render';
import { PreferencesWizardProvider } from '../components/preferences-wizard-provider';
import { fireConfetti } from '../lib/fire-confetti';
import { onboardingFlagKey } from '../lib/onboarding-flags';
import { OpenWizardButton, preferencesFixture, preferencesPath, userId, wizardRoutes } from './fixtures';

vi.mock('../lib/fire-confetti', () => ({ fireConfetti: vi.fn(async () => undefined) }));

const seenKey = onboardingFlagKey(userId, 'seen-preferences-modal');
const completedKey = onboardingFlagKey(userId, 'completed-onboarding');

// The wizard's steps and the saved dialog come as chunks of their own when it first opens; compiled
// here, before the fake clock, their imports settle within the few turns `until` waits.
beforeAll(async () => {
  await Promise.all([import('../components/preferences-wizard-form'), import('../components/preferences-saved-dialog')]);
});

// Testing Library's async helpers and user-event wait on a setTimeout(0), which a fake clock never
// fires; these tests click with fireEvent and move the clock themselves.
beforeEach(async () => {
  // The client reads the session before the clock stops.
  await signedInAs({ id: userId, isAnonymous: false });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.mocked(fireConfetti).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs what is due now (query notifications are a setTimeout 0) and lets pending fetches settle, without moving the clock. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  });
}

async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (check()) return;
    await flush();
  }
  throw new Error('condition not met');
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Renders the app shell and waits until the app-load preferences check has answered (the clock stays put). */
async function renderApp() {
  const view = renderWithProviders(
    <PreferencesWizardProvider>
      <OpenWizardButton />
    </PreferencesWizardProvider>,
  );
  await until(() => {
    const status = view.queryClient.getQueryState(['preferences', userId])?.status;
    return status === 'success' || status === 'error';
  });
  await flush();
  return view;
}

const wizard = () => screen.queryByRole('dialog', { name: 'Job Preferences' });

describe('onboarding on app load', () => {
  it('opens the wizard 500 ms after load for a new user, and marks it seen', async () => {
    mockFetch(wizardRoutes({ isSaved: false }));
    await renderApp();
    await advance(499);
    expect(wizard()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(seenKey)).toBeNull();
    await advance(1);
    expect(wizard()).toBeInTheDocument();
    expect(window.localStorage.getItem(seenKey)).toBe('true');
  });

  it('does not open it for a user who has seen it', async () => {
    window.localStorage.setItem(seenKey, 'true');
    mockFetch(wizardRoutes({ isSaved: false }));
    await renderApp();
    await advance(2000);
    expect(wizard()).not.toBeInTheDocument();
  });

  it('does not open it for a user who completed onboarding', async () => {
    window.localStorage.setItem(completedKey, 'true');
    mockFetch(wizardRoutes({ isSaved: false }));
    await renderApp();
    await advance(2000);
    expect(wizard()).not.toBeInTheDocument();
  });

  it('keeps the flags per user', async () => {
    window.localStorage.setItem(onboardingFlagKey('someone-else', 'seen-preferences-modal'), 'true');
    mockFetch(wizardRoutes({ isSaved: false }));
    await renderApp();
    await advance(500);
    expect(wizard()).toBeInTheDocument();
  });

  it.each([
    ['titles', { titles: ['Engineer'] }],
    ['locations', { locations: ['Remote'] }],
    ['skills', { skills: ['Go'] }],
  ])('does not open it when saved preferences have %s, and sets the flags', async (_field, overrides) => {
    mockFetch(wizardRoutes({ saved: preferencesFixture(overrides) }));
    await renderApp();
    await advance(2000);
    expect(wizard()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(seenKey)).toBe('true');
    expect(window.localStorage.getItem(completedKey)).toBe('true');
  });

  it('opens it when the saved preferences have only companies or keywords', async () => {
    mockFetch(wizardRoutes({ saved: preferencesFixture({ companies: ['Acme'], includeKeywords: ['remote'] }) }));
    await renderApp();
    await advance(500);
    expect(wizard()).toBeInTheDocument();
  });

  it('stays on the page without the wizard when the check fails', async () => {
    mockFetch({ [`GET ${preferencesPath}`]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500) });
    const { queryClient } = await renderApp();
    expect(queryClient.getQueryState(['preferences', userId])?.status).toBe('error');
    await advance(2000);
    expect(wizard()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(seenKey)).toBeNull();
  });

  it('marks the wizard seen when it is opened by hand and when it is closed', async () => {
    mockFetch(wizardRoutes({ saved: preferencesFixture({ titles: ['Engineer'] }) }));
    await renderApp();
    window.localStorage.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Job Preferences' }));
    expect(wizard()).toBeInTheDocument();
    expect(window.localStorage.getItem(seenKey)).toBe('true');
    window.localStorage.clear();
    fireEvent.click(within(wizard()!).getByRole('button', { name: 'Close' }));
    await flush();
    expect(wizard()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(seenKey)).toBe('true');
  });
});

describe('after a successful save', () => {
  async function saveWith(enabled: boolean, titles = ['Engineer']) {
    const schedule = { ...preferencesFixture().searchSchedule, enabled };
    const { requests } = mockFetch(wizardRoutes({ saved: preferencesFixture({ titles, searchSchedule: schedule }) }));
    await renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Job Preferences' }));
    await until(() => screen.queryByRole('button', { name: 'Review' }) !== null);
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await until(() => wizard() === null);
    return { requests, savedAt: Date.now() };
  }

  const success = () => screen.queryByRole('dialog', { name: 'Preferences Saved! 🎉' });
  const agentRuns = (requests: MockRequest[]) => requests.filter((request) => request.path === '/api/agents/run');

  it('shows the success dialog at 150 ms, confetti 200 ms after it, and starts the first search at 1 s', async () => {
    const { requests, savedAt } = await saveWith(true);
    expect(window.localStorage.getItem(seenKey)).toBe('true');
    expect(window.localStorage.getItem(completedKey)).toBe('true');
    expect(window.localStorage.getItem(onboardingFlagKey(userId, 'first-login'))).toBe('true');

    await advance(savedAt + 149 - Date.now());
    expect(success()).not.toBeInTheDocument();
    await advance(1);
    expect(success()).toBeInTheDocument();

    await advance(199);
    expect(fireConfetti).not.toHaveBeenCalled();
    await advance(1);
    expect(fireConfetti).toHaveBeenCalledTimes(1);
    // Drawn in the dialog: the browser's top layer is above anything else on the page.
    expect(fireConfetti).toHaveBeenCalledWith(success());

    await advance(savedAt + 999 - Date.now());
    expect(agentRuns(requests)).toHaveLength(0);
    await advance(1);
    await until(() => agentRuns(requests).length === 1);
    expect(agentRuns(requests)[0]?.body).toMatchObject({ context: { user_id: userId, is_anonymous: false, source: 'preferences_onboarding' } });
  });

  it('starts no search when the schedule is off', async () => {
    const { requests } = await saveWith(false);
    await advance(3000);
    await flush();
    expect(success()).toBeInTheDocument();
    expect(agentRuns(requests)).toHaveLength(0);
  });

  it('starts no search when titles, locations and skills are all empty', async () => {
    const { requests } = await saveWith(true, []);
    await advance(3000);
    await flush();
    expect(success()).toBeInTheDocument();
    expect(agentRuns(requests)).toHaveLength(0);
  });
});
