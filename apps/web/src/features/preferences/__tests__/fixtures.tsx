import { MemoryRouter } from 'react-router';
import { defaultPreferences, type Preferences, type Resume } from '@seeker/contract';
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse, type MockRequest } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { PreferencesWizardProvider } from '../components/preferences-wizard-provider';
import { usePreferencesWizard } from '../hooks/use-preferences-wizard';
import { resumeList } from '@/test/resume-list';

export { resumeFixture } from '@/test/resume-list';

export const userId = 'user-1';
export const preferencesPath = `/api/users/${userId}/preferences`;
export const resumesPath = `/api/users/${userId}/resumes`;

export function preferencesFixture(overrides: Partial<Preferences> = {}): Preferences {
  return { ...defaultPreferences('UTC'), ...overrides };
}

/** GET preferences / resumes answering as given; PUT echoes the body as saved; a new upload made primary; agent runs are accepted. */
export function wizardRoutes({ saved = preferencesFixture(), isSaved = true, resumes = [] as Resume[] } = {}) {
  return {
    [`GET ${preferencesPath}`]: () => jsonResponse({ saved: isSaved, preferences: saved }),
    [`GET ${resumesPath}`]: () => jsonResponse(resumeList(resumes)),
    [`PUT ${preferencesPath}`]: (request: MockRequest) => jsonResponse({ saved: true, preferences: request.body }),
    [`PUT /api/users/${userId}/primary-resume`]: (request: MockRequest) =>
      jsonResponse({ ...resumeList(resumes), primaryResumeId: (request.body as { resumeId: string }).resumeId }),
    'POST /api/agents/run': () => jsonResponse({ status: 'accepted', requestId: 'run-1' }, 202),
  };
}

/** What the dashboard's Job Preferences button does. */
export function OpenWizardButton() {
  const { openWizard } = usePreferencesWizard();
  return (
    <button type="button" onClick={() => openWizard()}>
      Job Preferences
    </button>
  );
}

export function wizardDialog() {
  return screen.getByRole('dialog', { name: 'Job Preferences' });
}

/** Renders a page with the Job Preferences button, opens the wizard, and waits for its first step. */
export async function openWizard(user: UserEvent) {
  // Within a router, as the app mounts it: "Preferences Saved!" links to the check page.
  renderWithProviders(
    <MemoryRouter>
      <PreferencesWizardProvider>
        <h1>Dashboard</h1>
        <OpenWizardButton />
      </PreferencesWizardProvider>
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Job Preferences' }));
  await screen.findByRole('heading', { name: 'Upload Resume', level: 3 });
  return wizardDialog();
}

/** Moves to a step by the progress bar, and waits for its fields (steps after the first come when first asked for). */
export async function goToStep(user: UserEvent, step: string) {
  await user.click(within(wizardDialog()).getByRole('button', { name: step }));
  await stepLoaded();
}

export async function stepLoaded() {
  await waitFor(() => expect(within(wizardDialog()).queryByRole('status', { name: 'Loading the step' })).not.toBeInTheDocument());
}
