import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStore } from './file-store';

const partialSuffix = '.partial';

export function createLocalFileStore(directory: string): FileStore {
  const root = path.resolve(directory);
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = resolve(key);
      // Write then rename, so a crash never leaves half a file under the real name. A delete may remove the
      // folder, left empty, between making it and writing: then it is made again, once.
      const partial = `${file}${partialSuffix}`;
      for (let attempt = 0; ; attempt++) {
        await fs.mkdir(path.dirname(file), { recursive: true });
        try {
          await fs.writeFile(partial, bytes, { mode: 0o600 });
          await fs.rename(partial, file);
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw error;
        }
      }
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
      const file = resolve(key);
      await fs.rm(file, { force: true });
      // Folders left empty go too (a deleted account leaves no resumes/<userId>/), as no folder stays in S3.
      for (let dir = path.dirname(file); dir !== root && dir.startsWith(root); dir = path.dirname(dir)) {
        const removed = await fs.rmdir(dir).then(
          () => true,
          () => false,
        );
        if (!removed) break;
      }
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
