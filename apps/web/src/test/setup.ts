import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { apiServer } from './api-server';
import { resetAuth } from './auth-routes';
import { contractViolations } from './mock-fetch';
import { installBrowserGaps } from './browser-gaps';
import { stubMatchMedia } from './match-media';

// findBy… and waitFor wait up to 5 s, not 1: on a two-core machine running two files at once a screen
// can take longer than a second to render, and a wait that is too short fails a test that is right.
configure({ asyncUtilTimeout: 5_000 });
stubMatchMedia();
installBrowserGaps();
// jsdom has no canvas: every test draws the lazily loaded chart with a stand-in (bar-chart.test.tsx drives the real one).
vi.mock('@/components/charts/bar-chart', () => import('./bar-chart-stub'));
// jsdom has no scrolling; the frame's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

beforeAll(() => apiServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => apiServer.close());

afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  resetAuth();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  stubMatchMedia();
  window.localStorage.clear();
  // Files that share a worker share its window: a tab's stored search must not follow into the next file.
  window.sessionStorage.clear();
  document.documentElement.className = '';
  document.title = '';
  // A fixture the contract disagrees with fails the test that served it.
  expect(contractViolations.splice(0), 'fixtures served that the contract says the server never sends').toEqual([]);
});
