import { createHash } from 'node:crypto';
import { createReadStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';

/** One file a publisher releases: where it is, and the SHA-256 it must have when that is known. */
export type PublisherFile = { name: string; url: string; sha256?: string | undefined };

/** Past this a file is not a taxonomy release (the largest, O*NET's text edition, is tens of megabytes). */
export const largestDownload = 1024 * 1024 * 1024;
// A publisher that sends nothing for this long has stopped; the next install resumes where it stopped.
const idleMs = 60_000;

/** Whether an address may be downloaded from: a publisher over HTTPS, or a mirror on this machine (tests, an offline copy). */
export function downloadableAddress(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
}

export class DownloadError extends Error {}

/**
 * Downloads a file to `target`, resuming a `.partial` an earlier try left (HTTP Range), and checks it: the length
 * the publisher stated, and the SHA-256 when one is known. Only a checked file gets its final name; one that fails
 * its check is removed, so the next try starts afresh.
 */
export async function downloadFile(file: PublisherFile, target: string, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  if (!downloadableAddress(file.url))
    throw new DownloadError(`${file.name}: ${file.url} is neither HTTPS nor this machine, so Seeker does not download it.`);
  if (existsSync(target) && (!file.sha256 || (await sha256Of(target)) === file.sha256)) return;
  const partial = `${target}.partial`;
  const have = existsSync(partial) ? statSync(partial).size : 0;
  const idle = new AbortController();
  let timer = setTimeout(() => idle.abort(), idleMs);
  const stopped = signal ? AbortSignal.any([signal, idle.signal]) : idle.signal;
  try {
    const response = await fetch(file.url, { headers: have > 0 ? { range: `bytes=${have}-` } : {}, signal: stopped, redirect: 'follow' });
    const refuse = async (message: string) => {
      await response.body?.cancel().catch(() => undefined);
      return new DownloadError(`${file.name}: ${message}`);
    };
    if (!downloadableAddress(response.url || file.url))
      throw await refuse(`the publisher sent Seeker on to ${response.url}, which is neither HTTPS nor this machine.`);
    // 416: the partial file is already whole (or longer than the file is now): start afresh.
    if (response.status === 416) {
      rmSync(partial, { force: true });
      throw await refuse(`the publisher's file changed since part of it was downloaded; it will be downloaded afresh.`);
    }
    if (response.status !== 200 && response.status !== 206) throw await refuse(`${file.url} answered ${response.status}.`);
    const resumed = response.status === 206 && contentRangeStart(response.headers.get('content-range')) === have;
    if (response.status === 206 && !resumed) throw await refuse(`${file.url} answered with a part Seeker did not ask for.`);
    const stated = Number(response.headers.get('content-length') ?? Number.NaN);
    const total = (resumed ? have : 0) + (Number.isFinite(stated) ? stated : 0);
    if (total > largestDownload) throw await refuse(`${file.url} is larger than ${largestDownload / 1024 / 1024} MB.`);
    const out = await open(partial, resumed ? 'a' : 'w');
    let written = resumed ? have : 0;
    try {
      for await (const chunk of response.body ?? []) {
        clearTimeout(timer);
        timer = setTimeout(() => idle.abort(), idleMs);
        written += chunk.byteLength;
        if (written > largestDownload) throw new DownloadError(`${file.name}: ${file.url} is larger than ${largestDownload / 1024 / 1024} MB.`);
        await out.write(chunk);
      }
    } finally {
      await out.close();
    }
    if (Number.isFinite(stated) && written !== total)
      throw new DownloadError(`${file.name}: the download stopped at ${written} of ${total} bytes; it resumes next time.`);
    if (file.sha256) {
      const sum = await sha256Of(partial);
      if (sum !== file.sha256) {
        rmSync(partial, { force: true });
        throw new DownloadError(`${file.name}: the file's SHA-256 is ${sum}, not the ${file.sha256} expected; it was removed.`);
      }
    }
    renameSync(partial, target);
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    const reason = idle.signal.aborted ? `nothing came for ${idleMs / 1000} s` : error instanceof Error ? error.message : String(error);
    throw new DownloadError(`${file.name}: downloading ${file.url} failed (${reason}); it resumes next time.`);
  } finally {
    clearTimeout(timer);
  }
}

function contentRangeStart(header: string | null): number | undefined {
  const start = /^bytes (\d+)-\d+\/(?:\d+|\*)$/.exec(header ?? '')?.[1];
  return start === undefined ? undefined : Number(start);
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
