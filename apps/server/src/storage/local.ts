import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../lib/app-error';
import { assertSafeKey, listPageSize, type FileStore, type StoredFile } from './file-store';

const partialSuffix = '.partial';

/** A file some other hand put in the folder under a name no key of ours can have is not listed. */
function isSafeKey(key: string) {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Every file below `dir` with its path relative to `root` ('/'-separated), depth first. Directories are
 * read as streams, one open per level: memory stays bounded by the depth, not by how many files there are.
 */
async function* walk(root: string, dir: string): AsyncGenerator<{ relative: string; file: string }> {
  let handle;
  try {
    handle = await fs.opendir(dir);
  } catch (error) {
    if (missing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
    throw error;
  }
  for await (const entry of handle) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(root, file);
    else if (entry.isFile()) yield { relative: path.relative(root, file).split(path.sep).join('/'), file };
  }
}

/** Free space on the file system that holds `directory` (statfs: blocks available to this user). */
async function freeBytesAt(directory: string): Promise<number> {
  await fs.mkdir(directory, { recursive: true });
  const stats = await fs.statfs(directory);
  return stats.bavail * stats.bsize;
}

export const storageFullMessage =
  "Seeker's storage is almost full, so it is not taking new files right now. Please try again later, or ask whoever runs this Seeker to free some space.";

export type LocalFileStoreOptions = {
  /** A write that would leave less free than this is refused (MIN_FREE_DISK_MB): the database on the same disk keeps room to work. */
  minFreeBytes?: number;
  /** How much is free (for tests); the file system's own figure by default. */
  freeBytes?: (directory: string) => Promise<number>;
};

export function createLocalFileStore(directory: string, { minFreeBytes = 0, freeBytes = freeBytesAt }: LocalFileStoreOptions = {}): FileStore {
  const root = path.resolve(directory);
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  /** Removes a file, then the folders it leaves empty (a deleted account leaves no resumes/<userId>/), as no folder stays in S3. */
  const removeFile = async (file: string) => {
    await fs.rm(file, { force: true });
    for (let dir = path.dirname(file); dir !== root && dir.startsWith(root); dir = path.dirname(dir)) {
      const removed = await fs.rmdir(dir).then(
        () => true,
        () => false,
      );
      if (!removed) break;
    }
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = resolve(key);
      // A global watermark: uploads stop before the disk fills, whoever sends them.
      if (minFreeBytes > 0 && (await freeBytes(root)) - bytes.length < minFreeBytes) throw new AppError('UNAVAILABLE', storageFullMessage);
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
          if (!missing(error) || attempt > 0) throw error;
        }
      }
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await removeFile(resolve(key));
    },
    async removeStalePartials(cutoff) {
      let removed = 0;
      for await (const { relative, file } of walk(root, root)) {
        if (!relative.endsWith(partialSuffix)) continue;
        const stat = await fs.stat(file).catch(() => undefined);
        if (!stat?.isFile() || stat.mtime >= cutoff) continue;
        await removeFile(file);
        removed++;
      }
      return removed;
    },
    async *list(prefix) {
      // Only the folder the prefix names is walked (`resumes/` walks resumes/, `resumes/u1` walks resumes/).
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (folder) assertSafeKey(folder);
      let page: StoredFile[] = [];
      for await (const { relative, file } of walk(root, path.join(root, ...folder.split('/').filter(Boolean)))) {
        if (!relative.startsWith(prefix) || relative.endsWith(partialSuffix) || !isSafeKey(relative)) continue;
        const stat = await fs.stat(file).catch(() => undefined);
        if (!stat?.isFile()) continue; // deleted meanwhile
        page.push({ key: relative, modifiedAt: stat.mtime });
        if (page.length >= listPageSize) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    },
  };
}
