import { createDocx, createPdf } from '@seeker/agents/testing';

import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { onboardingDelays } from '../src/features/preferences/lib/onboarding-delays';
import { newPage, signInAsGuest, useServerAndBrowser } from './support/browser';
import { addTags, currentStep, goToStep, next, selected, tags, wizardOf } from './support/wizard';

/** Whether the whole element is inside the window: not cut off below the fold, nor above. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe('preferences wizard', () => {
  const suite = useServerAndBrowser();

  it('opens for a new guest, walks all six steps, saves, and shows everything restored after a reload', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsGuest(page, suite.server.url, { wizard: 'keep' });
    const wizard = wizardOf(page);
    await wizard.waitFor();
    expect(await currentStep(wizard)).toContain('Upload Resume');
    expect(await wizard.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);

    // 1. Upload Resume: a real PDF, checked on the client and uploaded on Finish.
    await wizard.getByText('You have not uploaded a resume yet.').waitFor();
    const fileInput = wizard.getByLabel('Upload resume');
    expect(await fileInput.getAttribute('accept')).toBe('.pdf,.docx,.doc,.odt,.rtf,.txt,.png,.jpg,.jpeg');
    await fileInput.setInputFiles({
      name: 'ada-lovelace.pdf',
      mimeType: 'application/pdf',
      buffer: createPdf(['Ada Lovelace', 'Software Engineer']),
    });
    await wizard.getByTestId('chosen-resume-name').filter({ hasText: 'ada-lovelace.pdf' }).waitFor();
    expect(await wizard.getByRole('alert').count()).toBe(0);
    await next(wizard, 'Basic Preferences');

    // 2. Basic Preferences: Enter and comma add; Backspace on the empty input removes the last tag.
    await addTags(wizard, 'Job Roles', 'Frontend Engineer\nPlatform Engineer,Typo\n');
    expect(await tags(wizard)).toEqual(['Frontend Engineer', 'Platform Engineer', 'Typo']);
    await wizard.getByLabel('Job Roles', { exact: true }).press('Backspace');
    expect(await tags(wizard)).toEqual(['Frontend Engineer', 'Platform Engineer']);
    await addTags(wizard, 'Job Roles', 'frontend engineer\n\n');
    expect(await tags(wizard)).toEqual(['Frontend Engineer', 'Platform Engineer']);
    // Locations completes places from the gazetteer: a comma is part of a place being typed, and the place is
    // picked whole; a list typed with commas is still a tag for each.
    await addTags(wizard, 'Locations', 'New Orleans, LA');
    await wizard.getByRole('option', { name: 'New Orleans, Louisiana, United States' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await addTags(wizard, 'Locations', 'Remote,Berlin\n');
    await expect
      .poll(() => tags(wizard))
      .toEqual(['Frontend Engineer', 'Platform Engineer', 'New Orleans, Louisiana, United States', 'Remote', 'Berlin']);
    await next(wizard, 'Advanced Preferences');

    // 3. Advanced Preferences: skills, selects, and the salary slider by keyboard.
    await addTags(wizard, 'Required Skills', 'TypeScript\nReact\n');
    await wizard.getByLabel('Job Type').selectOption('Contract');
    await wizard.getByLabel('Seniority Level').selectOption({ label: 'Senior' });
    const salary = wizard.getByTestId('salary-range-value');
    // A new user starts at the default range (CLARIFICATIONS: 0–200,000), in the currency of the first place named.
    expect(await salary.innerText()).toBe('$0 – $200,000 a year');
    await wizard
      .getByText('In USD: your first location, New Orleans, Louisiana, United States, reads as New Orleans, Louisiana, United States.', {
        exact: false,
      })
      .waitFor();
    // Figures typed as people write them; the slider follows, and moves by fine steps where pay usually is.
    await wizard.getByRole('textbox', { name: 'From' }).fill('5,000');
    await wizard.getByRole('textbox', { name: 'Up to' }).fill('190000');
    expect(await salary.innerText()).toBe('$5,000 – $190,000 a year');
    await wizard.getByRole('slider', { name: 'Maximum salary' }).focus();
    await page.keyboard.press('ArrowLeft');
    const moved = Number((await salary.innerText()).split('–')[1]!.replace(/[^\d]/g, ''));
    expect(moved).toBeLessThan(190_000);
    expect(moved).toBeGreaterThan(185_000);
    await page.keyboard.press('ArrowRight');
    await wizard.getByRole('textbox', { name: 'Up to' }).fill('190000');
    expect(await salary.innerText()).toBe('$5,000 – $190,000 a year');
    await next(wizard, 'Search Filters');

    // 4. Search Filters.
    await addTags(wizard, 'Include Keywords', 'remote-first\n');
    await addTags(wizard, 'Exclude Keywords', 'unpaid\n');
    await next(wizard, 'Search Schedule');

    // 5. Search Schedule: detail fields only while enabled; each frequency resets the schedule.
    expect(await wizard.getByText('Inactive', { exact: true }).isVisible()).toBe(true);
    expect(await wizard.getByLabel('Search Frequency').count()).toBe(0);
    await wizard.getByRole('checkbox', { name: 'Enable Automated Job Search' }).click();
    await wizard.getByText('Active', { exact: true }).waitFor();
    expect(await selected(wizard, 'Search Frequency')).toBe('Daily');
    expect(await selected(wizard, 'Time')).toBe('09:00');
    await wizard.getByLabel('Search Frequency').selectOption('Weekly');
    expect(await selected(wizard, 'Day of Week')).toBe('1');
    expect(await wizard.getByLabel('Day of Week').locator('option:checked').innerText()).toBe('Monday');
    expect(await wizard.getByLabel('Time', { exact: true }).locator('option:checked').innerText()).toBe('9:00 AM');
    await wizard.getByLabel('Search Frequency').selectOption('Monthly');
    expect(await selected(wizard, 'Day of Month')).toBe('1');
    expect(await selected(wizard, 'Time')).toBe('09:00');
    await wizard.getByLabel('Search Frequency').selectOption('Custom');
    expect(await wizard.getByLabel('Cron Expression').inputValue()).toBe('* * * * *');
    await wizard.getByText('Format: minute hour day-of-month month day-of-week').waitFor();
    await wizard.getByLabel('Search Frequency').selectOption('Weekly');
    // Changing the day keeps the time, and changing the time keeps the day.
    await wizard.getByLabel('Time', { exact: true }).selectOption({ label: '6:30 PM' });
    await wizard.getByLabel('Day of Week').selectOption({ label: 'Wednesday' });
    expect(await selected(wizard, 'Time')).toBe('18:30');
    expect(await selected(wizard, 'Day of Week')).toBe('3');

    const toggle = wizard.getByRole('button', { name: 'Show Advanced Options' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await wizard.getByRole('button', { name: 'Hide Advanced Options' }).getAttribute('aria-expanded')).toBe('true');
    // Opened at the foot of the dialog, the options are brought into view, down to the last of them.
    await expect.poll(() => inView(wizard.getByLabel('Timezone'))).toBe(true);
    // A guest has no email address: their default is the app alone, not "Email Only" beside a warning.
    expect(await selected(wizard, 'Notification Type')).toBe('None');
    expect(await wizard.getByText('Guests have no email address', { exact: false }).count()).toBe(0);
    expect(await selected(wizard, 'Start')).toBe('22:00');
    expect(await selected(wizard, 'End')).toBe('08:00');
    await wizard.getByLabel('Notification Type').selectOption({ label: 'Email & Push' });
    await wizard.getByText('Guests have no email address', { exact: false }).waitFor();
    await wizard.getByLabel('Start', { exact: true }).selectOption({ label: '11:00 PM' });
    await wizard.getByLabel('End', { exact: true }).selectOption({ label: '7:30 AM' });
    const zones = await wizard
      .getByLabel('Timezone')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(zones).toEqual(expect.arrayContaining(['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Sydney', 'Pacific/Auckland']));
    expect(zones.length).toBeGreaterThanOrEqual(17);
    await wizard.getByLabel('Timezone').selectOption('Asia/Tokyo');
    await next(wizard, 'Review');

    // 6. Review.
    const summary = wizard.getByRole('definition');
    const review = async (term: string) => wizard.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd').innerText();
    expect(await summary.count()).toBeGreaterThan(10);
    expect(await review('Resume')).toBe('ada-lovelace.pdf (new upload)');
    expect(await review('Job Roles')).toContain('Frontend Engineer');
    expect(await review('Job Roles')).not.toContain('Typo');
    expect(await review('Target Companies')).toBe('None specified');
    expect(await review('Required Skills')).toContain('TypeScript');
    expect(await review('Job Type')).toBe('Contract');
    expect(await review('Seniority Level')).toBe('Senior');
    expect(await review('Salary Range (USD)')).toBe('$5,000 – $190,000 a year');
    expect(await review('Exclude Keywords')).toBe('unpaid');
    expect(await review('Automated Job Search')).toBe('Active');
    expect(await review('Schedule')).toBe('Weekly on Wednesday at 6:30 PM');
    expect(await review('Notification Type')).toBe('Email & Push');
    expect(await review('Quiet Hours')).toBe('11:00 PM – 7:30 AM');
    expect(await review('Timezone')).toContain('Asia/Tokyo');

    // Finish: upload, save, success dialog, then the background search (schedule on, roles set).
    const agentRun = page.waitForResponse((response) => response.url().endsWith('/api/agents/run'));
    await wizard.getByRole('button', { name: 'Finish' }).click();
    const success = page.getByRole('dialog', { name: 'Preferences Saved! 🎉' });
    await success.waitFor();
    expect(await wizard.count()).toBe(0);
    expect(await success.innerText()).toContain('best job matches');
    expect((await agentRun).status()).toBe(202);
    await success.getByRole('button', { name: 'Close' }).click();
    await success.waitFor({ state: 'hidden' });

    // After a reload the wizard stays closed (preferences exist) and reopens with everything restored.
    // The page's clock is moved past the wizard's auto-open delay instead of waiting for it.
    await page.clock.install();
    const preferencesRead = page.waitForResponse(
      (response) => response.request().method() === 'GET' && /\/api\/users\/[^/]+\/preferences$/.test(new URL(response.url()).pathname),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await preferencesRead;
    await page.clock.runFor(onboardingDelays.autoOpen * 2);
    // A timer that fired would have rendered by the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await page.clock.runFor(10);
    expect(await wizard.count()).toBe(0);
    await page.getByRole('button', { name: 'Job Preferences' }).click();
    await wizard.waitFor();

    expect(await wizard.getByTestId('default-resume-title').innerText()).toBe('ada-lovelace.pdf');
    const view = wizard.getByRole('link', { name: 'View' });
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.getAttribute('rel')).toContain('noopener');
    const file = await page.request.get(new URL((await view.getAttribute('href'))!, suite.server.url).toString());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    await wizard.getByRole('button', { name: 'Use Default' }).click();
    await wizard.getByRole('button', { name: 'Using Default' }).waitFor();

    await next(wizard, 'Basic Preferences');
    expect(await tags(wizard)).toEqual(['Frontend Engineer', 'Platform Engineer', 'New Orleans, Louisiana, United States', 'Remote', 'Berlin']);
    await next(wizard, 'Advanced Preferences');
    expect(await tags(wizard)).toEqual(['TypeScript', 'React']);
    expect(await selected(wizard, 'Job Type')).toBe('Contract');
    expect(await selected(wizard, 'Seniority Level')).toBe('Senior');
    expect(await wizard.getByTestId('salary-range-value').innerText()).toBe('$5,000 – $190,000 a year');
    await next(wizard, 'Search Filters');
    expect(await tags(wizard)).toEqual(['remote-first', 'unpaid']);
    await next(wizard, 'Search Schedule');
    expect(await wizard.getByRole('checkbox', { name: 'Enable Automated Job Search' }).getAttribute('aria-checked')).toBe('true');
    expect(await selected(wizard, 'Search Frequency')).toBe('Weekly');
    expect(await selected(wizard, 'Day of Week')).toBe('3');
    expect(await selected(wizard, 'Time')).toBe('18:30');
    await wizard.getByRole('button', { name: 'Show Advanced Options' }).click();
    expect(await selected(wizard, 'Notification Type')).toBe('Both');
    expect(await selected(wizard, 'Start')).toBe('23:00');
    expect(await selected(wizard, 'End')).toBe('07:30');
    expect(await selected(wizard, 'Timezone')).toBe('Asia/Tokyo');
    await next(wizard, 'Review');
    expect(await review('Resume')).toBe('ada-lovelace.pdf (default resume)');

    // Second pass: a real DOCX, chosen by jumping back with the progress bar.
    await goToStep(wizard, 'Upload Resume');
    await wizard.getByLabel('Upload resume').setInputFiles({
      name: 'grace-hopper.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await createDocx(['Grace Hopper', 'COBOL']),
    });
    await wizard.getByTestId('chosen-resume-name').filter({ hasText: 'grace-hopper.docx' }).waitFor();
    expect(await wizard.getByRole('button', { name: 'Use Default' }).isVisible()).toBe(true);
    await goToStep(wizard, 'Review');
    expect(await review('Resume')).toBe('grace-hopper.docx (new upload)');
    await wizard.getByRole('button', { name: 'Finish' }).click();
    await success.waitFor();
    await success.getByRole('button', { name: 'Close' }).click();
    await success.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Job Preferences' }).click();
    expect(await wizard.getByTestId('default-resume-title').innerText()).toBe('grace-hopper.docx');
    await context.close();
  });

  it('starts a guest at the app alone, and tells them that a type with email cannot email them until they add an address', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsGuest(page, suite.server.url, { wizard: 'keep' });
    const wizard = wizardOf(page);
    await wizard.waitFor();
    await goToStep(wizard, 'Search Schedule');
    await wizard.getByRole('checkbox', { name: 'Enable Automated Job Search' }).click();
    await wizard.getByRole('button', { name: 'Show Advanced Options' }).click();
    // A guest's default sends no email: no warning beside it.
    expect(await selected(wizard, 'Notification Type')).toBe('None');
    const note = wizard.getByRole('note').filter({ hasText: 'Guests have no email address' });
    expect(await note.count()).toBe(0);
    await wizard.getByLabel('Notification Type').selectOption({ label: 'Email Only' });
    await note.waitFor();
    expect(await note.innerText()).toBe(
      'Guests have no email address: add an email and password in Settings, under Account, to get these by email. Until then, new jobs are announced in the app only.',
    );
    await wizard.getByLabel('Notification Type').selectOption({ label: 'Push Notification' });
    await note.waitFor({ state: 'detached' });
    await wizard.getByLabel('Notification Type').selectOption({ label: 'Email & Push' });
    await note.waitFor();
    await wizard.getByLabel('Notification Type').selectOption({ label: 'None' });
    await note.waitFor({ state: 'detached' });
    await context.close();
  });

  it('fits a 360 px screen in dark mode: the wizard scrolls and every step is reachable', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 360, height: 640 }, colorScheme: 'dark' });
    const page = await context.newPage();
    await signInAsGuest(page, suite.server.url, { wizard: 'keep' });
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    const wizard = wizardOf(page);
    // Measure the wizard itself, not the loading dialog it replaces once its code and the saved preferences are here.
    await wizard.getByRole('navigation', { name: 'Wizard steps' }).waitFor();
    const box = await wizard.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(box!.height).toBeLessThanOrEqual(640);
    // A long tag wraps: the dialog stays inside the screen and Next stays reachable.
    await next(wizard, 'Basic Preferences');
    await addTags(wizard, 'Job Roles', 'Senior Principal Staff Distinguished Frontend Platform Eng\n');
    const overflow = () => wizard.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect((await wizard.boundingBox())!.width).toBeLessThanOrEqual(360);
    const nextBox = await wizard.getByRole('button', { name: 'Next' }).boundingBox();
    expect(nextBox!.x + nextBox!.width).toBeLessThanOrEqual(360);
    for (const step of ['Advanced Preferences', 'Search Filters', 'Search Schedule', 'Review']) {
      await next(wizard, step);
    }
    const scrollWidth = await wizard.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(scrollWidth).toBeLessThanOrEqual(0);
    await wizard.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('dialog', { name: 'Preferences Saved! 🎉' }).waitFor();
    await context.close();
  });
});
