// First-load JavaScript of the built web app, as Chromium fetches it from our server (compressed as the
// server sends it, response headers included: the bytes on the wire), for the three first pages there are:
// the sign-in page (a visitor without a session), a returning guest's dashboard (a session cookie,
// preferences saved) and a new guest's (no preferences saved: the preferences wizard opens by itself, and
// its first step counts with the dashboard). Beside each script its raw, gzip and brotli size in the build, and what no first
// page loads (KB = 1024 bytes). The 150 KB budget is issue 25's, for the dashboard on a phone. The
// baseline, measured in the same run by the same server: the web app before that work (commit in
// bench/support/web-baseline.ts; BENCH_WEB_BASELINE=<commit> for another, =none to skip it).
// Starts the server on 127.0.0.1 with a temporary DATA_DIR and no job sources; drives Debian's Chromium
// (CHROME_PATH overrides) at a phone's size. Prints figures; never passes or fails.
// Run after `npm run build`: npx tsx bench/web-first-load.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../apps/web/e2e/support/chromium-flags';
import { repoRoot, startServer } from '../apps/web/e2e/support/server';
import { newGuest, returningGuest } from './support/returning-guest';
import { buildWebBaseline } from './support/web-baseline';

type Sizes = { raw: number; gzip: number; brotli: number };
type Script = { file: string; transferred: number; encoding: string };

const budgetKb = 150;

/** The bytes a client that takes gzip or br gets: the build's precompressed copy, else compressed here alike. */
function sizesOf(file: string): Sizes {
  const raw = fs.readFileSync(file);
  const copy = (suffix: string) => (fs.existsSync(`${file}.${suffix}`) ? fs.statSync(`${file}.${suffix}`).size : undefined);
  return {
    raw: raw.length,
    gzip: copy('gz') ?? zlib.gzipSync(raw, { level: 9 }).length,
    brotli: copy('br') ?? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * Loads `origin`/ in a fresh browser context (empty cache) and returns every script the page fetched until
 * it went quiet, with the bytes each took on the wire (Chromium's own count: body as sent plus headers).
 */
async function scriptsFetched(browser: Browser, origin: string, cookie: string | undefined, ready: Ready): Promise<Script[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    if (cookie) {
      const cookies = cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
      });
      await context.addCookies(cookies);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, { url: string; encoding: string }>();
    const finished = new Map<string, number>();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script') scripts.set(requestId, { url: response.url, encoding: String(response.headers['content-encoding'] ?? 'none') });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finished.set(requestId, encodedDataLength));
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { name: ready.page, level: 1 }).waitFor();
    if (ready.dialog) await page.getByRole('dialog', { name: ready.dialog.name }).getByRole('heading', { name: ready.dialog.heading }).waitFor();
    await page.waitForLoadState('networkidle');
    return [...scripts].map(([requestId, { url, encoding }]) => {
      const transferred = finished.get(requestId);
      if (transferred === undefined) throw new Error(`${url} never finished loading`);
      return { file: new URL(url).pathname.slice(1), transferred, encoding };
    });
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const share = (bytes: number) => `${((bytes / 1024 / budgetKb) * 100).toFixed(0)}% of the ${budgetKb} KB budget`;

function report(name: string, dist: string, scripts: Script[], list = true) {
  console.log(`${name}: ${scripts.length} scripts`);
  console.log(`  ${''.padEnd(42)} ${'on wire'.padStart(9)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
  const total = { transferred: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const script of scripts) {
    const sizes = sizesOf(path.join(dist, script.file));
    total.transferred += script.transferred;
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
    if (list)
      console.log(
        `  ${script.file.padEnd(42)} ${kb(script.transferred)} ${kb(sizes.raw)} ${kb(sizes.gzip)} ${kb(sizes.brotli)}  (${script.encoding})`,
      );
  }
  console.log(`  ${'total'.padEnd(42)} ${kb(total.transferred)} ${kb(total.raw)} ${kb(total.gzip)} ${kb(total.brotli)}`);
  console.log(`  transferred: ${(total.transferred / 1024).toFixed(1)} KB, ${share(total.transferred)}`);
  return total.transferred;
}

/** What the page shows once loaded: its h1, and the dialog that opens by itself with the heading it shows. */
type Ready = { page: string; dialog?: { name: string; heading: string } };

type FirstLoads = { signIn: Script[]; dashboard: Script[]; newGuest: Script[] };

const wizardFirstStep = { name: 'Job Preferences', heading: 'Upload Resume' };

/** The three first pages of the app `bundle` serves (its web build beside it), in one server with a returning and a new guest. */
async function measure(browser: Browser, bundle?: string): Promise<FirstLoads> {
  const server = await startServer(bundle ? { args: [bundle] } : {});
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    const cookie = await returningGuest(origin);
    const signIn = await scriptsFetched(browser, origin, undefined, { page: 'Welcome to Seeker' });
    const dashboard = await scriptsFetched(browser, origin, cookie, { page: 'Dashboard' });
    const wizard = await scriptsFetched(browser, origin, await newGuest(origin), { page: 'Dashboard', dialog: wizardFirstStep });
    return { signIn, dashboard, newGuest: wizard };
  } finally {
    await server.stop('SIGINT');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

const newGuestName = "dashboard with the wizard's first step (new guest)";
const transferred = (scripts: Script[]) => scripts.reduce((total, script) => total + script.transferred, 0);

const dist = path.join(repoRoot, 'apps/web/dist');
const baseline = process.env.BENCH_WEB_BASELINE === 'none' ? undefined : buildWebBaseline();
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
try {
  const now = await measure(browser);
  const before = baseline ? await measure(browser, baseline.bundle) : undefined;
  console.log(`first-load JavaScript of ${path.relative(process.cwd(), dist) || dist}, fetched by Chromium from the server:`);
  const signInBytes = report('sign-in page (no session)', dist, now.signIn);
  const dashboardBytes = report('dashboard (returning guest)', dist, now.dashboard);
  const newGuestBytes = report(newGuestName, dist, now.newGuest);
  console.log(`dashboard vs sign-in page: ${(dashboardBytes / signInBytes).toFixed(2)}x the bytes`);
  const onTop = now.newGuest.filter((script) => !now.dashboard.some((other) => other.file === script.file));
  console.log(
    `the new guest's on top of the returning guest's: ${onTop.length} scripts, ${kb(transferred(onTop)).trim()} (${onTop.map((script) => script.file).join(', ') || 'none'})`,
  );
  if (baseline && before) {
    console.log(`baseline: the web app at ${baseline.commit}, same server and run:`);
    const signInBefore = report('sign-in page (no session)', baseline.dist, before.signIn, false);
    const dashboardBefore = report('dashboard (returning guest)', baseline.dist, before.dashboard, false);
    const newGuestBefore = report(newGuestName, baseline.dist, before.newGuest, false);
    console.log(
      `now vs baseline: sign-in page ${(signInBytes / signInBefore).toFixed(2)}x, dashboard ${(dashboardBytes / dashboardBefore).toFixed(2)}x ` +
        `(${(transferred(before.dashboard) / 1024).toFixed(1)} → ${(dashboardBytes / 1024).toFixed(1)} KB), ` +
        `new guest ${(newGuestBytes / newGuestBefore).toFixed(2)}x (${(newGuestBefore / 1024).toFixed(1)} → ${(newGuestBytes / 1024).toFixed(1)} KB)`,
    );
  }
  const loaded = new Set([...now.signIn, ...now.dashboard, ...now.newGuest].map((script) => script.file));
  const later = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js') && !loaded.has(`assets/${name}`))
    .map((name) => sizesOf(path.join(dist, 'assets', name)));
  const laterBrotli = later.reduce((total, sizes) => total + sizes.brotli, 0);
  const laterRaw = later.reduce((total, sizes) => total + sizes.raw, 0);
  console.log(`loaded on demand by no first page: ${later.length} files, ${kb(laterRaw).trim()} raw, ${kb(laterBrotli).trim()} brotli`);
} finally {
  await browser.close();
  baseline?.cleanUp();
}
