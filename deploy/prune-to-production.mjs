// Run by deploy/image.sh in the runtime stage, after `npm ci --omit=dev`, in the app folder. npm keeps
// packages production never loads, which `--omit` cannot name:
// - dev packages some production package names as an optional peer (better-auth names vitest, which
//   brings vite and jsdom): the lock marks them `devOptional`, and only `--omit=optional` would leave them
//   out — which also drops optional packages production needs (pdf.js reads PDFs with @napi-rs/canvas);
// - the platform binaries of those tools (rolldown's, esbuild's, lightningcss's): the lock marks them only
//   `optional`.
// So: keep what the workspaces' production dependencies reach, through dependencies, optional dependencies
// and required peers, resolved as Node resolves them; remove every other installed package.
import fs from 'node:fs';
import path from 'node:path';

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const installed = (location) => location in packages && fs.existsSync(location);

/** Where `name`, required from `from`, is found: its own node_modules, then each parent's, as Node looks. */
function resolve(from, name) {
  for (let dir = from; ; dir = path.posix.dirname(dir)) {
    const base = dir === '.' || dir === '' ? '' : `${dir}/`;
    const candidate = `${base}node_modules/${name}`;
    if (installed(candidate)) return packages[candidate].link ? packages[candidate].resolved : candidate;
    if (dir === '.' || dir === '') return undefined;
    // From node_modules/a/node_modules/b, the next folder up that can hold node_modules is node_modules/a.
    if (path.posix.basename(path.posix.dirname(dir)) === 'node_modules') dir = path.posix.dirname(dir);
  }
}

/** What a package loads in production: dependencies, optional ones and required peers (not optional peers). */
const production = (entry) => {
  const peers = Object.keys(entry.peerDependencies ?? {}).filter((name) => !entry.peerDependenciesMeta?.[name]?.optional);
  return [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {}), ...peers];
};
// The roots: the root manifest's dependencies and each workspace's own (not its devDependencies).
const reached = new Set();
const pending = [''];
for (const [location, entry] of Object.entries(packages)) if (location && !location.includes('node_modules/') && !entry.link) pending.push(location);
while (pending.length > 0) {
  const location = pending.pop();
  if (reached.has(location)) continue;
  reached.add(location);
  for (const name of production(packages[location] ?? {})) {
    const found = resolve(location, name);
    if (found && !reached.has(found)) pending.push(found);
  }
}

let removed = 0;
// Deepest first, so a nested package is counted before the folder holding it goes.
const unreached = Object.keys(packages)
  // A workspace's link (node_modules/@seeker/agents) stays: it is how its folder is found.
  .filter((location) => location.includes('node_modules/') && !packages[location].link && !reached.has(location) && fs.existsSync(location))
  .sort((a, b) => b.length - a.length);
for (const location of unreached) {
  fs.rmSync(location, { recursive: true, force: true });
  removed++;
}
// Their commands in node_modules/.bin now point nowhere, and scopes may be empty.
for (const entry of fs.readdirSync('node_modules', { withFileTypes: true })) {
  const folder = path.join('node_modules', entry.name);
  if (entry.name.startsWith('@') && entry.isDirectory() && fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
}
for (const bin of fs.readdirSync('node_modules/.bin', { withFileTypes: true })) {
  const file = path.join('node_modules/.bin', bin.name);
  if (!fs.existsSync(file)) fs.rmSync(file, { force: true });
}
console.log(`removed ${removed} packages no production dependency reaches`);
