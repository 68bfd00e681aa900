// How `npm start` starts, before and after the production build, in one run: time from spawn to a
// healthy /api/health and the memory of the whole process tree (peak while starting, and the server's
// once healthy), cold (fresh DATA_DIR: migrations, the job runner's schema) and warm (same DATA_DIR again).
//   before   what `npm start` ran until issue 24: the pre-flight check and the web build through tsx and
//            Vite on every start, then the server's TypeScript through tsx
//   tsx      the server alone through tsx (what `npm run dev` and the old start ran after the build)
//   after    `npm start` now: the build is current, so the bundle runs with plain node in that process
//   image    the container's command: node apps/server/dist/main.mjs
// Run `npm run build` first. Prints figures; never passes or fails.
// Run: npx tsx bench/startup.ts [runs]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort, imageCommand, offlineEnv, repoRoot, tempDataDir } from '../apps/web/e2e/support/server';
import { staleReason } from '../scripts/production-build.mjs';

type Variant = { name: string; command: string[] };
const variants: Variant[] = [
  {
    name: 'before',
    command: [
      'sh',
      '-c',
      'node --import tsx apps/server/src/preflight.ts && npm run build --silent -w @seeker/web >/dev/null && exec node --import tsx apps/server/src/main.ts',
    ],
  },
  { name: 'tsx', command: [process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'] },
  { name: 'after', command: [process.execPath, 'scripts/start.mjs'] },
  { name: 'image', command: [process.execPath, ...imageCommand.slice(1)] },
];

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
function treeRssMb(rootPid: number) {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      // ended meanwhile
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function healthy(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function measure(variant: Variant, dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(variant.command[0]!, variant.command.slice(1), {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...offlineEnv,
    },
    stdio: 'ignore',
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(child.pid!))), 50);
  while (!(await healthy(port))) {
    if (child.exitCode !== null) throw new Error(`${variant.name} exited with ${child.exitCode} before it was healthy`);
    if (performance.now() - started > 180_000) throw new Error(`${variant.name} was not healthy within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  // Settled: a second after it answers, before any request.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const settled = treeRssMb(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
  return { ms, peak: Math.max(peak, settled), settled };
}

const stale = staleReason();
if (stale) throw new Error(`Run \`npm run build\` first (${stale}): "after" measures a start with a current build.`);
const runs = Number(process.argv[2] ?? 3);
const results = new Map<string, { cold: Awaited<ReturnType<typeof measure>>[]; warm: Awaited<ReturnType<typeof measure>>[] }>();
for (let run = 1; run <= runs; run++) {
  // Interleaved, so a noisy minute of the machine falls on every variant alike.
  for (const variant of variants) {
    const dataDir = tempDataDir();
    const cold = await measure(variant, dataDir);
    const warm = await measure(variant, dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const entry = results.get(variant.name) ?? { cold: [], warm: [] };
    entry.cold.push(cold);
    entry.warm.push(warm);
    results.set(variant.name, entry);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const before = results.get('before')!;
console.log(`node ${process.version}, ${runs} runs each, medians, embedded PGlite (npm start's database):`);
console.log('variant  start cold   start warm   (ratio to before)   peak MB cold/warm   server MB once healthy');
for (const [name, { cold, warm }] of results) {
  const coldMs = median(cold.map((m) => m.ms));
  const warmMs = median(warm.map((m) => m.ms));
  const ratio = `${(coldMs / median(before.cold.map((m) => m.ms))).toFixed(2)} / ${(warmMs / median(before.warm.map((m) => m.ms))).toFixed(2)}`;
  console.log(
    `${name.padEnd(8)} ${(coldMs / 1000).toFixed(1).padStart(6)} s   ${(warmMs / 1000).toFixed(1).padStart(6)} s   ${ratio.padStart(17)}   ${median(
      cold.map((m) => m.peak),
    )
      .toFixed(0)
      .padStart(6)} / ${median(warm.map((m) => m.peak))
      .toFixed(0)
      .padEnd(6)}   ${median(warm.map((m) => m.settled)).toFixed(0)}`,
  );
}
