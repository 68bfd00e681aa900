import fs from 'node:fs';
import type { NotificationList, Preferences } from '@seeker/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeJobSources } from '../../server/test/fakes/fake-job-sources';
import { seriousViolations } from './support/axe';
import { dismissPreferencesWizard, narrow, newPage, useServerAndBrowser } from './support/browser';
import { searchPreferences, searchServerEnv, startSearchSources } from './support/search-fixtures';
import { pageApi } from './support/page-api';

let fake: FakeJobSources;
beforeAll(async () => {
  fake = await startSearchSources();
});
afterAll(async () => {
  await fake?.close();
});

/**
 * A fixed-offset zone where it is now between 10:00 and 20:00, so a follow-up for "today" is already due
 * (reminders go out at 09:00 the user's time) and fires on the minute job's next round.
 */
function zoneWhereItIsDaytime(now = new Date()) {
  for (let offset = -12; offset <= 14; offset++) {
    const hour = (now.getUTCHours() + offset + 24) % 24;
    if (hour >= 10 && hour < 20) return { zone: offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`, offset };
  }
  throw new Error('no zone found');
}

const dayIn = (offsetHours: number) => new Date(Date.now() + offsetHours * 3600_000).toISOString().slice(0, 10);

async function setUp(page: Page, baseUrl: string, zone: string) {
  // The fake's job pages are on the loopback, a private place the server trusts for accounts only (never
  // for guests): this user signs up.
  await page.goto(baseUrl);
  await page.getByRole('heading', { name: 'Welcome to Seeker' }).waitFor();
  const account = { name: 'Ada Lovelace', email: `ada-${Date.now()}@example.test`, password: 'correct horse battery' };
  expect((await pageApi(page, '/api/auth/sign-up/email', { method: 'POST', body: account })).status).toBe(200);
  await page.reload();
  await dismissPreferencesWizard(page);
  const userId = (await pageApi<{ user: { id: string } }>(page, '/api/auth/get-session')).body.user.id;
  const preferences: Preferences = {
    ...searchPreferences,
    companies: ['Acme Robotics'],
    searchSchedule: { ...searchPreferences.searchSchedule, notificationType: 'None', timezone: zone },
  };
  expect((await pageApi(page, `/api/users/${userId}/preferences`, { method: 'PUT', body: preferences })).status).toBe(200);
  return userId;
}

async function addByLink(page: Page, url: string) {
  await page.getByRole('button', { name: 'Add a job by link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a job' });
  await dialog.getByLabel('Job link').fill(url);
  await dialog.getByLabel('Job link').press('Enter');
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
}

const column = (page: Page, label: string) => page.getByRole('list', { name: `${label} applications` });

describe('the Application Manager', () => {
  const suite = useServerAndBrowser({ env: () => searchServerEnv(fake) });

  it(
    'adds a Greenhouse job and a JSON-LD page by their links, moves both across the board by keyboard, fires a follow-up, changes the funnel and exports CSV and ICS',
    { timeout: 240_000 },
    async () => {
      const { zone, offset } = zoneWhereItIsDaytime();
      const { context, page } = await newPage(suite.browser);
      const userId = await setUp(page, suite.server.url, zone);

      // A friend's link, read through the local fake Greenhouse.
      await addByLink(page, 'https://boards.greenhouse.io/acmerobotics/jobs/4001?gh_src=friend');
      await page.getByRole('status').filter({ hasText: 'Senior Frontend Engineer' }).first().waitFor();
      // And an employer's own page, read from its JSON-LD JobPosting.
      await addByLink(page, `${fake.pagesUrl}/fugro.html`);
      await page.getByRole('status').filter({ hasText: 'Geowissenschaftler (m/w/d)' }).first().waitFor();

      // The dashboard's Application Manager opens the board.
      await page.getByRole('link', { name: 'Open Applications' }).click();
      await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
      const card = column(page, 'New').getByRole('article', { name: 'Senior Frontend Engineer' });
      await card.waitFor();
      // The funnel, folded above the board, opens; its table says what its chart draws: nobody applied yet.
      await page.getByRole('button', { name: /Pipeline funnel/ }).click();
      const appliedInFunnel = () =>
        page
          .getByRole('table', { name: 'Pipeline funnel by stage' })
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: 'Applied' }) })
          .getByRole('cell')
          .first()
          .innerText();
      await expect.poll(appliedInFunnel).toBe('0');

      // Keyboard only: pick it up, three columns right, drop.
      const handle = card.getByRole('button', { name: 'Move Senior Frontend Engineer' });
      await handle.focus();
      await page.keyboard.press('Space');
      for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      const applied = column(page, 'Applied').getByRole('article', { name: 'Senior Frontend Engineer' });
      await applied.waitFor();
      await expect.poll(() => page.getByText('Moved Senior Frontend Engineer to Applied').count()).toBeGreaterThan(0);
      // Focus follows the card to its new column.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Senior Frontend Engineer');
      // The page's job, two columns on to Applying.
      const pageJob = column(page, 'New').getByRole('article', { name: 'Geowissenschaftler (m/w/d)' });
      await pageJob.getByRole('button', { name: 'Move Geowissenschaftler (m/w/d)' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await column(page, 'Applying').getByRole('article', { name: 'Geowissenschaftler (m/w/d)' }).waitFor();
      // The funnel follows: one job applied.
      await expect.poll(appliedInFunnel).toBe('1');
      expect(await seriousViolations(page)).toEqual([]);

      // Its page: a follow-up for today (already past 09:00 there) and an interview.
      await applied.getByRole('link', { name: 'Senior Frontend Engineer' }).click();
      await page.getByRole('heading', { name: 'Senior Frontend Engineer', level: 1 }).waitFor();
      const today = dayIn(offset);
      const followUps = page.getByRole('form', { name: 'Add a follow-up' });
      await followUps.getByLabel('Remind me on').fill(today);
      await followUps.getByLabel('Note').fill('Ask Grace about next steps');
      await followUps.getByRole('button', { name: /Add/ }).click();
      await page.getByText('Ask Grace about next steps').first().waitFor();
      const interviews = page.getByRole('form', { name: 'Add an interview' });
      await interviews.getByLabel('Date').fill(dayIn(offset + 72));
      await interviews.getByLabel('Time').fill('14:30');
      await interviews.getByLabel('Place').fill('Acme HQ, Berlin');
      await interviews.getByRole('button', { name: /Add/ }).click();
      await page.getByText('Acme HQ, Berlin').first().waitFor();

      // The minute job sends it: in-app (type None sends nothing else).
      await expect
        .poll(
          async () => (await pageApi<NotificationList>(page, `/api/users/${userId}/notifications`)).body.notifications.map((entry) => entry.title),
          {
            timeout: 90_000,
            interval: 2_000,
          },
        )
        .toContain('Follow up: Senior Frontend Engineer at Acme Robotics');

      // Exports: the board's applications as CSV, the interview as a calendar event.
      await page.getByRole('link', { name: 'Applications' }).first().click();
      await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
      expect(csv.suggestedFilename()).toMatch(/^seeker-applications-\d{4}-\d{2}-\d{2}\.csv$/);
      const csvText = fs.readFileSync((await csv.path())!, 'utf8');
      expect(csvText).toMatch(/Acme Robotics,Senior Frontend Engineer,Remote - US,Applied,/);
      const [ics] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export interviews (.ics)' }).click()]);
      const icsText = fs.readFileSync((await ics.path())!, 'utf8');
      expect(icsText).toContain('BEGIN:VEVENT');
      expect(icsText).toContain('SUMMARY:Interview: Senior Frontend Engineer at Acme Robotics');
      expect(icsText).toContain('LOCATION:Acme HQ\\, Berlin');
      await context.close();
    },
  );

  it('moves a card with the Move to… menu, by keyboard, on a 390 px screen', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(suite.browser, narrow);
    await setUp(page, suite.server.url, 'UTC');
    await addByLink(page, 'https://boards.greenhouse.io/acmerobotics/jobs/4002');
    await page.goto(`${suite.server.url}/applications`);
    const card = column(page, 'New').getByRole('article', { name: 'Frontend Engineer, Fleet Maps' });
    await card.waitFor();
    const menu = card.getByRole('button', { name: /Move to…/ });
    await menu.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitemradio', { name: 'Interviewing' }).or(page.getByRole('menuitem', { name: 'Interviewing' }));
    await item.waitFor();
    await item.focus();
    await page.keyboard.press('Enter');
    await column(page, 'Interviewing').getByRole('article', { name: 'Frontend Engineer, Fleet Maps' }).waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
