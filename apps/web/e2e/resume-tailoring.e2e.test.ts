import { resumeFixtures } from '@seeker/agents/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeJobSources } from '../../server/test/fakes/fake-job-sources';
import { seriousViolations } from './support/axe';
import { recordConsoleErrors } from './support/console-errors';
import { narrow, newPage, signInAsGuest, useServerAndBrowser } from './support/browser';
import { searchPreferences, searchServerEnv, startSearchSources } from './support/search-fixtures';

let fake: FakeJobSources;
beforeAll(async () => {
  fake = await startSearchSources();
});
afterAll(async () => {
  await fake?.close();
});

/** Saves preferences and runs a search through the API as the signed-in page: saved jobs to tailor for. */
async function saveJobs(page: Page) {
  const status = await page.evaluate(async (preferences) => {
    const session = (await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } };
    const saved = await fetch(`/api/users/${session.user.id}/preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(preferences),
    });
    if (saved.status !== 200) return saved.status;
    return (
      await fetch('/api/agents/run-job-search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: session.user.id }),
      })
    ).status;
  }, searchPreferences);
  expect(status).toBe(200);
}

const jobTitle = 'Senior Frontend Engineer';
const documentTitle = `Resume for ${jobTitle} at Acme Robotics`;

describe('Resume Tailoring', () => {
  const suite = useServerAndBrowser({ env: () => searchServerEnv(fake) });

  it('uploads a resume, tailors it to a saved job, views, zooms and rotates the PDF, falls back to the next viewer, downloads the DOCX, writes a cover letter and links both to the application', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsGuest(page, suite.server.url);
    await saveJobs(page);
    // A first visit to tailoring, through the tailored resume, logs no error (its reads of a job's tailoring and letter once answered 404).
    const consoleErrors = recordConsoleErrors(page, suite.server.url);
    // A fresh load: the jobs were saved behind the page's back (a search on the Job Search screen refreshes them itself).
    await page.goto(`${suite.server.url}/resume-tailoring/new`);
    await page.getByRole('heading', { name: 'Resume Tailoring', level: 1 }).waitFor();
    expect(await page.getByText('Add resume and job description to continue').count()).toBe(1);

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'maya-lindqvist.txt', mimeType: 'text/plain', buffer: Buffer.from(resumeFixtures.software.resume) });
    await page.getByText('Using “maya-lindqvist.txt”.').waitFor();
    const resumeBox = page.getByRole('textbox', { name: 'Resume', exact: true });
    expect(await resumeBox.isDisabled()).toBe(true);
    expect(await resumeBox.getAttribute('placeholder')).toBe('Resume content will be processed automatically.');

    await page.getByRole('button', { name: /^Saved Jobs \(\d+\)$/ }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${jobTitle}`) }).click();
    await page.getByText('Ready to tailor resume').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Tailor My Resume' }).click();

    await page.getByText('Resume saved successfully! You can find it in your saved resumes.').waitFor({ timeout: 30_000 });
    const score = await page.getByLabel(/^Match score \d+ before tailoring, \d+ after$/).getAttribute('aria-label');
    const [before, after] = score!.match(/\d+/g)!.map(Number);
    expect(after).toBeGreaterThan(before!);
    expect(await page.getByRole('heading', { name: 'Changes made' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Missing keywords' }).count()).toBe(1);

    // Viewer 1: pdf.js draws the PDF in the page, through the signed URL.
    const viewer = page.getByRole('region', { name: `${documentTitle}: document viewer` });
    await viewer.locator('[data-viewer="1"] canvas').first().waitFor({ timeout: 20_000 });
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByLabel('Zoom 125%').waitFor();
    await viewer.getByRole('button', { name: 'Rotate 90 degrees' }).click();
    expect(await seriousViolations(page)).toEqual([]);

    consoleErrors.stop();
    expect(consoleErrors.errors).toEqual([]);

    // The other link, made to fail: viewer 1 says so and the browser's own viewer takes over.
    await page.route('**/api/resumes/*/file', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"code":"NOT_FOUND","message":"gone"}}' }),
    );
    await viewer.getByRole('button', { name: 'Try the other link' }).click();
    await viewer.getByText('Failed to load document with viewer 1.').waitFor({ timeout: 20_000 });
    await viewer.locator('[data-viewer="2"] iframe').waitFor();
    await viewer.getByRole('button', { name: 'Viewer not working? Try the next one' }).click();
    await viewer.getByText('Failed to load document with viewer 2.').waitFor();
    await viewer.locator('[data-viewer="3"]').getByText('Maya Lindqvist').waitFor();
    await page.unroute('**/api/resumes/*/file');

    const [docx] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download DOCX' }).click()]);
    expect(docx.suggestedFilename()).toMatch(/\.docx$/);
    const docxPath = await docx.path();
    expect((await import('node:fs')).readFileSync(docxPath).subarray(0, 2).toString()).toBe('PK');

    // The cover letter for the same job.
    await page.getByRole('tab', { name: 'Cover Letter' }).click();
    await page.getByRole('button', { name: 'Write Cover Letter' }).click();
    const letter = page.getByRole('textbox', { name: 'Your letter (edit it as you like)' });
    await letter.waitFor();
    expect(await letter.inputValue()).toContain('Dear Acme Robotics hiring team,');
    await letter.fill(`${await letter.inputValue()}\n\nP.S. I can start in January.`);
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();
    const [letterDocx] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download DOCX' }).click()]);
    expect(letterDocx.suggestedFilename()).toBe('Cover_letter_for_Senior_Frontend_Engineer_at_Acme_Robotics.docx');
    expect(await seriousViolations(page)).toEqual([]);

    // Applied: the card links what went with it.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const card = page.getByRole('region', { name: 'Saved Jobs' }).getByRole('article').filter({ hasText: jobTitle }).first();
    await card.getByRole('combobox', { name: `Status of ${jobTitle}` }).selectOption({ label: 'Applied' });
    await card.getByText('Applied with:').waitFor();
    const resumeLink = card.getByRole('link', { name: new RegExp(`^${documentTitle}`) });
    const resumeUrl = await resumeLink.getAttribute('href');
    expect(await card.getByRole('link', { name: /^Cover letter/ }).count()).toBe(1);
    const own = await page.evaluate(async (url) => (await fetch(url!)).status, resumeUrl);
    expect(own).toBe(200);

    // Another user: neither the tailored resume nor the job's tailoring or letter.
    const other = await newPage(suite.browser, narrow);
    await signInAsGuest(other.page, suite.server.url);
    const jobId = await page.evaluate(async () => {
      const session = (await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } };
      const jobs = (await (await fetch(`/api/users/${session.user.id}/jobs?limit=100`)).json()) as { jobs: { id: string; appliedWith: unknown }[] };
      return jobs.jobs.find((job) => job.appliedWith !== null)!.id;
    });
    const statuses = await other.page.evaluate(
      async ([url, id]) =>
        Promise.all(
          [fetch(url!), fetch(`/api/resume-tailoring/${id}`), fetch(`/api/jobs/${id}/cover-letter`)].map(async (request) => (await request).status),
        ),
      [resumeUrl, jobId] as const,
    );
    expect(statuses).toEqual([403, 404, 404]);
    await other.context.close();
    await context.close();
  });

  it('is usable on a narrow screen in dark mode, with the sample resume and job clearly marked', async () => {
    const { context, page } = await newPage(suite.browser, narrow);
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAsGuest(page, suite.server.url);
    await page.goto(`${suite.server.url}/resume-tailoring/new`);
    await page.getByRole('heading', { name: 'Resume Tailoring', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Load Sample Resume' }).click();
    await page.getByRole('button', { name: 'Sample Job' }).click();
    await page.getByText('Sample resume — replace it with yours').waitFor();
    await page.getByText('Sample job — paste a real posting to apply').waitFor();
    await page.getByRole('button', { name: 'Tailor My Resume' }).click();
    await page.getByText('Resume saved successfully! You can find it in your saved resumes.').waitFor({ timeout: 30_000 });
    // The tailored PDF fits the phone: the start of every line is on screen (it once sat at −111 px).
    const canvas = page.locator('[data-viewer="1"] canvas').first();
    await canvas.waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    const drawn = (await canvas.boundingBox())!;
    expect(drawn.x).toBeGreaterThanOrEqual(0);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(narrow.width);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/resume-tailoring-narrow-dark-full.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/resume-tailoring-narrow-dark.png` });
    await context.close();
  });
});
