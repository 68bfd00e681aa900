import fs from 'node:fs';
import path from 'node:path';
import { holdPidFile, pidFileHolder } from './pid-file';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { release: () => void };

function lockFile(dataDir: string) {
  return path.join(dataDir, 'seeker.lock');
}

/** Throws when a live Seeker process holds the directory; a stale lock (crash, kill -9) counts as free. */
export function assertDataDirFree(dataDir: string) {
  const holder = pidFileHolder(lockFile(dataDir));
  if (holder !== undefined) throw lockedError(dataDir, holder);
}

function lockedError(dataDir: string, holder: number | undefined) {
  return new DataDirLockedError(
    holder === undefined
      ? `Could not lock the data directory ${dataDir}.`
      : `Another Seeker process (pid ${holder}) is already using the data directory ${dataDir}. ` +
          'Stop it first, or set DATA_DIR to a different directory.',
  );
}

/**
 * PGlite does not lock its directory and two processes on one directory lose data,
 * so the whole data directory is held with a pid file for as long as the server runs.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  return { release: holdPidFile(lockFile(dataDir), (holder) => lockedError(dataDir, holder)) };
}
