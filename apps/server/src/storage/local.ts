import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStore } from './file-store';

const partialSuffix = '.partial';

export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves half a file under the real name.
      const partial = `${file}${partialSuffix}`;
      await fs.writeFile(partial, bytes, { mode: 0o600 });
      await fs.rename(partial, file);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async removeStalePartials(cutoff) {
      let names: string[];
      try {
        names = await fs.readdir(root, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names.filter((entry) => entry.endsWith(partialSuffix))) {
        const file = path.join(root, name);
        const stat = await fs.stat(file).catch(() => undefined);
        if (!stat?.isFile() || stat.mtime >= cutoff) continue;
        await fs.rm(file, { force: true });
        removed++;
      }
      return removed;
    },
  };
}
