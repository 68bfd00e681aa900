import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const contractFolder = 'packages/contract/src';
const contractPackage = JSON.stringify({ name: '@seeker/contract', type: 'module', exports: { '.': './src/index.ts' } });

/**
 * A module of this repository as it was at `commit`: `folder` (e.g. packages/agents/src) is taken out of git
 * into a temporary folder beside this repository's node_modules, so the old and the current code run in the
 * same process on the same machine. `module` is a path inside that folder's tree.
 */
export async function importAtCommit<T>(commit: string, folder: string, module: string): Promise<{ module: T; cleanUp: () => void }> {
  const root = path.resolve(import.meta.dirname, '../..');
  const temporary = mkdtempSync(path.join(os.tmpdir(), 'seeker-baseline-'));
  // The contract the code imported then comes with it: today's may no longer export what it used.
  const archive = execFileSync('git', ['-C', root, 'archive', '--format=tar', commit, folder, contractFolder], { maxBuffer: 256 * 1024 * 1024 });
  writeFileSync(path.join(temporary, 'src.tar'), archive);
  execFileSync('tar', ['-xf', 'src.tar'], { cwd: temporary });
  writeFileSync(path.join(temporary, 'packages/contract/package.json'), contractPackage);
  // The repository's dependencies, but @seeker/contract as it was at `commit`.
  mkdirSync(path.join(temporary, 'node_modules/@seeker'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@seeker' && !entry.startsWith('.'))
      symlinkSync(path.join(root, 'node_modules', entry), path.join(temporary, 'node_modules', entry), 'dir');
  }
  symlinkSync(path.join(temporary, 'packages/contract'), path.join(temporary, 'node_modules/@seeker/contract'), 'dir');
  // A workspace's own node_modules (a version it pins apart from the root's, such as lru-cache 11) goes beside it too.
  const workspace = folder.split('/').slice(0, 2).join('/');
  if (existsSync(path.join(root, workspace, 'node_modules'))) {
    symlinkSync(path.join(root, workspace, 'node_modules'), path.join(temporary, workspace, 'node_modules'), 'dir');
  }
  // ES modules, as in the repository (the package's own package.json is not in the archive).
  writeFileSync(path.join(temporary, 'package.json'), '{"type":"module"}');
  const loaded = (await import(pathToFileURL(path.join(temporary, module)).href)) as T;
  return { module: loaded, cleanUp: () => rmSync(temporary, { recursive: true, force: true }) };
}
