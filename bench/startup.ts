// Time from spawn to a healthy /api/health, cold (fresh DATA_DIR: migrations + job-runner schema)
// and warm (same DATA_DIR again), with the server's resident memory. Prints figures; never passes or fails.
// Run: npx tsx bench/startup.ts [runs]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { startServer, tempDataDir } from '../apps/web/e2e/support/server';

function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function measure(dataDir: string) {
  const started = performance.now();
  const server = await startServer({ dataDir });
  const ms = performance.now() - started;
  const rss = rssMb(server.process.pid!);
  await server.stop('SIGINT');
  return { ms, rss };
}

const runs = Number(process.argv[2] ?? 3);
const rows: string[] = [];
for (let run = 1; run <= runs; run++) {
  const dataDir = tempDataDir();
  const cold = await measure(dataDir);
  const warm = await measure(dataDir);
  const size = execFileSync('du', ['-sm', dataDir]).toString().split('\t')[0];
  rows.push(
    `run ${run}: cold ${cold.ms.toFixed(0)} ms (${cold.rss.toFixed(0)} MB RSS), warm ${warm.ms.toFixed(0)} ms (${warm.rss.toFixed(0)} MB RSS), DATA_DIR ${size} MB`,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`node ${process.version}, ${runs} runs, spawn to healthy /api/health:`);
console.log(rows.join('\n'));
