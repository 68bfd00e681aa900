import { extractDocumentText } from '@seeker/agents';
import fs from 'node:fs';
import { realResumeFiles, teacherResume } from '@seeker/agents/testing';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { recordConsoleErrors } from './support/console-errors';
import { narrow, newPage, signInAsGuest, useServerAndBrowser } from './support/browser';

// An employer line that carries its place: Seeker reads "Springfield Public Schools, Springfield, IL" as the employer.
const resumeText = teacherResume;

describe('Check what Seeker read', () => {
  const suite = useServerAndBrowser();

  it('goes upload → check → fix a role by keyboard → tailor, and the fix is in the PDF', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsGuest(page, suite.server.url);
    const consoleErrors = recordConsoleErrors(page, suite.server.url);
    await page.goto(`${suite.server.url}/resume-tailoring/new`);
    await page.getByRole('heading', { name: 'Resume Tailoring', level: 1 }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'dana.txt', mimeType: 'text/plain', buffer: Buffer.from(resumeText) });
    await page.getByText('Using “dana.txt”.').waitFor();
    await page.getByRole('link', { name: 'Check what Seeker read' }).click();

    await page.getByRole('heading', { name: 'Check what Seeker read', level: 1 }).waitFor();
    const role = page.getByRole('region', { name: /^Role 1/ });
    await role.getByText('Springfield Public Schools, Springfield, IL 2016 - Present').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/check-resume-wide.png`, fullPage: true });

    // By keyboard: into the title field, replace it, on through the employer field, to the submit button and press it.
    const title = role.getByRole('textbox', { name: 'Title of role 1' });
    await title.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Substitute Teacher (K-8)');
    await page.keyboard.press('Tab');
    expect(await role.getByRole('textbox', { name: 'Employer of role 1' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Confirm these details' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Saved. Tailoring and "Fill from my resume" now use what you checked.').waitFor();
    await page.getByText(/^Confirmed/).waitFor();

    await page.goto(`${suite.server.url}/resume-tailoring/new`);
    await page.getByText('You checked what Seeker read from it.').waitFor();
    await page.getByRole('button', { name: 'Sample Job' }).click();
    await page.getByRole('button', { name: 'Tailor My Resume' }).click();
    await page.getByText('Resume saved successfully! You can find it in your saved resumes.').waitFor({ timeout: 30_000 });
    expect(await page.getByText('Tailored from what Seeker read, unchecked').count()).toBe(0);
    const pdfUrl = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const bytes = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url!)).arrayBuffer())), pdfUrl);
    const text = (await extractDocumentText('pdf', Buffer.from(bytes))).replace(/\s+/g, ' ');
    expect(text).toContain('Substitute Teacher (K-8) — Springfield Public Schools');
    consoleErrors.stop();
    expect(consoleErrors.errors).toEqual([]);
    await context.close();
  });

  // A real two-column PDF as its author uploaded it (Microsoft Print to PDF, a German Lebenslauf; shared/data/resumes).
  const twoColumn = realResumeFiles(['dev']).find((file) => file.file === 'dev/de_layout2_businessmgmt_06.pdf');
  it.skipIf(!twoColumn)(
    `reads a real two-column PDF: each role with the lines it came from; a fixed title is in the tailored PDF${twoColumn ? '' : ' (skipped: shared/data/resumes is absent)'}`,
    async () => {
      const { context, page } = await newPage(suite.browser);
      await signInAsGuest(page, suite.server.url);
      await page.goto(`${suite.server.url}/resume-tailoring/new`);
      await page.getByRole('heading', { name: 'Resume Tailoring', level: 1 }).waitFor();
      const bytes = fs.readFileSync(twoColumn!.absolutePath);
      await page.locator('input[type="file"]').setInputFiles({ name: twoColumn!.fileName, mimeType: 'application/pdf', buffer: bytes });
      await page.getByText(`Using “${twoColumn!.fileName}”.`).waitFor();
      await page.getByRole('link', { name: 'Check what Seeker read' }).click();
      await page.getByRole('heading', { name: 'Check what Seeker read', level: 1 }).waitFor();

      // A role shows the lines it was read from (the employer JCL's); that role is fixed, confirmed, and tailored from.
      const role = page
        .getByRole('region', { name: /^Role \d/ })
        .filter({ hasText: 'JCL' })
        .first();
      await role.waitFor();
      const title = role.getByRole('textbox', { name: /^Title of role/ });
      await title.fill('Deputy Commercial Lead');
      const employer = role.getByRole('textbox', { name: /^Employer of role/ });
      if ((await employer.inputValue()).trim() === '') await employer.fill('JCL');
      await page.getByRole('button', { name: 'Confirm these details' }).click();
      await page.getByText('Saved. Tailoring and "Fill from my resume" now use what you checked.').waitFor();

      await page.goto(`${suite.server.url}/resume-tailoring/new`);
      await page.getByText('You checked what Seeker read from it.').waitFor();
      await page.getByRole('button', { name: 'Sample Job' }).click();
      await page.getByRole('button', { name: 'Tailor My Resume' }).click();
      await page.getByText('Resume saved successfully! You can find it in your saved resumes.').waitFor({ timeout: 60_000 });
      const pdfUrl = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
      const pdf = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url!)).arrayBuffer())), pdfUrl);
      expect((await extractDocumentText('pdf', Buffer.from(pdf))).replace(/\s+/g, ' ')).toContain('Deputy Commercial Lead');
      await context.close();
    },
  );

  it('is usable on a narrow screen in dark mode: nothing wider than the phone, axe clean', async () => {
    const { context, page } = await newPage(suite.browser, narrow);
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAsGuest(page, suite.server.url);
    const resumeId = await page.evaluate(async (text) => {
      const session = (await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } };
      const form = new FormData();
      form.append('file', new File([text], 'dana.txt', { type: 'text/plain' }));
      const uploaded = await fetch(`/api/users/${session.user.id}/resumes`, { method: 'POST', body: form });
      return ((await uploaded.json()) as { id: string }).id;
    }, resumeText);
    await page.goto(`${suite.server.url}/resumes/${resumeId}/check`);
    await page.getByRole('region', { name: /^Role 2/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/check-resume-narrow-dark.png`, fullPage: true });

    // A date as resumes write it, then Back: "Discard changes?" asks (axe clean too); Keep editing stays,
    // and once confirmed (as 2016-09) Back leaves without asking.
    const start = page.getByRole('region', { name: /^Role 1/ }).getByRole('textbox', { name: 'Start of role 1' });
    await start.fill('Sept 2016');
    await page.getByRole('link', { name: 'Back to your resumes' }).click();
    const question = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await question.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await start.inputValue()).toBe('Sept 2016');
    await page.getByRole('button', { name: 'Confirm these details' }).click();
    await page.getByText(/^Confirmed/).waitFor();
    expect(
      await page
        .getByRole('region', { name: /^Role 1/ })
        .getByRole('textbox', { name: 'Start of role 1' })
        .inputValue(),
    ).toBe('2016-09');
    await page.getByRole('link', { name: 'Back to your resumes' }).click();
    await page.waitForURL(/\/settings\?tab=resume$/);
    await context.close();
  });
});
