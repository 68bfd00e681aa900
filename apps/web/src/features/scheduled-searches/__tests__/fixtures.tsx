import type { ScheduledSearch } from '@seeker/contract';
import { vi } from 'vitest';
import { jsonResponse, mockFetch, type MockRequest } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { ScheduledSearchesSection } from '../components/scheduled-searches-section';

export const userId = 'user-1';
export const listPath = `/api/users/${userId}/scheduled-searches`;
/** The tests' "now": a Sunday; the weekly schedule below next runs the Monday after. */
export const now = new Date('2026-11-22T10:00:00.000Z');

/** Freezes Date only (timers stay real, so Testing Library and user-event wait as usual). */
export function freezeClock(at = now) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

/** An active weekly schedule in Berlin with a finished last run; tests override what they look at. */
export function scheduleFixture(overrides: Partial<ScheduledSearch> = {}): ScheduledSearch {
  return {
    id: 'schedule-1',
    userId,
    preferences: { titles: ['Frontend Engineer', 'UI Developer'], locations: ['Berlin'] },
    schedule: {
      enabled: true,
      frequency: 'Weekly',
      customSchedule: '1,09:00',
      notificationType: 'Email',
      quietHours: { start: '22:00', end: '08:00' },
      timezone: 'Europe/Berlin',
    },
    status: 'active',
    cloudTaskId: 'task-1',
    nextRunAt: '2026-11-23T08:00:00.000Z',
    lastRunAt: '2026-11-16T08:00:00.000Z',
    updatedAt: '2026-11-16T08:00:05.000Z',
    cloudTaskError: null,
    retryAfter: null,
    lastRun: {
      scheduledFor: '2026-11-16T08:00:00.000Z',
      status: 'done',
      startedAt: '2026-11-16T08:00:01.000Z',
      finishedAt: '2026-11-16T08:00:40.000Z',
      sessionId: 'session-1',
      jobCount: 12,
      newJobs: 3,
      error: null,
    },
    ...overrides,
  };
}

export function errorResponse(status: number, message: string) {
  return jsonResponse({ error: { code: status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL', message } }, status);
}

/** An answer the test gives later (Node 20 has no Promise.withResolvers). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

/** GET answers with the list as it stands; other routes are the test's. */
export function fakeApi(schedules: ScheduledSearch[], routes: Record<string, Handler> = {}) {
  const state = { schedules };
  const mock = mockFetch({ [`GET ${listPath}`]: () => jsonResponse({ scheduledSearches: state.schedules }), ...routes });
  const lists = () => mock.requests.filter((request) => request.method === 'GET' && request.path === listPath).length;
  return { ...mock, state, lists };
}

export function renderSection() {
  const onEditSchedule = vi.fn();
  const onChanged = vi.fn();
  const view = renderWithProviders(<ScheduledSearchesSection userId={userId} onEditSchedule={onEditSchedule} onChanged={onChanged} />);
  return { ...view, onEditSchedule, onChanged };
}
