import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../apps/web/e2e/support/server';

/** The web app before issue 25's dashboard work (item 4: the dashboard on a phone), the benches' baseline. */
export const webBaselineCommit = '215aa31';

export type WebBaseline = {
  commit: string;
  /** A copy of the current server bundle whose web app (../../web/dist from it) is the baseline's build. */
  bundle: string;
  dist: string;
  cleanUp: () => void;
};

/**
 * Builds apps/web as it was at `commit` with the contract as it was then (both taken out of git into a temporary
 * folder that links this repository's libraries) and puts it beside a copy of the current server bundle: the same
 * server then serves the old app. `npm run build` must have run.
 */
export function buildWebBaseline(commit = process.env.BENCH_WEB_BASELINE ?? webBaselineCommit): WebBaseline {
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-web-baseline-'));
  const cleanUp = () => fs.rmSync(temporary, { recursive: true, force: true });
  try {
    const archive = execFileSync('git', ['-C', repoRoot, 'archive', '--format=tar', commit, 'apps/web', 'packages/contract', 'tsconfig.base.json'], {
      maxBuffer: 256 * 1024 * 1024,
    });
    fs.writeFileSync(path.join(temporary, 'web.tar'), archive);
    execFileSync('tar', ['-xf', 'web.tar'], { cwd: temporary });
    linkLibraries(path.join(temporary, 'node_modules'));
    fs.symlinkSync(path.join(repoRoot, 'apps/web/node_modules'), path.join(temporary, 'apps/web/node_modules'), 'dir');
    const web = path.join(temporary, 'apps/web');
    // The config loaded as it is (not bundled into node_modules/.vite-temp, which is this repository's).
    const args = ['build', web, '--configLoader', 'native', '--outDir', path.join(web, 'dist'), '--emptyOutDir', '--logLevel', 'error'];
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), ...args], {
      cwd: web,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    fs.cpSync(path.join(repoRoot, 'apps/server/dist'), path.join(temporary, 'apps/server/dist'), { recursive: true });
    fs.symlinkSync(path.join(repoRoot, 'apps/server/node_modules'), path.join(temporary, 'apps/server/node_modules'), 'dir');
    return {
      commit,
      bundle: path.join(temporary, 'apps/server/dist/main.mjs'),
      dist: path.join(temporary, 'apps/web/dist'),
      cleanUp,
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

/**
 * A node_modules of links to this repository's libraries, but `@seeker/contract` to the temporary folder's own
 * (the commit's): an older app imports what its contract exported then.
 */
function linkLibraries(modules: string) {
  const ours = path.join(repoRoot, 'node_modules');
  fs.mkdirSync(path.join(modules, '@seeker'), { recursive: true });
  for (const name of fs.readdirSync(ours))
    if (name !== '@seeker' && !name.startsWith('.')) fs.symlinkSync(path.join(ours, name), path.join(modules, name), 'dir');
  fs.symlinkSync(path.join(modules, '..', 'packages', 'contract'), path.join(modules, '@seeker', 'contract'), 'dir');
}
