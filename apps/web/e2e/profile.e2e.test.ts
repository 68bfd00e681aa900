import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { narrow, newPage, signInAsGuest, useServerAndBrowser } from './support/browser';

describe('Profile', () => {
  const suite = useServerAndBrowser();

  it('edits and saves a full profile, and shows it again after a reload', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsGuest(page, suite.server.url);
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();

    await page.getByRole('textbox', { name: 'Name' }).fill('Maya Patel');
    await page.getByRole('textbox', { name: 'Title' }).fill('Frontend Engineer');
    await page.getByRole('textbox', { name: 'Location' }).fill('Berlin');
    await page.getByRole('textbox', { name: 'About' }).fill('I build accessible interfaces.');
    await page.getByRole('textbox', { name: 'Skills' }).fill('React');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add experience' }).click();
    await page.getByRole('textbox', { name: 'Company' }).fill('Acme Robotics');
    await page.getByRole('textbox', { name: 'Job title' }).fill('Frontend Engineer');
    await page.getByLabel('Start month').fill('2021-04');
    await page.getByRole('checkbox', { name: 'I work here now' }).check();
    await page.getByRole('button', { name: 'Add education' }).click();
    await page.getByRole('textbox', { name: 'School' }).fill('TU Berlin');
    await page.getByRole('textbox', { name: 'Graduation year' }).fill('2019');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('textbox', { name: 'Kind' }).fill('GitHub');
    await page.getByRole('textbox', { name: 'Address' }).fill('https://github.com/maya');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Maya Patel', level: 2 }).waitFor();
    await page.getByText('Frontend Engineer · Berlin').waitFor();
    await page.getByText('Apr 2021 – Present').waitFor();
    await page.getByText('TU Berlin').waitFor();
    expect(await page.getByRole('link', { name: 'https://github.com/maya' }).getAttribute('href')).toBe('https://github.com/maya');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits a narrow screen in dark mode', async () => {
    const context = await suite.browser.newContext({ viewport: narrow, colorScheme: 'dark' });
    const page = await context.newPage();
    await signInAsGuest(page, suite.server.url);
    await page.goto(`${suite.server.url}/profile`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Add experience' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
