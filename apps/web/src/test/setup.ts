import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installBrowserGaps } from './browser-gaps';
import { stubMatchMedia } from './match-media';

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
