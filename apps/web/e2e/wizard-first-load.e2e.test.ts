import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { narrow, newPage, signInAsGuest, useServerAndBrowser } from './support/browser';

/** A phone: a narrow screen that is touched, not clicked. */
async function newPhonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: narrow, hasTouch: true, isMobile: true, colorScheme: 'light' });
  return { context, page: await context.newPage() };
}

/** The app's script files the page has asked for so far, by name without the build's hash. */
function scriptsAskedFor(page: Page) {
  const names = new Set<string>();
  page.on('request', (request) => {
    const file = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) names.add(file);
  });
  return names;
}

const laterStepFiles = ['later-steps', 'cron-field', 'cronstrue', 'cron-problem'];

describe("a new guest's first screen", () => {
  const suite = useServerAndBrowser();

  it("loads the wizard's first step only: the later steps come when asked for, the cron check once Custom is picked", async () => {
    const { context, page } = await newPage(suite.browser);
    const scripts = scriptsAskedFor(page);
    await signInAsGuest(page, suite.server.url, { wizard: 'keep' });
    const wizard = page.getByRole('dialog', { name: 'Job Preferences' });
    await wizard.getByRole('heading', { name: 'Upload Resume', level: 3 }).waitFor();
    await wizard.getByText('You have not uploaded a resume yet.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts).toContain('preferences-wizard-form');
    // The modal layer is the browser's: no dialog library comes with the wizard.
    expect(scripts.has('dialog-layer')).toBe(false);
    expect(laterStepFiles.filter((file) => scripts.has(file))).toEqual([]);

    // Asked for: the progress bar's Search Schedule. Its fields come; the cron check does not, on Daily.
    await wizard.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button', { name: 'Search Schedule' }).click();
    await wizard.getByRole('heading', { name: 'Search Schedule', level: 3 }).waitFor();
    await wizard.getByRole('checkbox', { name: 'Enable Automated Job Search' }).click();
    await wizard.getByLabel('Search Frequency').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts).toContain('later-steps');
    expect(['cron-field', 'cron-problem'].filter((file) => scripts.has(file))).toEqual([]);

    await wizard.getByLabel('Search Frequency').selectOption('Custom');
    await wizard.getByLabel('Cron Expression').waitFor();
    expect(scripts).toContain('cron-field');
    expect(scripts).toContain('cron-problem');
    await context.close();
  });

  it("is the browser's own modal: the page under it inert and still, Tab kept inside, a press on the backdrop closing it", async () => {
    const { context, page } = await newPage(suite.browser, narrow);
    await signInAsGuest(page, suite.server.url, { wizard: 'keep' });
    const wizard = page.getByRole('dialog', { name: 'Job Preferences' });
    await wizard.getByRole('heading', { name: 'Upload Resume', level: 3 }).waitFor();
    expect(await wizard.evaluate((element) => element.tagName === 'DIALOG' && element.matches(':modal'))).toBe(true);
    // The page under it: out of the accessibility tree (Chromium's own, as a screen reader gets it), out of
    // the pointer's reach, and not scrolling.
    const cdp = await context.newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { ignored: boolean; name?: { value?: unknown } }[] };
    const named = (name: string) => nodes.filter((node) => !node.ignored && node.name?.value === name).length;
    expect(named('Job Preferences')).toBeGreaterThan(0);
    expect(named('Dashboard')).toBe(0);
    const heading = await page.locator('h1', { hasText: 'Dashboard' }).boundingBox();
    if (!heading) throw new Error('the dashboard is not under the wizard');
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, { x: heading.x + 2, y: heading.y + 2 })).toBe('DIALOG');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    // Tab and Shift+Tab cycle through the wizard's own controls only.
    const inWizard = () => wizard.evaluate((element) => element.contains(document.activeElement));
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await inWizard()).toBe(true);
    }

    // A press inside the panel (its padding) keeps it; a press on the backdrop, outside it, closes it.
    const box = await wizard.boundingBox();
    if (!box) throw new Error('the wizard has no box');
    await page.mouse.click(box.x + 4, box.y + box.height - 4);
    expect(await wizard.isVisible()).toBe(true);
    await page.mouse.click(box.x + box.width / 2, Math.max(1, box.y / 2));
    await wizard.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(await page.evaluate(() => document.querySelectorAll('dialog').length)).toBe(0);
    await context.close();
  });

  it('takes a tap on the backdrop for itself: the wizard closes and what lies under the tap stays untouched', async () => {
    const { context, page } = await newPhonePage(suite.browser);
    await signInAsGuest(page, suite.server.url, { wizard: 'keep' });
    const wizard = page.getByRole('dialog', { name: 'Job Preferences' });
    await wizard.getByRole('heading', { name: 'Upload Resume', level: 3 }).waitFor();
    // The header's menu button lies under the backdrop, above the panel.
    const menuButton = await page.locator('button[aria-label="Open menu"]').boundingBox();
    const panel = await wizard.boundingBox();
    if (!menuButton || !panel) throw new Error('nothing to tap');
    expect(menuButton.y + menuButton.height / 2).toBeLessThan(panel.y);
    await page.touchscreen.tap(menuButton.x + menuButton.width / 2, menuButton.y + menuButton.height / 2);
    await wizard.waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    expect(await page.getByTestId('mobile-menu').getAttribute('data-state')).toBe('closed');
    await context.close();
  });

  it('gives focus back to Job Preferences after Discard closes the question and the wizard together', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsGuest(page, suite.server.url);
    const opener = page.getByRole('button', { name: 'Job Preferences', exact: true }).first();
    await opener.click();
    const wizard = page.getByRole('dialog', { name: 'Job Preferences' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    const roles = wizard.getByLabel('Job Roles', { exact: true });
    await roles.fill('Platform Engineer');
    await roles.press('Enter');
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await question.getByRole('button', { name: 'Discard' }).click();
    await wizard.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });
});
