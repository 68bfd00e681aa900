import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { chromiumFlags, chromiumPath } from './chromium-flags';
import { startServer, type RunningServer } from './server';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; flags keep it off the (closed) network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

export const wide = { width: 1280, height: 800 };
export const narrow = { width: 390, height: 844 };

/** What the page's Content-Security-Policy refused, across the pages of the running test. */
const cspViolations: string[] = [];

export async function newPage(browser: Browser, viewport = wide): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, colorScheme: 'light' });
  const page = await context.newPage();
  // The browser's own CSP reports never reach Playwright's console event; the page's violation event does.
  await page.exposeFunction('__reportCspViolation', (text: string) => void cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${event.violatedDirective} refused ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return { context, page };
}

type SignInOptions = {
  /** A new user gets the preferences wizard on first load; 'dismiss' closes it (the default), 'keep' leaves it open. */
  wizard?: 'dismiss' | 'keep';
};

/** Signs in through the real sign-in screen as a guest and waits for the dashboard. */
export async function signInAsGuest(page: Page, baseUrl: string, { wizard = 'dismiss' }: SignInOptions = {}) {
  await page.goto(baseUrl);
  await page.getByRole('heading', { name: 'Welcome to Seeker' }).waitFor();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  // The onboarding wizard opens by itself after a moment; once it is open the dashboard behind it is
  // hidden from the accessibility tree, so either one shows the sign-in went through.
  await page
    .getByRole('heading', { name: 'Dashboard', level: 1 })
    .or(page.getByRole('dialog', { name: 'Job Preferences' }))
    .first()
    .waitFor();
  if (wizard === 'dismiss') await dismissPreferencesWizard(page);
}

/** Waits for the onboarding wizard a new user sees and closes it (which marks it seen). */
export async function dismissPreferencesWizard(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Job Preferences' });
  // The loaded wizard (its steps), not the loading dialog it takes the place of: a click landing as the two
  // swap (mouse down on one Close, up on the other) is lost, and the dialog stays open.
  await dialog.getByRole('navigation', { name: 'Wizard steps' }).waitFor();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** One server and one browser for a whole test file, started in parallel and stopped after it; `env` is read when the suite starts. */
export function useServerAndBrowser(options: { env?: () => Record<string, string> } = {}): { server: RunningServer; browser: Browser } {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer({ env: options.env?.() }), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  // Every screen must run under the strict CSP without tripping it.
  afterEach(() => {
    expect(cspViolations.splice(0)).toEqual([]);
  });
  return suite;
}
