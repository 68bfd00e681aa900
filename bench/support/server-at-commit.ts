import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The production server bundle as it was at `commit`: the server and the workspace packages are taken out
 * of git into a temporary folder whose node_modules links to this repository's (except our own packages,
 * which point at the old copies), and built there with that commit's build script. The web app served is
 * this repository's build. Returns the bundle's path and the folder's (`root`: that commit's sources, to load its
 * database with its own code); `cleanUp` removes the folder.
 */
export function serverBundleAtCommit(commit: string): { bundle: string; root: string; cleanUp: () => void } {
  const root = path.resolve(import.meta.dirname, '../..');
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-server-at-commit-'));
  try {
    const archive = execFileSync('git', ['-C', root, 'archive', '--format=tar', commit, 'apps/server', 'packages', 'tsconfig.base.json'], {
      maxBuffer: 512 * 1024 * 1024,
    });
    fs.writeFileSync(path.join(temporary, 'src.tar'), archive);
    execFileSync('tar', ['-xf', 'src.tar'], { cwd: temporary });
    const modules = path.join(temporary, 'node_modules');
    fs.mkdirSync(path.join(modules, '@seeker'), { recursive: true });
    for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
      if (entry !== '@seeker') fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
    }
    for (const [name, folder] of [
      ['agents', 'packages/agents'],
      ['contract', 'packages/contract'],
      ['server', 'apps/server'],
    ]) {
      fs.symlinkSync(path.join('../..', folder!), path.join(modules, '@seeker', name!));
      // A workspace's own node_modules (versions that differ from the root's).
      const own = path.join(root, folder!, 'node_modules');
      if (fs.existsSync(own)) fs.symlinkSync(own, path.join(temporary, folder!, 'node_modules'));
    }
    fs.mkdirSync(path.join(temporary, 'apps/web'), { recursive: true });
    fs.symlinkSync(path.join(root, 'apps/web/dist'), path.join(temporary, 'apps/web/dist'));
    execFileSync(process.execPath, [path.join(temporary, 'apps/server/build.mjs')], { cwd: temporary, stdio: 'ignore' });
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
  return {
    bundle: path.join(temporary, 'apps/server/dist/main.mjs'),
    root: temporary,
    cleanUp: () => fs.rmSync(temporary, { recursive: true, force: true }),
  };
}
