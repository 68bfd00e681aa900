import type { JobStatus, SavedJobByLink } from '@seeker/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { narrow, newPage, signInAsGuest, useServerAndBrowser, wide } from './support/browser';
import { pageApi } from './support/page-api';

// Issue 50: the board is what the Applications page is for. Its first card is on the first screen, on a
// laptop and on a phone; a card carried by keyboard stays wholly in view; a phone shows one column at a time.

/** Ten typed-in jobs across the columns (a user types in ten a minute), one with a company name no line can hold. */
async function seedBoard(page: Page) {
  const statuses: JobStatus[] = ['new', 'new', 'new', 'researching', 'applying', 'applied', 'applied', 'interviewing', 'offered', 'rejected'];
  for (const [index, status] of statuses.entries()) {
    const company = index === 0 ? 'Supercalifragilisticexpialidocious'.repeat(3) : `Company ${index + 1}`;
    const draft = { url: `https://careers.example.com/jobs/${index + 1}`, title: `Engineer ${index + 1}`, company, location: 'Berlin' };
    const saved = await pageApi<SavedJobByLink>(page, '/api/jobs/typed-in', { method: 'POST', body: draft });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    if (status !== 'new') expect((await pageApi(page, `/api/jobs/${saved.body.job.jobId}`, { method: 'PATCH', body: { status } })).status).toBe(200);
  }
}

async function openBoard(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/applications`);
  await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
  await page.getByRole('article').first().waitFor();
}

/** Where a box is against the window, once scrolling has settled. */
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

describe('the Application Manager’s board in view', () => {
  const suite = useServerAndBrowser();

  it('puts the first card on the first screen at 1280×800, and keeps a card carried by keyboard wholly in view', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(suite.browser, wide);
    await signInAsGuest(page, suite.server.url);
    await seedBoard(page);
    await openBoard(page, suite.server.url);
    const first = page.getByRole('article').first();
    expect((await boxOf(first)).y + 40).toBeLessThan(wide.height);
    // A company name no line can hold wraps inside its card.
    const long = page.getByRole('article', { name: 'Engineer 1', exact: true });
    expect(await long.evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);

    // Carried from New to the last column and back part way: at each step the card is wholly in the window.
    await long.getByRole('button', { name: 'Move Engineer 1' }).focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('ArrowRight');
      const held = page.getByRole('article', { name: 'Engineer 1', exact: true });
      await expect
        .poll(async () => {
          const box = await boxOf(held);
          return box.x >= 0 && box.y >= 0 && box.x + box.width <= wide.width && box.y + box.height <= wide.height;
        })
        .toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);

    // Not every column fits: the board says which are to the right, and "More columns" brings them into sight.
    const more = page.getByRole('button', { name: 'More columns' });
    await page.locator(`[id="${await more.getAttribute('aria-controls')}"]`).evaluate((row) => row.scrollTo({ left: 0 }));
    const cue = page.getByRole('status').filter({ hasText: /more columns? to the right/ });
    await expect.poll(() => cue.innerText()).toMatch(/^\d more columns to the right: .*Offered, Rejected$/);
    for (let press = 0; press < 5 && (await more.getAttribute('aria-disabled')) !== 'true'; press++) {
      await more.click();
      await page.waitForTimeout(400);
    }
    await page.getByRole('status').filter({ hasText: 'You are at the last column.' }).waitFor();
    const rejected = await boxOf(page.getByRole('region', { name: /^Rejected/ }));
    expect(rejected.x + rejected.width).toBeLessThanOrEqual(wide.width);

    // Ticking "Follow-up due" says what it did in sight: none of these has one.
    await page.getByRole('checkbox', { name: 'Follow-up due' }).click();
    await page.getByRole('status').filter({ hasText: '0 of 10 applications match the filters' }).waitFor();
    await context.close();
  });

  it('shows a phone one column at a time, chosen above the board, with its first card on the first screen', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(suite.browser, narrow);
    await signInAsGuest(page, suite.server.url);
    await seedBoard(page);
    await openBoard(page, suite.server.url);
    const switcher = page.getByRole('group', { name: 'Column shown' });
    // The first column with cards is shown, alone.
    expect(await switcher.getByRole('button', { pressed: true }).innerText()).toMatch(/^New\s*3$/);
    expect(await page.getByRole('list', { name: /applications$/ }).count()).toBe(1);
    // The whole first card, its "Move to…" control too: the filters fold behind a button on a phone.
    const first = page.getByRole('article').first();
    const box = await boxOf(first);
    expect(box.y + box.height).toBeLessThanOrEqual(narrow.height);
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('searchbox', { name: 'Search' }).isVisible()).toBe(false);
    await filters.click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Engineer 9');
    await page.getByRole('status').filter({ hasText: '1 of 10 applications match the filters' }).waitFor();
    await page.getByRole('button', { name: 'Filters (1 set)' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await switcher.getByRole('button', { name: /^Applied/ }).click();
    await page.getByRole('list', { name: 'Applied applications' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(2);
    // A card moved by its menu is followed to its new column, and keeps the focus.
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: /Move to…/ }).click();
    await page.getByRole('menuitemradio', { name: 'Offered' }).click();
    await page.getByRole('list', { name: 'Offered applications' }).getByRole('article', { name: title }).waitFor();
    expect(await switcher.getByRole('button', { pressed: true }).innerText()).toMatch(/^Offered\s*2$/);
    // Nothing wider than the screen; the drag hint is for screen readers only here.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrow.width);
    expect((await boxOf(page.getByText(/Move a card by dragging it/))).width).toBeLessThanOrEqual(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it(
    'keeps every control of an application’s marks inside its section, and the table within a phone’s width, both axe clean',
    { timeout: 120_000 },
    async () => {
      for (const viewport of [wide, narrow]) {
        const { context, page } = await newPage(suite.browser, viewport);
        await signInAsGuest(page, suite.server.url);
        const draft = { title: 'Marked Engineer', company: 'Acme', location: 'Berlin' };
        const saved = await pageApi<SavedJobByLink>(page, '/api/jobs/typed-in', { method: 'POST', body: draft });
        const jobId = saved.body.job.jobId;
        const marks = { priority: 'high', excitement: 4, deadline: '2099-12-15' };
        expect((await pageApi(page, `/api/applications/${jobId}`, { method: 'PATCH', body: marks })).status).toBe(200);

        await page.goto(`${suite.server.url}/applications/${jobId}`);
        const section = page.getByRole('region', { name: 'Priority and deadline' });
        await section.getByRole('button', { name: 'Clear the day to apply by' }).waitFor();
        const outer = await boxOf(section);
        for (const control of await section.locator('select, input, button').all()) {
          const box = await boxOf(control);
          expect(
            box.x >= outer.x && box.x + box.width <= outer.x + outer.width,
            `${viewport.width}px: ${(await control.getAttribute('aria-label')) ?? (await control.getAttribute('id'))}`,
          ).toBe(true);
        }
        expect(await seriousViolations(page)).toEqual([]);

        await page.goto(`${suite.server.url}/applications?layout=table`);
        await page.getByRole('table').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      }
    },
  );
});
