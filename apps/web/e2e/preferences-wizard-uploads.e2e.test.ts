import { createExe, createPdf } from '@seeker/agents/testing';

import { describe, expect, it } from 'vitest';

import { newPage, signInAsGuest, useServerAndBrowser } from './support/browser';
import { addTags, goToStep, recordAlerts, wizardOf } from './support/wizard';

describe('preferences wizard: uploads', () => {
  const suite = useServerAndBrowser();

  it('shows every upload error: wrong type, too large, and the server refusing a file the browser let through', async () => {
    const { context, page } = await newPage(suite.browser);
    const alerts = recordAlerts(page);
    await signInAsGuest(page, suite.server.url, { wizard: 'keep' });
    const wizard = wizardOf(page);
    await wizard.waitFor();
    const fileInput = wizard.getByLabel('Upload resume');
    await wizard.getByText('You have not uploaded a resume yet.').waitFor();

    await fileInput.setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: createExe() });
    expect(await wizard.getByRole('alert').innerText()).toBe('Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file');
    expect(await wizard.getByTestId('chosen-resume-name').count()).toBe(0);

    const tooBig = Buffer.concat([createPdf(['Big']), Buffer.alloc(10 * 1024 * 1024)]);
    await fileInput.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: tooBig });
    await wizard.getByRole('alert').filter({ hasText: 'File size must be less than 10MB' }).waitFor();
    expect(await wizard.getByTestId('chosen-resume-name').count()).toBe(0);

    // Named .txt, really binary: the first bytes give it away at once.
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: createExe() });
    await wizard.getByRole('alert').filter({ hasText: 'This .txt file is not plain text.' }).waitFor();
    expect(await wizard.getByTestId('chosen-resume-name').count()).toBe(0);
    await fileInput.setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await wizard.getByRole('alert').filter({ hasText: 'The file is empty.' }).waitFor();

    // A zip header over a program: passes the browser's look at the first bytes; only the server, reading the whole file, can tell.
    const fakeDocx = Buffer.concat([Buffer.from('PK\u0003\u0004'), createExe()]);
    await fileInput.setInputFiles({
      name: 'notes.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: fakeDocx,
    });
    await wizard.getByTestId('chosen-resume-name').filter({ hasText: 'notes.docx' }).waitFor();
    expect(await wizard.getByRole('alert').count()).toBe(0);
    await goToStep(wizard, 'Basic Preferences');
    await addTags(wizard, 'Job Roles', 'Data Engineer\n');
    await goToStep(wizard, 'Review');
    await wizard.getByRole('button', { name: 'Finish' }).click();
    // A failed upload takes the wizard back to Upload Resume, with focus on the error.
    const uploadError = wizard.getByRole('alert').filter({ hasText: 'Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file' });
    await uploadError.waitFor();
    await wizard.getByRole('heading', { name: 'Upload Resume', level: 3 }).waitFor();
    expect(await uploadError.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Preferences Saved! 🎉' }).count()).toBe(0);
    expect(alerts).toEqual([]);

    // Remove the file; a cron the server refuses keeps the wizard open with its reason and an alert.
    await goToStep(wizard, 'Upload Resume');
    await wizard.getByRole('button', { name: 'Remove' }).click();
    expect(await wizard.getByTestId('chosen-resume-name').count()).toBe(0);
    await goToStep(wizard, 'Search Schedule');
    await wizard.getByRole('checkbox', { name: 'Enable Automated Job Search' }).click();
    await wizard.getByLabel('Search Frequency').selectOption('Custom');
    await wizard.getByLabel('Cron Expression').fill('0 25 * * *');
    await goToStep(wizard, 'Review');
    expect(await wizard.locator('dt', { hasText: 'Resume' }).locator('xpath=following-sibling::dd').innerText()).toBe('No resume uploaded');
    expect(await wizard.getByText('Custom (cron): 0 25 * * *').isVisible()).toBe(true);
    await wizard.getByRole('button', { name: 'Finish' }).click();
    const saveError = wizard.getByRole('alert').filter({ hasText: 'Error saving preferences.' });
    await saveError.waitFor();
    // The refused cron goes back to Search Schedule, its reason under the field (without the server's prefix), focused.
    await wizard.getByRole('heading', { name: 'Search Schedule', level: 3 }).waitFor();
    const cronError = wizard.getByRole('alert').filter({ hasText: 'hour "25" must be between 0 and 23' });
    expect(await cronError.innerText()).not.toContain('Invalid body');
    expect(await cronError.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await wizard.getByLabel('Cron Expression').getAttribute('aria-invalid')).toBe('true');
    expect(alerts).toEqual(['Failed to save preferences. Please try again.']);

    // Fixed, the save goes through; while it runs the wizard reads Saving... with its controls disabled.
    await goToStep(wizard, 'Search Schedule');
    await wizard.getByLabel('Cron Expression').fill('0 9 * * 1-5');
    await goToStep(wizard, 'Review');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/*/preferences', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await wizard.getByRole('button', { name: 'Finish' }).click();
    const saving = wizard.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    expect(await wizard.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    expect(await wizard.getByRole('button', { name: 'Close' }).isDisabled()).toBe(true);
    expect(await wizard.getByRole('button', { name: 'Upload Resume' }).isDisabled()).toBe(true);
    release();
    await page.getByRole('dialog', { name: 'Preferences Saved! 🎉' }).waitFor();
    expect(alerts).toHaveLength(1);
    await context.close();
  });
});
