// Lighthouse mobile performance (its default: Moto G Power screen, simulated slow 4G and 4x slower CPU)
// of the built app's sign-in page, a returning guest's dashboard and a new guest's (no preferences saved: the
// preferences wizard opens by itself over it; Lighthouse's storage reset, local storage included, keeps it
// unseen on every run), with
// the JavaScript each page transferred.
// The sign-in page is also measured with compression refused (Accept-Encoding: identity), the baseline
// the precompressed build is compared with; both pages also in the web app before issue 25's dashboard
// work (commit in bench/support/web-baseline.ts, served by the same server in the same run;
// BENCH_WEB_BASELINE=<commit> for another, =none to skip it), with the 150 KB budget. Starts the server on 127.0.0.1 with a temporary DATA_DIR
// and no job sources; drives Debian's Chromium (CHROME_PATH overrides). Prints figures; never passes or fails.
// Run after `npm run build`: npx tsx bench/lighthouse.ts [runs per page, default 3]
import fs from 'node:fs';
import os from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../apps/web/e2e/support/chromium-flags';
import { startServer, type RunningServer } from '../apps/web/e2e/support/server';
import { newGuest, returningGuest } from './support/returning-guest';
import { buildWebBaseline } from './support/web-baseline';

type Page = { name: string; app: App; headers: Record<string, string> };
type Run = {
  benchmarkIndex: number;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  scriptKb: number;
  scripts: number;
};

const runs = Number(process.argv[2] ?? 3);
const chromeFlags = ['--headless=new', ...chromiumFlags];

async function audit(url: string, port: number, headers: Record<string, string>): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: headers,
    // Lighthouse's own storage reset, with local storage: the wizard's seen-flag from the last run would keep it shut.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
  });
  if (!result) throw new Error('lighthouse returned nothing');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    scriptKb: scripts.reduce((total, request) => total + (request.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
  };
}

/** One audit; once more if Lighthouse's trace failed (NO_NAVSTART and the like come and go on a busy host). */
async function auditAgainOnce(url: string, port: number, headers: Record<string, string>): Promise<Run> {
  try {
    return await audit(url, port, headers);
  } catch (error) {
    console.log(`  (again after: ${error instanceof Error ? error.message : String(error)})`);
    return audit(url, port, headers);
  }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const format = (run: Run) =>
  `score ${String(run.score).padStart(3)}  FCP ${(run.fcp / 1000).toFixed(2)} s  LCP ${(run.lcp / 1000).toFixed(2)} s  ` +
  `TBT ${run.tbt.toFixed(0).padStart(4)} ms  CLS ${run.cls.toFixed(3)}  SI ${(run.si / 1000).toFixed(2)} s  ` +
  `JS ${run.scriptKb.toFixed(1)} KB in ${run.scripts} files  (host benchmark ${run.benchmarkIndex.toFixed(0)})`;

function summary(results: Run[]): Run {
  const pick = (key: keyof Run) => median(results.map((run) => run[key]));
  return {
    benchmarkIndex: pick('benchmarkIndex'),
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    si: pick('si'),
    scriptKb: pick('scriptKb'),
    scripts: pick('scripts'),
  };
}

type App = { server: RunningServer; origin: string; cookie: string; newGuestCookie: string };

async function startApp(bundle?: string): Promise<App> {
  const server = await startServer(bundle ? { args: [bundle] } : {});
  const origin = `http://127.0.0.1:${server.port}`;
  return { server, origin, cookie: await returningGuest(origin), newGuestCookie: await newGuest(origin) };
}

const budgetKb = 150;
const newGuestPage = 'dashboard with the wizard (new guest)';
const baseline = process.env.BENCH_WEB_BASELINE === 'none' ? undefined : buildWebBaseline();
const apps: App[] = [];
const chrome = await launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'error' });
try {
  const now = await startApp();
  apps.push(now);
  const before = baseline ? await startApp(baseline.bundle) : undefined;
  if (before) apps.push(before);
  const pages: Page[] = [
    { name: 'sign-in page', app: now, headers: {} },
    { name: 'sign-in page, uncompressed (baseline)', app: now, headers: { 'Accept-Encoding': 'identity' } },
    { name: 'dashboard (returning guest)', app: now, headers: { Cookie: now.cookie } },
    { name: newGuestPage, app: now, headers: { Cookie: now.newGuestCookie } },
    ...(before
      ? [
          { name: `sign-in page, the app at ${baseline!.commit} (baseline)`, app: before, headers: {} },
          { name: `dashboard (returning guest), the app at ${baseline!.commit} (baseline)`, app: before, headers: { Cookie: before.cookie } },
          { name: `${newGuestPage}, the app at ${baseline!.commit} (baseline)`, app: before, headers: { Cookie: before.newGuestCookie } },
        ]
      : []),
  ];
  const results = new Map<Page, Run[]>(pages.map((page) => [page, []]));
  const { version } = JSON.parse(fs.readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as { version: string };
  console.log(`lighthouse ${version}, mobile, performance only, ${runs} runs per page (pages interleaved), median last`);
  // TBT and the scores follow the host's speed: a busy machine (load above its cores) reads low.
  console.log(`host: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at start`);
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) results.get(page)!.push(await auditAgainOnce(`${page.app.origin}/`, chrome.port, page.headers));
  }
  console.log(`host: load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
  const medians = new Map<string, Run>();
  for (const page of pages) {
    const middle = summary(results.get(page)!);
    medians.set(page.name, middle);
    console.log(`${page.name}:`);
    for (const result of results.get(page)!) console.log(`  ${format(result)}`);
    console.log(`  median ${format(middle)}`);
  }
  const compressed = medians.get('sign-in page')!;
  const identity = medians.get('sign-in page, uncompressed (baseline)')!;
  console.log(
    `sign-in page compressed vs uncompressed: score ${compressed.score} vs ${identity.score}, ` +
      `JS transferred ${((compressed.scriptKb / identity.scriptKb) * 100).toFixed(0)}% of the uncompressed bytes`,
  );
  const dashboard = medians.get('dashboard (returning guest)')!;
  console.log(
    `dashboard JS transferred: ${dashboard.scriptKb.toFixed(1)} KB, ${((dashboard.scriptKb / budgetKb) * 100).toFixed(0)}% of the ${budgetKb} KB budget`,
  );
  const wizard = medians.get(newGuestPage)!;
  console.log(
    `new guest (dashboard and the wizard) JS transferred: ${wizard.scriptKb.toFixed(1)} KB, ${((wizard.scriptKb / budgetKb) * 100).toFixed(0)}% of the ${budgetKb} KB budget`,
  );
  if (baseline) {
    const oldSignIn = medians.get(pages[4]!.name)!;
    const old = medians.get(pages[5]!.name)!;
    const oldWizard = medians.get(pages[6]!.name)!;
    console.log(
      `now vs the app at ${baseline.commit}: dashboard score ${old.score} → ${dashboard.score}, LCP ${(old.lcp / 1000).toFixed(2)} → ${(dashboard.lcp / 1000).toFixed(2)} s, ` +
        `JS ${old.scriptKb.toFixed(1)} → ${dashboard.scriptKb.toFixed(1)} KB (${(dashboard.scriptKb / old.scriptKb).toFixed(2)}x); ` +
        `sign-in page score ${oldSignIn.score} → ${compressed.score}, JS ${oldSignIn.scriptKb.toFixed(1)} → ${compressed.scriptKb.toFixed(1)} KB; ` +
        `new guest score ${oldWizard.score} → ${wizard.score}, TBT ${oldWizard.tbt.toFixed(0)} → ${wizard.tbt.toFixed(0)} ms, ` +
        `JS ${oldWizard.scriptKb.toFixed(1)} → ${wizard.scriptKb.toFixed(1)} KB`,
    );
  }
} finally {
  chrome.kill();
  for (const { server } of apps) {
    await server.stop('SIGINT');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  baseline?.cleanUp();
}
