import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAsGuest } from './support/browser';
import { repoRoot, startServer, tempDataDir } from './support/server';

describe('server lifecycle on one data directory', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'refuses a second server on the same DATA_DIR, keeps the session across a restart, and stops cleanly on Ctrl-C',
    { timeout: 180_000 },
    async () => {
      const dataDir = tempDataDir();
      const first = await startServer({ dataDir });
      expect(first.output()).toContain(`Seeker is running at ${first.url}`);

      const second = await startServer({ dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is already using the data directory');
      expect(second.output()).toContain('set DATA_DIR to a different directory');

      // `npm start` checks before it builds, so it never rewrites the files the running server serves.
      const npmStart = spawnSync('npm', ['start'], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(first.port + 1) },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(npmStart.status).toBe(1);
      expect(npmStart.stderr).toContain('is already using the data directory');
      expect(npmStart.stdout).not.toContain('vite build');

      const { context, page } = await newPage(browser);
      await signInAsGuest(page, first.url);

      expect(await first.stop('SIGINT')).toBe(0);
      expect(first.output()).toContain('Stopped cleanly.');
      expect(fs.existsSync(path.join(dataDir, 'seeker.lock'))).toBe(false);

      // A crash mid-upload leaves a half-written file; the next start removes it once it is over an hour old.
      const uploads = path.join(dataDir, 'files', 'resumes', 'someone');
      fs.mkdirSync(uploads, { recursive: true });
      const stale = path.join(uploads, '1_cv.pdf.partial');
      const recent = path.join(uploads, '2_cv.pdf.partial');
      fs.writeFileSync(stale, 'half');
      fs.writeFileSync(recent, 'half');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);

      const again = await startServer({ dataDir, port: first.port });
      try {
        await expect.poll(() => fs.existsSync(stale), { timeout: 10_000 }).toBe(false);
        expect(fs.existsSync(recent)).toBe(true);
        await page.reload();
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
        expect(await page.getByRole('heading', { name: 'Welcome to Seeker' }).count()).toBe(0);
      } finally {
        await context.close();
        await again.stop();
      }
    },
  );

  it('stops start-up with a message naming a wrong variable', async () => {
    const bad = await startServer({ env: { PORT: 'eighty' } }).catch((error: Error) => error);
    if (bad instanceof Error) throw bad;
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration:');
    expect(bad.output()).toContain('PORT:');
  });
});
