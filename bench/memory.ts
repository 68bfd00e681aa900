// The server's resident memory at rest on the embedded database: once healthy after a warm start (its
// DATA_DIR made by a first start), and again after a guest search (index query, ranking, a board on a
// loopback fake of the job sources, the session saved) and after ten. Beside, in the same run: a bare
// `node` process (the floor) and the server bundle built from BASELINE (default: the commit before issue
// 25's memory work), so the ratios hold on a noisy machine. Variants: `npm start` (scripts/start.mjs: the
// build is current, so the bundle runs in that process) and the image's command (node apps/server/dist/main.mjs).
// Run `npm run build` first. Prints figures; never passes or fails. Run: npx tsx bench/memory.ts [runs]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { imageCommand, startServer, tempDataDir } from '../apps/web/e2e/support/server';
import { searchPreferences, searchServerEnv, startSearchSources } from '../apps/web/e2e/support/search-fixtures';
import { staleReason } from '../scripts/production-build.mjs';
import { serverBundleAtCommit } from './support/server-at-commit';

const runs = Number(process.argv[2] ?? 3);
const baselineCommit = process.env.BASELINE ?? '215aa31';

const stale = staleReason();
if (stale) throw new Error(`Run \`npm run build\` first (${stale}): the variants run the current build.`);

const fake = await startSearchSources();
const before = serverBundleAtCommit(baselineCommit);
/** Each variant's arguments to node. */
const variants: { name: string; args: string[] }[] = [
  { name: `before (${baselineCommit})`, args: [before.bundle] },
  { name: 'npm start', args: ['scripts/start.mjs'] },
  { name: 'image command', args: imageCommand.slice(1) },
];

/** Resident memory of one process, in MB (Linux /proc). */
function rssMb(pid: number) {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function bareNode() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await pause(2_000);
  const rss = rssMb(child.pid!);
  child.kill();
  return rss;
}

/** The server on this data folder, once healthy (`args`: node's, as the variant runs it). */
async function start(args: string[], dataDir: string) {
  const server = await startServer({ dataDir, args, env: searchServerEnv(fake), startWithinMs: 180_000 });
  if (server.process.exitCode !== null) throw new Error(`node ${args.join(' ')} exited with ${server.process.exitCode}:\n${server.output()}`);
  return { url: server.url, pid: server.process.pid!, stop: () => server.stop('SIGINT') };
}

async function request(url: string, path: string, init: { method: string; cookie?: string; body?: object }) {
  const response = await fetch(`${url}${path}`, {
    method: init.method,
    headers: { origin: url, 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: JSON.stringify(init.body ?? {}),
  });
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function measure(args: string[]) {
  const dataDir = tempDataDir();
  try {
    // A first start makes the database and the job runner's schema; the figures are of the next one.
    await (await start(args, dataDir)).stop();
    const server = await start(args, dataDir);
    try {
      await pause(2_000);
      const rested = rssMb(server.pid);
      const signIn = await request(server.url, '/api/auth/sign-in/anonymous', { method: 'POST' });
      const cookie = signIn.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
      const { user } = (await signIn.json()) as { user: { id: string } };
      await request(server.url, `/api/users/${user.id}/preferences`, {
        method: 'PUT',
        cookie,
        body: { ...searchPreferences, companies: ['Acme Robotics'] },
      });
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
      const search = () => request(server.url, '/api/agents/run-job-search', { method: 'POST', cookie, body: { user_id: user.id } });
      const found = (await (await search()).json()) as { job_listings: { jobs: unknown[] } };
      if (found.job_listings.jobs.length === 0) throw new Error('the search found nothing: is the fake answering?');
      await pause(2_000);
      const searched = rssMb(server.pid);
      for (let more = 0; more < 9; more++) await search();
      clearInterval(sampler);
      await pause(2_000);
      return { rested, searched, tenSearches: rssMb(server.pid), peak };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = new Map<string, Awaited<ReturnType<typeof measure>>[]>();
const bare: number[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    // Interleaved, so a noisy minute of the machine falls on every variant alike.
    bare.push(await bareNode());
    for (const variant of variants) results.set(variant.name, [...(results.get(variant.name) ?? []), await measure(variant.args)]);
  }
} finally {
  before.cleanUp();
  await fake.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const floor = median(bare);
const baseline = results.get(variants[0]!.name)!;
console.log(
  `node ${process.version}, embedded PGlite, ${runs} runs each, medians of resident memory (MB), load average ${os.loadavg()[0]!.toFixed(2)}; a bare node process: ${floor.toFixed(0)} MB`,
);
console.log('variant              after start (vs before)   after a search (vs before)   after 10 searches   peak while searching');
for (const [name, values] of results) {
  const cell = (key: 'rested' | 'searched', width: number) =>
    `${median(values.map((m) => m[key])).toFixed(0)} (${(median(values.map((m) => m[key])) / median(baseline.map((m) => m[key]))).toFixed(2)}x)`.padStart(
      width,
    );
  console.log(
    `${name.padEnd(20)} ${cell('rested', 19)}   ${cell('searched', 26)}   ${median(values.map((m) => m.tenSearches))
      .toFixed(0)
      .padStart(17)}   ${median(values.map((m) => m.peak))
      .toFixed(0)
      .padStart(20)}`,
  );
}
