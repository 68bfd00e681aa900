import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeJobSources } from '../../server/test/fakes/fake-job-sources';
import { seriousViolations } from './support/axe';
import { recordConsoleErrors } from './support/console-errors';
import { narrow, newPage, signInAsGuest, useServerAndBrowser } from './support/browser';
import { longPosting, searchPreferences, searchServerEnv, startSearchSources } from './support/search-fixtures';

let fake: FakeJobSources;
beforeAll(async () => {
  fake = await startSearchSources();
});
afterAll(async () => {
  await fake?.close();
});

/** Saves preferences through the API as the signed-in page (same origin, its cookie). */
async function savePreferences(page: Page) {
  const status = await page.evaluate(async (preferences) => {
    const session = (await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } };
    const response = await fetch(`/api/users/${session.user.id}/preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(preferences),
    });
    return response.status;
  }, searchPreferences);
  expect(status).toBe(200);
}

const cards = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('article');
const resultsHeading = (page: Page) => page.getByRole('heading', { name: /^Found \d+ job opportunities tailored to your profile$/ });

const tile = (page: Page, label: string) => page.locator(`dt:has-text("${label}") + dd`).innerText();

/** The dashboard agrees with what was done on Job Listings, and shows each of the card's truncation rules. */
async function checkDashboard(page: Page, expected: { jobs: number; titles: string[] }) {
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const saved = page.getByRole('region', { name: 'Saved Jobs' });
  await saved.getByRole('article').first().waitFor();
  expect(await tile(page, 'Jobs Found')).toBe(String(expected.jobs));
  expect(await tile(page, 'Applications')).toBe('1');
  expect(await tile(page, 'Interviews')).toBe('0');
  expect(await tile(page, 'Offers')).toBe('0');

  expect(await saved.getByRole('article').count()).toBe(3);
  await saved.getByRole('button', { name: `View All (${expected.jobs})` }).click();
  expect(await saved.getByRole('article').count()).toBe(expected.jobs);
  expect(await saved.getByRole('button', { name: `Favourite ${expected.titles[0]}`, pressed: true }).count()).toBe(1);

  const long = saved.getByRole('article').filter({ hasText: 'Frontend Engineer, Design Systems' });
  expect(await long.getByText('Salary not specified').count()).toBe(1);
  const description = long.getByText(/^Shape the component library/);
  expect((await description.innerText()).endsWith('...')).toBe(true);
  await long.getByRole('button', { name: 'Show more', exact: true }).click();
  await long.getByRole('button', { name: 'Show less', exact: true }).waitFor();
  expect((await description.innerText()).length).toBeGreaterThan(200);
  await long.getByRole('button', { name: 'Show all (5)' }).waitFor();
  const cut = long.locator('li[title="Accessibility expertise across screen readers and keyboard-only use"]');
  expect(await cut.locator('[aria-hidden="true"]').innerText()).toBe('Accessibility expertise across...');
  expect(await long.getByRole('link', { name: 'Website (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
  expect(await seriousViolations(page)).toEqual([]);

  await saved.getByRole('button', { name: 'Show Less', exact: true }).click();
  expect(await saved.getByRole('article').count()).toBe(3);
}

describe('Job Listings', () => {
  const suite = useServerAndBrowser({ env: () => searchServerEnv(fake) });

  it('runs a search with live stages, shows ranked cards with reasons and the failed sources, and keeps every change after a reload', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsGuest(page, suite.server.url);
    await savePreferences(page);
    // A search, start to results, logs no error in the console (its first poll once answered 404).
    const consoleErrors = recordConsoleErrors(page, suite.server.url);
    await page.getByRole('link', { name: 'Job Search' }).first().click();
    await page.getByRole('heading', { name: 'Jumpstart Your Career' }).waitFor();
    await page.getByRole('button', { name: 'Start Your Search' }).click();

    // Globex's board hangs and Initech's keeps failing until the 4 s timeout: the stages so far are on screen meanwhile.
    await page.getByRole('heading', { name: 'Searching for jobs and researching companies...' }).waitFor();
    const progress = page.getByRole('list', { name: 'Search progress' });
    await progress.getByText(/Acme Robotics.*: 5 jobs/).waitFor();

    await resultsHeading(page).waitFor({ timeout: 15_000 });
    const heading = await resultsHeading(page).innerText();
    const found = Number(/Found (\d+)/.exec(heading)?.[1]);
    expect(found).toBeGreaterThanOrEqual(5);
    const sessionId = await page.evaluate(() => window.sessionStorage.getItem('active-session-id'));
    expect(sessionId).toMatch(/^session-/);
    await page.getByText(sessionId!.slice(-8), { exact: true }).waitFor();
    const failed = await page
      .getByText(/sources could not be searched this time/)
      .locator('..')
      .innerText();
    expect(failed).toMatch(/initech/i);
    expect(failed).toMatch(/globex/i);
    await page.getByText(/Company research is complete for \d+ compan/).waitFor();
    consoleErrors.stop();
    expect(consoleErrors.errors).toEqual([]);

    expect(await cards(page).count()).toBe(found);
    const top = cards(page).first();
    expect(await top.getByText(/^\d+% match$/).count()).toBe(1);
    expect(await top.getByText('Why it matches:').count()).toBe(1);
    expect(await top.getByRole('link', { name: /^via / }).getAttribute('target')).toBe('_blank');

    // Favourite the first, move the second to Applied, delete the next but the long posting (the dashboard shows it).
    const titles = await cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
    const gone = titles.findIndex((title, index) => index >= 2 && title !== longPosting.title);
    await top.getByRole('button', { name: `Favourite ${titles[0]}` }).click();
    await page.getByRole('button', { name: `Favourite ${titles[0]}`, pressed: true }).waitFor();
    const secondStatus = cards(page)
      .nth(1)
      .getByRole('combobox', { name: `Status of ${titles[1]}` });
    expect(await secondStatus.inputValue()).toBe('new');
    await secondStatus.selectOption({ label: 'Applied' });
    await expect.poll(() => secondStatus.inputValue()).toBe('applied');
    // Delete asks first: Cancel keeps the card, Delete removes it.
    await cards(page)
      .nth(gone)
      .getByRole('button', { name: `Delete ${titles[gone]}` })
      .click();
    const deleteQuestion = page.getByRole('alertdialog', { name: 'Delete this job?' });
    await deleteQuestion.getByRole('button', { name: 'Cancel' }).click();
    await deleteQuestion.waitFor({ state: 'detached' });
    expect(await cards(page).count()).toBe(found);
    await cards(page)
      .nth(gone)
      .getByRole('button', { name: `Delete ${titles[gone]}` })
      .click();
    expect(await seriousViolations(page)).toEqual([]);
    await deleteQuestion.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: `Found ${found - 1} job opportunities tailored to your profile` }).waitFor();

    // Filters work on what is there, without a new search.
    await page.getByRole('checkbox', { name: 'Hide jobs I applied to' }).click();
    expect(await cards(page).count()).toBe(found - 2);
    await page.getByRole('checkbox', { name: 'Hide jobs I applied to' }).click();

    await page.reload();
    await page.getByRole('heading', { name: `Found ${found - 1} job opportunities tailored to your profile` }).waitFor();
    await page.getByRole('button', { name: `Favourite ${titles[0]}`, pressed: true }).waitFor();
    expect(await page.getByRole('combobox', { name: `Status of ${titles[1]}` }).inputValue()).toBe('applied');
    expect(await page.getByRole('heading', { name: titles[gone], exact: true }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await checkDashboard(page, { jobs: found - 1, titles });

    // Clear All: back on Job Listings: the session goes, and the start card comes back with a fresh session id.
    await page.getByRole('link', { name: 'Job Search' }).first().click();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('alertdialog', { name: 'Clear all results?' }).getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('heading', { name: 'Jumpstart Your Career' }).waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('active-session-id'))).not.toBe(sessionId);
    // Focus follows the screen to its new heading, for keyboard and screen-reader users.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Jumpstart Your Career');
    // What was on the pipeline or favourited stays; the untouched jobs went.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('region', { name: 'Saved Jobs' }).getByRole('article').first().waitFor();
    // The dashboard seen earlier shows from the cache at once, then its fresh answer.
    await expect.poll(() => tile(page, 'Jobs Found'), { timeout: 10_000 }).toBe('2');
    expect(await tile(page, 'Applications')).toBe('1');
    await context.close();
  });

  it('renders on a narrow screen in dark mode without sideways scrolling, and passes axe', async () => {
    const context = await suite.browser.newContext({ viewport: narrow, colorScheme: 'dark' });
    const page = await context.newPage();
    await signInAsGuest(page, suite.server.url);
    await savePreferences(page);
    await page.goto(`${suite.server.url}/jobs`);
    await page.getByRole('button', { name: 'Start Your Search' }).click();
    await resultsHeading(page).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/jobs-narrow-dark.png', fullPage: true });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('region', { name: 'Saved Jobs' }).getByRole('article').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/dashboard-narrow-dark.png', fullPage: true });
    await context.close();
  });
});
