import { defaultPreferences } from '@seeker/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { jobFixture } from './fixtures';
import { resumeList } from '@/test/resume-list';

// The route wires the signed-in user, the app's wizard and the saved preferences into the screen.
const userId = 'user-7';

function appRoutes({ titles }: { titles: string[] }) {
  return mockFetch({
    [`GET /api/users/${userId}/preferences`]: () => jsonResponse({ saved: titles.length > 0, preferences: { ...defaultPreferences('UTC'), titles } }),
    [`GET /api/users/${userId}/resumes`]: () => jsonResponse(resumeList([])),
    [`GET /api/users/${userId}/dashboard`]: () =>
      jsonResponse({
        stats: { jobsFound: titles.length ? 1 : 0, applications: 0, interviews: 0, offers: 0 },
        savedJobs: titles.length
          ? { jobs: [jobFixture({ title: 'Platform Engineer' })], total: 1, nextOffset: null }
          : { jobs: [], total: 0, nextOffset: null },
        searchRunning: false,
      }),
  });
}

beforeEach(async () => {
  await signedInAs({ id: userId, isAnonymous: false });
});

describe('dashboard route', () => {
  it("reads the signed-in user's dashboard and opens the wizard from Job Preferences", async () => {
    const { requests } = appRoutes({ titles: ['Engineer'] });
    const user = userEvent.setup();
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 3, name: 'Platform Engineer' })).toBeInTheDocument();
    expect(requests.some((request) => request.path === `/api/users/${userId}/dashboard`)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Job Preferences' }));
    expect(await screen.findByRole('dialog', { name: 'Job Preferences' })).toBeInTheDocument();
  });

  it('asks a user without preferences to set them', async () => {
    appRoutes({ titles: [] });
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Set Job Preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find jobs' })).not.toBeInTheDocument();
  });
});
