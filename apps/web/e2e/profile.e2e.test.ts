import fs from 'node:fs';
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

  it('imports a JSON Resume for review, saves it, and exports the profile as one', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsGuest(page, suite.server.url);
    await page.goto(`${suite.server.url}/profile`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const document = {
      basics: {
        name: 'Richard Hendriks',
        label: 'Programmer',
        summary: 'Compression.',
        location: { city: 'San Francisco', region: 'California' },
        profiles: [{ network: 'GitHub', url: 'https://github.com/richard' }],
      },
      work: [{ name: 'Pied Piper', position: 'CEO', startDate: '2013-12-01', endDate: '2014-12-01', highlights: ['Middle-out compression'] }],
      education: [{ institution: 'University of Oklahoma', studyType: 'Bachelor', area: 'Information Technology', endDate: '2014-01-01' }],
      skills: [{ name: 'Compression', keywords: ['C++'] }],
    };
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'richard.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(document)) });
    await page.getByText('Imported from richard.json: review the entries, then Save Changes.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Company' }).inputValue()).toBe('Pied Piper');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Richard Hendriks', level: 2 }).waitFor();
    await page.getByText('Programmer · San Francisco, California').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON Resume' }).click()]);
    expect(download.suggestedFilename()).toBe('Richard-Hendriks-resume.json');
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(exported).toMatchObject({
      $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
      basics: {
        name: 'Richard Hendriks',
        label: 'Programmer',
        location: { city: 'San Francisco, California' },
        profiles: [{ network: 'GitHub', url: 'https://github.com/richard' }],
      },
      work: [{ name: 'Pied Piper', position: 'CEO', startDate: '2013-12', endDate: '2014-12', summary: '• Middle-out compression' }],
      education: [{ institution: 'University of Oklahoma', endDate: '2014' }],
      skills: [{ name: 'Compression' }, { name: 'C++' }],
      meta: { version: 'v1.0.0' },
    });
    await context.close();
  });
});
