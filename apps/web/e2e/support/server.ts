import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

declare module 'vitest' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A data directory a server has started on and stopped cleanly in: migrated, its queue's schema made (data-dir-template.ts). */
    dataDirTemplate: string;
  }
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function tempDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-e2e-'));
}

/** A copy of the suite's prepared data directory (data-dir-template.ts), or an empty one outside the suite. */
function preparedDataDir(): string {
  const dataDir = tempDataDir();
  const template = process.env.VITEST ? inject('dataDirTemplate') : undefined;
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Never the real job boards from a test or a benchmark: a suite that needs sources points them at a
 * loopback fake. Nor real Wikidata, Wikipedia or company sites: research suites point them at a fake too.
 */
export const offlineEnv = { JOB_SOURCES: 'none', JOB_DIRECTORY_CRAWL_PER_HOUR: '0', COMPANY_RESEARCH_SOURCES: 'none' } as const;

/** The production server bundle (`npm run build`; the suites' global setup builds it when stale). */
export const serverBundle = path.join(repoRoot, 'apps/server/dist/main.mjs');

/** The image's command as deploy/Dockerfile's CMD has it (`node` and the bundle, relative to the repository). */
export const imageCommand: string[] = JSON.parse(
  /^CMD (\[.*\])$/m.exec(fs.readFileSync(path.join(repoRoot, 'deploy/Dockerfile'), 'utf8'))?.[1] ?? 'null',
) as string[];

/**
 * Spawns the real server as production runs it (plain node, the bundle) and returns once it serves — a
 * ROLE=worker process, which serves only health and metrics: once it is ready, its job runner working —
 * or exits.
 */
export async function startServer(
  options: {
    dataDir?: string;
    port?: number;
    env?: Record<string, string>;
    /** 60 s unless given. */
    startWithinMs?: number;
    /** Node's arguments: another copy of the server bundle (a bench's baseline, with another web build beside it), or a script that runs one; `[serverBundle]` unless given. */
    args?: string[];
  } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? preparedDataDir();
  const port = options.port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, options.args ?? [serverBundle], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_RATE_LIMIT: 'off',
      ...offlineEnv,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  const server: RunningServer = {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };

  const probe = options.env?.ROLE === 'worker' ? '/api/health/ready' : '/api/health';
  const startWithinMs = options.startWithinMs ?? 60_000;
  const deadline = Date.now() + startWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return server;
    try {
      const response = await fetch(`http://127.0.0.1:${port}${probe}`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not start within ${startWithinMs / 1000} s:\n${output}`);
}
