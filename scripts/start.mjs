// `npm start`: build once (again only after the sources change), then run the server bundle with plain
// node in this process. Before a build, the pre-flight check reports a wrong setting or a data directory
// in use in a second, instead of after a build that would rewrite files a running server serves.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, repoRoot } from './production-build.mjs';

function preflight() {
  const check = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/preflight.ts')], { stdio: 'inherit' });
  if (check.status !== 0) process.exit(check.status ?? 1);
}

try {
  buildIfStale({ before: preflight });
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
await import(pathToFileURL(path.join(repoRoot, 'apps/server/dist/main.mjs')).href);
