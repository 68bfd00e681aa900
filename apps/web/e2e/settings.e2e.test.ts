import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { startFakeSmtp, type FakeSmtp } from '../../server/test/fakes/fake-smtp';
import { seriousViolations } from './support/axe';
import { narrow, newPage, signInAsGuest, useServerAndBrowser } from './support/browser';
import { startServer } from './support/server';

const firstResume = Buffer.from('Maya Patel\nFrontend Engineer\n\nSKILLS\nReact, TypeScript\n');
const secondResume = Buffer.from('Maya Patel\nSenior Frontend Engineer\n\nSKILLS\nReact, TypeScript, Accessibility\n');

describe('Settings', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    return () => smtp.close();
  });
  const suite = useServerAndBrowser({ env: () => ({ SMTP_URL: smtp.url, SMTP_FROM: 'Seeker <jobs@seeker.test>' }) });

  it('keeps a guest’s data when they add an email and password, replaces a resume and downloads it, and sends a test email', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsGuest(page, suite.server.url);
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    // Resume tab: upload, then Update with a new file; the record stays, the download is the new file.
    await page.getByText('No resumes yet.', { exact: false }).waitFor();
    await page.locator('input[type=file]').first().setInputFiles({ name: 'maya.txt', mimeType: 'text/plain', buffer: firstResume });
    const row = page.getByRole('listitem').filter({ hasText: 'maya.txt' });
    await row.getByText('Primary').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await row.locator('input[type=file]').setInputFiles({ name: 'maya-2026.txt', mimeType: 'text/plain', buffer: secondResume });
    await page.getByRole('status').filter({ hasText: 'Replaced the file of “maya.txt” with maya-2026.txt.' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Download maya.txt' }).click()]);
    expect(fs.readFileSync((await download.path())!)).toEqual(secondResume);
    expect(await page.getByRole('list', { name: 'Resumes' }).getByRole('listitem').count()).toBe(1);

    // Account tab: a guest adds an email and password and keeps the resume.
    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Keep your data' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Keep your data' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Maya Patel');
    const email = `maya-${Date.now()}@example.test`;
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByLabel('Password').fill('correct horse battery');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Email and password').waitFor();
    await page.getByRole('tab', { name: 'Resume' }).click();
    await page.getByRole('listitem').filter({ hasText: 'maya.txt' }).waitFor();

    // Notifications tab: Email Only to an alert address, then a test that reaches the local SMTP server.
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByLabel('Notification Type').selectOption('Email');
    await page.getByRole('textbox', { name: 'Email for alerts' }).fill('alerts@example.test');
    expect(await page.getByRole('button', { name: 'Send test notification' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save notification settings' }).click();
    await page.getByText('Notification settings saved.').waitFor();
    await page.getByText('We sent a confirmation link to alerts@example.test.', { exact: false }).waitFor();
    // The new address gets a link first; alerts go there once it is opened.
    expect(smtp.mails.map((mail) => mail.to)).toEqual([['alerts@example.test']]);
    const link = /http:\/\/[^\s"<]+\/api\/alert-email\/confirm\/[A-Za-z0-9_-]+/.exec(smtp.mails[0]!.text)![0];
    // The link opens a page that changes nothing until its button is pressed (a mail scanner only fetches).
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirm your alert email' }).waitFor();
    await page.getByRole('button', { name: 'Confirm this address' }).click();
    await page.getByText('Your alert email is confirmed: alerts go there from now on.').waitFor();
    await page.getByRole('link', { name: 'Open your Seeker settings' }).click();
    await page.getByRole('tab', { name: 'Notifications', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Send test notification' }).click();
    await page.getByText('Email: sent.').waitFor();
    await page.getByText('Push: not part of your notification type.').waitFor();
    expect(smtp.mails.map((mail) => mail.to)).toEqual([['alerts@example.test'], ['alerts@example.test']]);
    expect(smtp.mails[1]!.text).toContain('Test notification from Seeker');

    await page.reload();
    expect(await page.getByRole('textbox', { name: 'Email for alerts' }).inputValue()).toBe('alerts@example.test');
    expect(await page.getByLabel('Notification Type').inputValue()).toBe('Email');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('notifications');
    await context.close();
  });

  it('fits a narrow screen in dark mode, every tab, and moves between tabs by keyboard', async () => {
    const context = await suite.browser.newContext({ viewport: narrow, colorScheme: 'dark' });
    const page = await context.newPage();
    await signInAsGuest(page, suite.server.url);
    await page.goto(`${suite.server.url}/settings`);
    await page.getByRole('tab', { name: 'Resume' }).focus();
    for (const tab of ['Notifications', 'Account']) {
      // Focus stays on the tabs as the address changes (?tab=), so the arrows keep working.
      await page.keyboard.press('ArrowRight');
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(tab);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await context.close();
  });

  it(
    'exports everything as a ZIP, then deletes the account, leaving nothing of the user in the database or the file store',
    { timeout: 150_000 },
    async () => {
      // A server of its own: afterwards its database is opened directly, which needs the server stopped.
      const own = await startServer();
      try {
        const { context, page } = await newPage(suite.browser);
        await signInAsGuest(page, own.url);
        const userId = await page.evaluate(async () => ((await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } }).user.id);
        await page.goto(`${own.url}/settings`);
        await page.locator('input[type=file]').first().setInputFiles({ name: 'maya.txt', mimeType: 'text/plain', buffer: firstResume });
        await page.getByRole('listitem').filter({ hasText: 'maya.txt' }).getByText('Primary').waitFor();

        await page.getByRole('tab', { name: 'Account' }).click();
        expect(await seriousViolations(page)).toEqual([]);
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export my data' }).click()]);
        expect(download.suggestedFilename()).toMatch(/^seeker-export-\d{4}-\d{2}-\d{2}\.zip$/);
        const archive = unzipSync(fs.readFileSync((await download.path())!));
        const exported = JSON.parse(strFromU8(archive['seeker-export.json']!)) as {
          account: { id: string };
          resumes: { id: string; title: string }[];
          files: { path: string; resumeId: string }[];
        };
        expect(exported.account.id).toBe(userId);
        expect(exported.resumes.map((resume) => resume.title)).toEqual(['maya.txt']);
        expect(exported.files).toHaveLength(1);
        expect(Buffer.from(archive[exported.files[0]!.path]!)).toEqual(firstResume);
        expect(Object.keys(archive).sort()).toEqual(['README.txt', exported.files[0]!.path, 'seeker-export.json'].sort());

        await page.getByRole('button', { name: 'Delete Account' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
        expect(await dialog.getByRole('button', { name: 'Delete my account' }).isDisabled()).toBe(true);
        await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
        await dialog.getByRole('button', { name: 'Delete my account' }).click();
        await page.getByRole('heading', { name: 'Welcome to Seeker' }).waitFor();
        await context.close();

        await own.stop();
        const database = await openDatabase({ kind: 'pglite', dataDir: path.join(own.dataDir, 'db') });
        try {
          const { rows } = await database.executeSql(
            "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'",
          );
          const tables = (rows as { table_name: string }[]).map((row) => row.table_name);
          expect(tables.length).toBeGreaterThan(5);
          for (const table of tables) {
            const left = await database.executeSql(`select count(*)::int as n from "${table}" where user_id = $1`, [userId]);
            expect((left.rows as { n: number }[])[0]!.n, table).toBe(0);
          }
          const users = await database.executeSql('select count(*)::int as n from "user" where id = $1', [userId]);
          expect((users.rows as { n: number }[])[0]!.n).toBe(0);
        } finally {
          await database.close();
        }
        const userFiles = path.join(own.dataDir, 'files', 'resumes', userId);
        expect(fs.existsSync(userFiles) ? fs.readdirSync(userFiles) : []).toEqual([]);
      } finally {
        await own.stop();
      }
    },
  );
});
