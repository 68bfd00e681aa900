import type { Page } from 'playwright-core';

/**
 * What the browser would show a developer as errors from now on: console errors (a failed request is one:
 * "Failed to load resource") and answers of 400 or more from our own server. `stop` ends the recording.
 */
export function recordConsoleErrors(page: Page, origin: string) {
  const errors: string[] = [];
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  };
  const onResponse = (response: { url: () => string; status: () => number; request: () => { method: () => string } }) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      errors.push(`${response.request().method()} ${response.url().slice(origin.length)} → ${response.status()}`);
  };
  page.on('console', onConsole);
  page.on('response', onResponse);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('response', onResponse);
    },
  };
}
