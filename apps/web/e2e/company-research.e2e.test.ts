import { acmeRobotics, globex, startFakeResearchSources, type FakeResearchSources } from '@seeker/agents/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeJobSources } from '../../server/test/fakes/fake-job-sources';
import { seriousViolations } from './support/axe';
import { narrow, newPage, signInAsGuest, useServerAndBrowser } from './support/browser';
import { searchPreferences, searchServerEnv, startSearchSources } from './support/search-fixtures';

let jobs: FakeJobSources;
let research: FakeResearchSources;
beforeAll(async () => {
  [jobs, research] = await Promise.all([startSearchSources(), startFakeResearchSources([acmeRobotics, globex])]);
});
afterAll(async () => {
  await Promise.all([jobs?.close(), research?.close()]);
});

/** Signs in as a guest, saves the preferences and runs a search: through the screen, or the API alone. */
async function searchAsGuest(page: Page, baseUrl: string, { through = 'screen' }: { through?: 'screen' | 'api' } = {}) {
  await signInAsGuest(page, baseUrl);
  const status = await page.evaluate(
    async ({ preferences, api }) => {
      const session = (await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } };
      const saved = await fetch(`/api/users/${session.user.id}/preferences`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(preferences),
      });
      if (!saved.ok || !api) return saved.status;
      return (
        await fetch('/api/agents/run-job-search', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user_id: session.user.id }),
        })
      ).status;
    },
    { preferences: searchPreferences, api: through === 'api' },
  );
  expect(status).toBe(200);
  if (through === 'api') return;
  await page.getByRole('link', { name: 'Job Search' }).first().click();
  await page.getByRole('button', { name: 'Start Your Search' }).click();
  await page.getByRole('heading', { name: /^Found \d+ job opportunities tailored to your profile$/ }).waitFor({ timeout: 30_000 });
}

const acmeCard = (page: Page) => page.getByRole('article', { name: 'Acme Robotics' });

describe('Company Research', () => {
  const suite = useServerAndBrowser({
    env: () => ({
      ...searchServerEnv(jobs),
      COMPANY_RESEARCH_SOURCES: 'wikidata,wikipedia,website,ratings',
      WIKIDATA_API_URL: research.urls.wikidata,
      WIKIPEDIA_API_URL: research.urls.wikipedia,
      GLASSDOOR_API_URL: research.urls.ratings,
      GLASSDOOR_RAPIDAPI_KEY: research.ratingsKey,
    }),
  });

  it('browses a search’s research in the three views with citations, deletes one, researches it again from its job, and keeps favourites after a reload', async () => {
    const { context, page } = await newPage(suite.browser);
    await searchAsGuest(page, suite.server.url);
    await page
      .getByText(/company research is complete/i)
      .first()
      .waitFor();

    await page.getByRole('link', { name: 'Company Research' }).first().click();
    await page.getByRole('heading', { name: 'Company Research', level: 1 }).waitFor();
    const acme = acmeCard(page);
    await acme.waitFor();
    expect(await page.getByRole('region', { name: 'Grid view' }).count()).toBe(1);
    await acme.locator('dd', { hasText: /^Robotics/ }).waitFor();
    expect(
      await acme
        .getByRole('link', { name: /^Source \d+ ?: Wikidata Q4000001, / })
        .first()
        .getAttribute('href'),
    ).toBe(`${research.urls.wikidata}/wiki/Q4000001`);
    await acme.getByText('83% recommend').waitFor();
    await acme.getByText(/Acme Robotics, in robotics, based in San Francisco/).waitFor();
    expect(await acme.getByRole('link', { name: 'Reviews' }).getAttribute('href')).toMatch(/^https:\/\/www\.glassdoor\.com\/Reviews\//);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByRole('region', { name: 'List view' }).waitFor();
    await page.getByRole('button', { name: 'Detailed', exact: true }).click();
    const detailed = page.getByRole('region', { name: 'Detailed view' });
    await detailed.waitFor();
    await detailed.getByText(/^From job search session [\w-]{8}$/).waitFor();
    expect(await detailed.getByRole('heading', { level: 2 }).innerText()).toBeTruthy();
    if ((await detailed.getByRole('combobox', { name: 'Company' }).count()) > 0) {
      await detailed
        .getByRole('combobox', { name: 'Company' })
        .selectOption({ label: (await detailed.getByRole('option', { name: /^Acme Robotics \(/ }).innerText()).trim() });
    }
    await acmeCard(page).getByText('Design a job queue for robots.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await acmeCard(page).getByRole('button', { name: 'Favourite Acme Robotics' }).click();
    await detailed.getByRole('button', { name: 'Delete Research', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('region', { name: 'Grid view' })
      .or(page.getByRole('heading', { name: 'No Company Research Available' }))
      .first()
      .waitFor();
    expect(await acmeCard(page).count()).toBe(0);

    // Research on a job of the deleted company's: researched again on arrival, in the Detailed view.
    await page.getByRole('link', { name: 'Job Search' }).first().click();
    await page.getByRole('link', { name: 'Research Acme Robotics' }).first().click();
    await page.waitForURL(/\/company-research\/job-/);
    await acmeCard(page)
      .locator('dd', { hasText: /^Robotics/ })
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole('region', { name: 'Detailed view' }).count()).toBe(1);
    expect(await acmeCard(page).getByRole('button', { name: 'Favourite Acme Robotics' }).getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await acmeCard(page).waitFor();
    expect(await acmeCard(page).getByRole('button', { name: 'Favourite Acme Robotics' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('companyFavorites'))).toBe('["Acme Robotics"]');

    // Another user reads none of it.
    const sessionId = await page.evaluate(
      async () => ((await (await fetch('/api/company-research')).json()) as { session: { sessionId: string } }).session.sessionId,
    );
    const other = await newPage(suite.browser);
    await signInAsGuest(other.page, suite.server.url);
    const theirs = await other.page.evaluate(
      async (id) => [(await fetch(`/api/company-research?sessionId=${id}`)).status, await (await fetch('/api/company-research')).json()],
      sessionId,
    );
    expect(theirs).toEqual([404, { session: null }]);
    await other.page.goto(`${suite.server.url}/company-research`);
    await other.page.getByRole('heading', { name: 'No Company Research Available' }).waitFor();
    await other.context.close();
    await context.close();
  });

  it('renders on a narrow screen in dark mode without sideways scrolling, and passes axe', async () => {
    const context = await suite.browser.newContext({ viewport: narrow, colorScheme: 'dark' });
    const page = await context.newPage();
    await searchAsGuest(page, suite.server.url, { through: 'api' });
    await page.goto(`${suite.server.url}/company-research`);
    await acmeCard(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBeTruthy();
    await context.close();
  });
});
