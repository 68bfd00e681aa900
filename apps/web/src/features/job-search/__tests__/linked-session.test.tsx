import type { AgentRunStatus, JobSearchSession } from '@seeker/contract';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';

// `/jobs?session=…` is where a scheduled search's notification leads.
const userId = 'user-1';
const scheduledRunId = 'sched-0123456789abcdef0123456789abcdef';
const linkedSessionId = `session-${scheduledRunId}`;
const ownRunId = '11111111-2222-4333-8444-555555555555';
const ownSessionId = `session-${ownRunId}`;

const run = (runId: string, sessionId: string): AgentRunStatus => ({ runId, status: 'done', sessionId, error: null, events: [] });
const searchSession = (sessionId: string, title: string): JobSearchSession => ({
  sessionId,
  status: 'active',
  jobCount: 1,
  createdAt: '2026-11-22T07:00:00Z',
  lastUpdated: '2026-11-22T07:00:00Z',
  sources: [],
  companyCount: 1,
  jobs: [createSavedJob({ id: `job-${sessionId}-0`, sessionId, title })],
});

function serverWithBothSearches() {
  return mockFetch({
    'GET /api/agents/runs': ({ search }) => {
      const asked = new URLSearchParams(search).get('runId');
      const known: Record<string, ReturnType<typeof run>> = {
        [scheduledRunId]: run(scheduledRunId, linkedSessionId),
        [ownRunId]: run(ownRunId, ownSessionId),
      };
      return jsonResponse({ runs: asked && known[asked] ? [known[asked]] : [] });
    },
    [`GET /api/job-search-sessions/${linkedSessionId}`]: () => jsonResponse(searchSession(linkedSessionId, 'Scheduled Find Engineer')),
    [`GET /api/job-search-sessions/${ownSessionId}`]: () => jsonResponse(searchSession(ownSessionId, 'Own Search Engineer')),
  });
}

function storeOwnSearch() {
  window.sessionStorage.setItem('active-session-id', ownSessionId);
  window.sessionStorage.setItem(`session-started-${ownSessionId}`, 'true');
  window.sessionStorage.setItem(`session-${ownSessionId}`, JSON.stringify({ userId, runId: ownRunId }));
}

beforeEach(async () => {
  window.sessionStorage.clear();
  await signedInAs({ id: userId });
});

describe('Job Search opened from a link', () => {
  it('shows the linked search instead of the one this tab was on, then drops ?session= from the address', async () => {
    storeOwnSearch();
    const { requests } = serverWithBothSearches();
    const { router } = await renderApp(`/jobs?session=${linkedSessionId}`);

    expect(await screen.findByRole('heading', { name: 'Scheduled Find Engineer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toBe('');
    expect(window.sessionStorage.getItem('active-session-id')).toBe(linkedSessionId);
    expect(window.sessionStorage.getItem(`session-started-${linkedSessionId}`)).toBe('true');
    expect(JSON.parse(window.sessionStorage.getItem(`session-${linkedSessionId}`)!)).toMatchObject({ userId, runId: scheduledRunId });
    // The search it replaced is never asked for.
    expect(requests.some((request) => request.path.includes(ownRunId))).toBe(false);
  });

  it('switches to a linked search while the screen is open, and keeps it after leaving and coming back', async () => {
    storeOwnSearch();
    serverWithBothSearches();
    const { router } = await renderApp('/jobs');
    expect(await screen.findByRole('heading', { name: 'Own Search Engineer' })).toBeInTheDocument();

    await act(() => router.navigate(`/jobs?session=${linkedSessionId}`));
    expect(await screen.findByRole('heading', { name: 'Scheduled Find Engineer' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate('/settings'));
    await act(() => router.navigate('/jobs'));
    expect(await screen.findByRole('heading', { name: 'Scheduled Find Engineer' })).toBeInTheDocument();
  });

  it('ignores a link that names no search', async () => {
    storeOwnSearch();
    serverWithBothSearches();
    const { router } = await renderApp('/jobs?session=../../etc');
    expect(await screen.findByRole('heading', { name: 'Own Search Engineer' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
