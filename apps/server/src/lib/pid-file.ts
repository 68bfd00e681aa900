import fs from 'node:fs';

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

/**
 * The live process (other than this one) that holds the pid file, or undefined when the file is absent or stale.
 * The file holds the pid and the process's start time: after a crash and restart (containers reuse pids) a live
 * process that merely got the same pid is not mistaken for the holder.
 */
export function pidFileHolder(file: string): number | undefined {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const [holderPid, holderStart] = content.trim().split(' ');
  const holder = Number.parseInt(holderPid ?? '', 10);
  if (!Number.isInteger(holder) || holder <= 0 || holder === process.pid || !isRunning(holder)) return undefined;
  const sameProcess = holderStart === undefined || startTime(holder) === undefined || startTime(holder) === holderStart;
  return sameProcess ? holder : undefined;
}

/**
 * Holds `file` for this process (created exclusively, so two processes cannot both win), taking over one whose
 * holder has ended. When a live process holds it, throws what `held(pid)` makes. The returned function frees the
 * file, unless another process has since taken it over.
 */
export function holdPidFile(file: string, held: (pid: number | undefined) => Error): () => void {
  const stamp = `${process.pid} ${startTime(process.pid) ?? ''}`.trim();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, stamp, { flag: 'wx' });
      return () => {
        if (fs.readFileSync(file, 'utf8').trim() === stamp) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = pidFileHolder(file);
      if (holder !== undefined) throw held(holder);
      fs.rmSync(file, { force: true }); // stale: take it over
    }
  }
  throw held(undefined); // taken over twice by others while trying
}
