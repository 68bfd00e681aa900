import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { release: () => void };

/** When the process started (clock ticks since boot, Linux); undefined elsewhere or when it is gone. */
function startTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the parenthesised command name (which may itself hold spaces).
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockFile(dataDir: string) {
  return path.join(dataDir, 'seeker.lock');
}

/** Throws when a live Seeker process holds the directory; a stale lock (crash, kill -9) counts as free. */
export function assertDataDirFree(dataDir: string) {
  let content: string;
  try {
    content = fs.readFileSync(lockFile(dataDir), 'utf8');
  } catch {
    return;
  }
  const [ownerPid, ownerStart] = content.trim().split(' ');
  const owner = Number.parseInt(ownerPid ?? '', 10);
  // pid plus start time: after a crash and restart (containers reuse pids) a live process that merely
  // got the same pid is not mistaken for the owner.
  const sameProcess = ownerStart === undefined || startTime(owner) === undefined || startTime(owner) === ownerStart;
  if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner) && sameProcess) {
    throw new DataDirLockedError(
      `Another Seeker process (pid ${owner}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or set DATA_DIR to a different directory.',
    );
  }
}

/**
 * PGlite does not lock its directory and two processes on one directory lose data,
 * so the whole data directory is held with a pid file for as long as the server runs.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  const stamp = `${process.pid} ${startTime(process.pid) ?? ''}`.trim();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, stamp, { flag: 'wx' });
      return {
        release: () => {
          if (fs.readFileSync(file, 'utf8').trim() === stamp) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      assertDataDirFree(dataDir);
      fs.rmSync(file, { force: true }); // stale: take it over
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
