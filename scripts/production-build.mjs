// The production build: the web app (Vite) and the server bundle (apps/server/build.mjs). `npm run build`
// always builds; `npm start` and the test suites that run the built app build only when what it is made
// from has changed since the last build (a hash of it is kept beside the server bundle).
// What it is made from: the sources of the web app, the server and the workspace packages, their manifests
// and TypeScript settings, and the lock file.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const inputs = [
  'package-lock.json',
  'package.json',
  'tsconfig.base.json',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/server/package.json',
  'packages/contract/package.json',
  'packages/agents/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'apps/web/public',
  'apps/web/src',
  'apps/server/build.mjs',
  'apps/server/src',
  'packages/contract/src',
  'packages/agents/src',
];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.mjs'];
const stampFile = path.join(repoRoot, 'apps/server/dist/build-inputs.sha256');
/** Tests and test data change nothing that is built. */
const notBuilt = (file) => /\.test\.tsx?$|[\\/](testing|__fixtures__)[\\/]/.test(file);

function* filesUnder(relative) {
  const full = path.join(repoRoot, relative);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield relative;
    return;
  }
  for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(repoRoot, path.join(entry.parentPath, entry.name));
    if (!notBuilt(file)) yield file;
  }
}

/** One hash over the names and contents of every input file, in a stable order. */
export function inputsHash() {
  const hash = crypto.createHash('sha256');
  const files = inputs.flatMap((input) => [...filesUnder(input)]).sort();
  for (const file of files) hash.update(`${file.split(path.sep).join('/')}\0`).update(fs.readFileSync(path.join(repoRoot, file)));
  return hash.digest('hex');
}

/** Why a build is needed, or undefined when the last one was made from these very inputs. */
export function staleReason(hash = inputsHash()) {
  const missing = outputs.find((output) => !fs.existsSync(path.join(repoRoot, output)));
  if (missing) return `${missing} is missing`;
  const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  return built === hash ? undefined : 'the sources changed since the last build';
}

function run(command, args) {
  // A production build whoever asks: under a test runner NODE_ENV is `test`, and Vite would bundle React's development build.
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** Builds the web app and the server, and records what they were built from. Throws when a step fails. */
export function build(hash = inputsHash()) {
  run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--silent', '-w', '@seeker/web']);
  run(process.execPath, [path.join(repoRoot, 'apps/server/build.mjs')]);
  fs.writeFileSync(stampFile, `${hash}\n`);
}

/** Builds when stale; returns whether it did. `before` runs first when there is a build to do. */
export function buildIfStale({ before } = {}) {
  const hash = inputsHash();
  const reason = staleReason(hash);
  if (!reason) return false;
  before?.();
  console.log(`Building Seeker (${reason})…`);
  build(hash);
  return true;
}
