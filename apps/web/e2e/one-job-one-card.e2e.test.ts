import { resumeFixtures } from '@seeker/agents/testing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeJobSources } from '../../server/test/fakes/fake-job-sources';
import { newPage, signInAsGuest, useServerAndBrowser } from './support/browser';
import { searchServerEnv, startSearchSources } from './support/search-fixtures';
import { pageApi } from './support/page-api';

let fake: FakeJobSources;
beforeAll(async () => {
  fake = await startSearchSources();
});
afterAll(async () => {
  await fake?.close();
});

async function addTags(wizard: Locator, label: string, typed: string) {
  const input = wizard.getByLabel(label, { exact: true });
  await input.click();
  await input.pressSequentially(typed);
}

async function next(wizard: Locator, step: string) {
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('heading', { name: step, level: 3 }).waitFor();
}

const userIdOf = async (page: Page) => (await pageApi<{ user: { id: string } }>(page, '/api/auth/get-session')).body.user.id;
const resultsHeading = (page: Page) => page.getByRole('heading', { name: /^Found \d+ job opportunities tailored to your profile$/ });
const jobTitle = 'Senior Frontend Engineer';

describe('one job, one card', () => {
  const suite = useServerAndBrowser({ env: () => searchServerEnv(fake) });

  it(
    'walks onboarding, three searches, a scheduled run, tailoring and Applied, and finds one card per job with its documents',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await newPage(suite.browser);
      await signInAsGuest(page, suite.server.url, { wizard: 'keep' });

      // Onboarding: roles, place, the company to watch, skills and a daily schedule; Finish runs the first search.
      const wizard = page.getByRole('dialog', { name: 'Job Preferences' });
      await wizard.waitFor();
      await next(wizard, 'Basic Preferences');
      await addTags(wizard, 'Job Roles', 'Frontend Engineer\n');
      await addTags(wizard, 'Locations', 'Remote\n');
      await addTags(wizard, 'Target Companies', 'Acme Robotics\n');
      await next(wizard, 'Advanced Preferences');
      await addTags(wizard, 'Required Skills', 'React\nTypeScript\n');
      await next(wizard, 'Search Filters');
      await next(wizard, 'Search Schedule');
      await wizard.getByRole('checkbox', { name: 'Enable Automated Job Search' }).click();
      await wizard.getByLabel('Search Frequency').waitFor();
      await next(wizard, 'Review');
      await wizard.getByRole('button', { name: 'Finish' }).click();
      const success = page.getByRole('dialog', { name: 'Preferences Saved! 🎉' });
      await success.waitFor();
      await success.getByRole('button', { name: 'Close' }).click();
      const userId = await userIdOf(page);
      // The wizard's search saves its jobs in the background.
      await expect
        .poll(async () => (await pageApi<{ total: number }>(page, `/api/users/${userId}/jobs`)).body.total, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(5);
      const found = (await pageApi<{ total: number }>(page, `/api/users/${userId}/jobs`)).body.total;
      // The dashboard behind the dialog follows that search: its jobs appear without a reload.
      await expect.poll(() => page.locator('dt:has-text("Jobs Found") + dd').innerText(), { timeout: 15_000 }).toBe(String(found));

      // Two searches on Job Search find the same jobs again.
      await page.getByRole('link', { name: 'Job Search' }).first().click();
      await page.getByRole('button', { name: 'Start Your Search' }).click();
      await resultsHeading(page).waitFor({ timeout: 30_000 });
      const firstSession = await page.evaluate(() => window.sessionStorage.getItem('active-session-id'));
      await page.getByRole('button', { name: 'New Search' }).click();
      await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('active-session-id')), { timeout: 30_000 }).not.toBe(firstSession);
      await resultsHeading(page).waitFor({ timeout: 30_000 });

      // The schedule runs now, as its owner may ask.
      const schedules = await pageApi<{ scheduledSearches: { id: string }[] }>(page, `/api/users/${userId}/scheduled-searches`);
      const run = await pageApi<{ status: string; jobCount: number }>(page, '/api/v1/scheduled-search/execute', {
        method: 'POST',
        body: { scheduleId: schedules.body.scheduledSearches[0]!.id },
      });
      expect(run.status).toBe(200);
      expect(run.body).toMatchObject({ status: 'done', jobCount: found });
      expect((await pageApi<{ total: number }>(page, `/api/users/${userId}/jobs`)).body.total).toBe(found);

      // Tailoring: the picker lists each saved job once.
      await page.goto(`${suite.server.url}/resume-tailoring/new`);
      await page.getByRole('heading', { name: 'Resume Tailoring', level: 1 }).waitFor();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'maya-lindqvist.txt', mimeType: 'text/plain', buffer: Buffer.from(resumeFixtures.software.resume) });
      await page.getByText('Using “maya-lindqvist.txt”.').waitFor();
      await page.getByRole('button', { name: `Saved Jobs (${found})` }).click();
      expect(await page.getByRole('menuitem', { name: new RegExp(`^${jobTitle}`) }).count()).toBe(1);
      await page.getByRole('menuitem', { name: new RegExp(`^${jobTitle}`) }).click();
      await page.getByRole('button', { name: 'Tailor My Resume' }).click();
      await page.getByText('Resume saved successfully! You can find it in your saved resumes.').waitFor({ timeout: 30_000 });
      await page.getByRole('tab', { name: 'Cover Letter' }).click();
      await page.getByRole('button', { name: 'Write Cover Letter' }).click();
      await page.getByRole('textbox', { name: 'Your letter (edit it as you like)' }).waitFor();

      // Applied on the dashboard: one card per job, this one with what went with it.
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      const saved = page.getByRole('region', { name: 'Saved Jobs' });
      await saved.getByRole('article').first().waitFor();
      await expect.poll(() => page.locator('dt:has-text("Jobs Found") + dd').innerText()).toBe(String(found));
      await saved.getByRole('button', { name: `View All (${found})` }).click();
      const cards = saved.getByRole('article');
      expect(await cards.count()).toBe(found);
      const titles = await cards.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(new Set(titles).size).toBe(found);
      const card = cards.filter({ has: page.getByRole('heading', { name: jobTitle, exact: true }) });
      await card.getByRole('combobox', { name: `Status of ${jobTitle}` }).selectOption({ label: 'Applied' });
      await card.getByText('Applied with:').waitFor();
      expect(await card.getByRole('link', { name: new RegExp(`^Resume for ${jobTitle}`) }).count()).toBe(1);
      expect(await card.getByRole('link', { name: /^Cover letter/ }).count()).toBe(1);

      // The latest search's listing of it leads to the same job: Applied there too.
      await page.getByRole('link', { name: 'Job Search' }).first().click();
      await resultsHeading(page).waitFor();
      await expect.poll(() => page.getByRole('combobox', { name: `Status of ${jobTitle}` }).inputValue()).toBe('applied');
      await page.reload();
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await expect.poll(() => page.locator('dt:has-text("Applications") + dd').innerText()).toBe('1');
      await context.close();
    },
  );
});
