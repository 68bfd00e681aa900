import type { AgentRunStatus, JobSearchSession, SearchEvent } from '@seeker/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { JobsScreen } from '../components/jobs-screen';

export const runId = '11111111-2222-4333-8444-555555555555';
export const sessionId = `session-${runId}`;
// The screen looks its run up by id (GET /api/agents/runs?runId=…): none while the start request is on its way.
export const runPath = 'GET /api/agents/runs';
export const runsAnswer = (found: unknown) => jsonResponse({ runs: found ? [found] : [] });
export const sessionPath = `GET /api/job-search-sessions/${sessionId}`;

export const event = (seq: number, rest: Omit<SearchEvent, 'seq' | 'at'>): SearchEvent => ({ seq, at: '2026-11-22T07:00:00Z', ...rest });
export const runningEvents = [
  event(0, { stage: 'started' }),
  event(1, { stage: 'source', source: { name: 'greenhouse:acme', label: 'Acme Robotics', status: 'ok', count: 12 } }),
  event(2, {
    stage: 'source',
    source: { name: 'lever:globex', label: 'Globex (Lever)', status: 'failed', count: 0, error: 'did not answer within 10 s' },
  }),
];
export const run = (status: AgentRunStatus['status'], events = runningEvents): AgentRunStatus => ({
  runId,
  status,
  sessionId: status === 'done' ? sessionId : null,
  error: null,
  events,
});

export const jobs = [
  createSavedJob({
    id: `job-${sessionId}-0`,
    listingNumber: 1,
    title: 'Senior Frontend Engineer',
    matchScore: 92,
    matchReason: 'Title matches "Frontend Engineer"; skills: React, TypeScript',
    remote: true,
  }),
  createSavedJob({
    id: `job-${sessionId}-1`,
    listingNumber: 2,
    title: 'Platform Engineer',
    matchScore: 61,
    sourceLabel: 'Remote OK',
    sourceUrl: 'https://remoteok.example/1',
    salary: 'Not specified',
    salaryRange: null,
  }),
];
export const session = (overrides: Partial<JobSearchSession> = {}): JobSearchSession => ({
  sessionId,
  status: 'active',
  jobCount: jobs.length,
  createdAt: '2026-11-22T07:00:00Z',
  lastUpdated: '2026-11-22T07:00:00Z',
  sources: runningEvents.flatMap((item) => (item.source ? [item.source] : [])),
  companyCount: 2,
  jobs,
  ...overrides,
});

/** What the screen left in session storage for user-1's started search. */
export function storeStartedSearch(userId = 'user-1') {
  window.sessionStorage.setItem('active-session-id', sessionId);
  window.sessionStorage.setItem(`session-started-${sessionId}`, 'true');
  window.sessionStorage.setItem(`session-${sessionId}`, JSON.stringify({ userId, runId }));
}

export function renderScreen() {
  return renderWithProviders(
    <MemoryRouter>
      <JobsScreen userId="user-1" />
    </MemoryRouter>,
  );
}

/** Each test starts with no search on the tab and a known run id for the next one. */
export function resetSearchBetweenTests() {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(runId);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
