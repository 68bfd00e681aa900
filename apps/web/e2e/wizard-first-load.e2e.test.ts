import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signInAsGuest, useServerAndBrowser } from './support/browser';

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
});
