// `node scripts/with-cpu-load.mjs <command> [args…]`: runs the command while this process keeps every
// core busy part of the time, as another build or a noisy neighbour would (issue 49: a test that passes
// alone and fails on a busy machine depends on a wall-clock deadline being met). One worker thread per
// core spins for `CPU_LOAD_BUSY_MS` (default 25) out of every `CPU_LOAD_PERIOD_MS` (default 100), at the
// same priority as the tests. The load is bounded: it ends with the command (or after CPU_LOAD_MAX_S,
// default 1,800 s), and the command's exit code is this script's.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-cpu-load.mjs <command> [args…]');
  process.exit(2);
}
const busyMs = Number(process.env.CPU_LOAD_BUSY_MS ?? 25);
const periodMs = Number(process.env.CPU_LOAD_PERIOD_MS ?? 100);
const maxSeconds = Number(process.env.CPU_LOAD_MAX_S ?? 1_800);
const cores = Number(process.env.CPU_LOAD_THREADS ?? os.availableParallelism());

// Spins for busyMs, then sleeps the rest of the period, for ever (the thread is terminated from outside).
const spinner = `
  const { busyMs, periodMs } = require('node:worker_threads').workerData;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    const until = Date.now() + busyMs;
    while (Date.now() < until) {}
    Atomics.wait(pause, 0, 0, periodMs - busyMs);
  }`;
const spinners = Array.from({ length: cores }, () => new Worker(spinner, { eval: true, workerData: { busyMs, periodMs } }));
console.log(`cpu-load: ${cores} threads busy ${busyMs} ms of every ${periodMs} ms while: ${[command, ...args].join(' ')}`);

const stop = () => Promise.all(spinners.map((worker) => worker.terminate()));
const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
const deadline = setTimeout(() => void stop(), maxSeconds * 1000);
deadline.unref();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code, signal) => {
  await stop();
  process.exit(code ?? (signal ? 1 : 0));
});
