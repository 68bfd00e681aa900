import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installBrowserGaps } from './browser-gaps';
import { stubMatchMedia } from './match-media';

// findBy… and waitFor wait up to 5 s, not 1: on a two-core machine running two files at once a screen
// can take longer than a second to render, and a wait that is too short fails a test that is right.
configure({ asyncUtilTimeout: 5_000 });
stubMatchMedia();
installBrowserGaps();
// jsdom has no scrolling; React Router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  stubMatchMedia();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.title = '';
});
