import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';

/** One file a publisher releases: where it is, and the SHA-256 it must have when that is known. */
export type PublisherFile = { name: string; url: string; sha256?: string | undefined };

/** Past this a file is not a taxonomy release (the largest, O*NET's text edition, is tens of megabytes). */
export const largestDownload = 1024 * 1024 * 1024;
// A publisher that sends nothing for this long has stopped; the next install resumes where it stopped.
const idleMs = 60_000;
// ESCO's portal sends a download on once or twice; more is a loop.
const mostRedirects = 5;

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

/** A release that could not be had: its name (said to people) and why (the details, addresses included, for the log). */
export class DownloadError extends Error {
  constructor(
    readonly release: string,
    detail: string,
  ) {
    super(`${release}: ${detail}`);
  }
}

/**
 * Whether a file's first bytes are what its address promises: a `.zip` begins as a zip archive does, and nothing
 * is an HTML page (what a portal sends for a moved or missing file, with status 200). A file failing this is never
 * given its final name, so a wrong answer is not kept and read again at every install.
 */
export function contentAsPromised(address: string, head: Buffer): string | undefined {
  if (new URL(address).pathname.toLowerCase().endsWith('.zip')) {
    return head.length >= 4 && head.readUInt32LE(0) === 0x04034b50 ? undefined : 'it is not a zip archive';
  }
  const start = head
    .toString('utf8', 0, Math.min(head.length, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (start.startsWith('<!doctype') || start.startsWith('<html') || start.startsWith('<?xml')) return 'it is a web page, not data';
  if (head.subarray(0, 4096).includes(0)) return 'it is not text';
  return undefined;
}

/**
 * Downloads a file to `target`, resuming a `.partial` an earlier try left (HTTP Range), and checks it: the length
 * the publisher stated, what its first bytes are, and the SHA-256 when one is known. Only a checked file gets its
 * final name; one that fails its check is removed, so the next try starts afresh. Read with node:http(s) streams:
 * a redirect's address is checked before it is followed, and nothing is asked compressed.
 */
export async function downloadFile(file: PublisherFile, target: string, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  if (!downloadableAddress(file.url))
    throw new DownloadError(file.name, `${file.url} is neither HTTPS nor this machine, so Seeker does not download it.`);
  if (existsSync(target)) {
    if (!file.sha256 || (await sha256Of(target)) === file.sha256) return;
    rmSync(target, { force: true });
  }
  const partial = `${target}.partial`;
  // What identifies the version a partial file is of (its ETag or Last-Modified): a resume asks for the rest only
  // of that version (If-Range), so a file the publisher replaced meanwhile is sent whole rather than spliced.
  const validatorFile = `${partial}.json`;
  const validator = existsSync(partial) ? readValidator(validatorFile) : undefined;
  const have = validator !== undefined ? statSync(partial).size : 0;
  let response: Answer | undefined;
  try {
    response = await answerTo(file, have, validator, signal);
    const refuse = (message: string) => new DownloadError(file.name, message);
    if (response.status === 416 && have === 0) throw refuse(`${file.url} answered 416 to a request for the whole file.`);
    if (response.status === 416) {
      // The part asked begins at or past the end: a whole file was downloaded before the answer was cut (its
      // length is the total the publisher states), or the file is shorter now.
      const whole = /^bytes \*\/(\d+)$/.exec(response.headers['content-range'] ?? '')?.[1];
      if (whole === undefined || Number(whole) !== have) {
        rmSync(partial, { force: true });
        throw refuse(`the publisher's file changed since part of it was downloaded; it will be downloaded afresh.`);
      }
    } else {
      if (response.status !== 200 && response.status !== 206) throw refuse(`${file.url} answered ${response.status}.`);
      const encoding = response.headers['content-encoding'];
      if (encoding && encoding !== 'identity') throw refuse(`${file.url} answered compressed (${encoding}) though Seeker asked it not to.`);
      const resumed = response.status === 206 && contentRangeStart(response.headers['content-range']) === have;
      if (response.status === 206 && !resumed) throw refuse(`${file.url} answered with a part Seeker did not ask for.`);
      if (!resumed) {
        // A new version (or none to resume): its identity is kept beside the part written, for the next resume.
        const fresh = response.headers.etag ?? response.headers['last-modified'] ?? '';
        writeFileSync(validatorFile, JSON.stringify({ validator: fresh }));
      }
      const stated = Number(response.headers['content-length'] ?? Number.NaN);
      const total = (resumed ? have : 0) + (Number.isFinite(stated) ? stated : 0);
      if (total > largestDownload) throw refuse(`${file.url} is larger than ${largestDownload / 1024 / 1024} MB.`);
      const written = await writeBody(response, partial, resumed ? have : 0, () =>
        refuse(`${file.url} is larger than ${largestDownload / 1024 / 1024} MB.`),
      );
      if (Number.isFinite(stated) && written !== total) throw refuse(`the download stopped at ${written} of ${total} bytes; it resumes next time.`);
    }
    const wrong = contentAsPromised(file.url, await headOf(partial));
    if (wrong) {
      rmSync(partial, { force: true });
      throw refuse(`what ${file.url} sent is not the file (${wrong}); it was removed.`);
    }
    if (file.sha256) {
      const sum = await sha256Of(partial);
      if (sum !== file.sha256) {
        rmSync(partial, { force: true });
        throw refuse(`the file's SHA-256 is ${sum}, not the ${file.sha256} expected; it was removed.`);
      }
    }
    renameSync(partial, target);
    rmSync(validatorFile, { force: true });
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DownloadError(file.name, `downloading ${file.url} failed (${reason}); it resumes next time.`);
  } finally {
    response?.destroy();
  }
}

type Answer = IncomingMessage & { status: number };

/**
 * Why a redirect from one address to another is not followed (checked before anything is asked of it), or undefined:
 * only to an address Seeker downloads from, and from HTTPS only to HTTPS (never on to a plain-HTTP service on this
 * machine).
 */
export function redirectRefused(from: string, to: string): string | undefined {
  if (!downloadableAddress(to)) return `the publisher sent Seeker on to ${to}, which is neither HTTPS nor this machine.`;
  if (from.startsWith('https:') && !to.startsWith('https:')) return `the publisher sent Seeker on from HTTPS to ${to}, which Seeker does not follow.`;
  return undefined;
}

/** The publisher's answer, following redirects only to addresses Seeker downloads from. */
async function answerTo(file: PublisherFile, have: number, validator: string | undefined, signal: AbortSignal | undefined): Promise<Answer> {
  let address = file.url;
  for (let hops = 0; ; hops++) {
    const response = await get(address, have, validator, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status < 300 || status >= 400 || status === 304 || !location) return Object.assign(response, { status });
    response.destroy();
    const next = new URL(location, address).href;
    const refused = redirectRefused(address, next);
    if (refused) throw new DownloadError(file.name, refused);
    if (hops >= mostRedirects) throw new DownloadError(file.name, `${file.url} sent Seeker on more than ${mostRedirects} times.`);
    address = next;
  }
}

function get(address: string, have: number, validator: string | undefined, signal: AbortSignal | undefined): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers = {
      'accept-encoding': 'identity',
      ...(have > 0 ? { range: `bytes=${have}-` } : {}),
      ...(have > 0 && validator ? { 'if-range': validator } : {}),
    };
    let answer: IncomingMessage | undefined;
    const request = (address.startsWith('https:') ? httpsGet : httpGet)(address, { headers, ...(signal ? { signal } : {}) }, (response) => {
      answer = response;
      resolve(response);
    });
    request.on('error', reject);
    // Nothing sent for this long, before or during the answer: the connection is given up.
    request.setTimeout(idleMs, () => {
      const stalled = new Error(`nothing came for ${idleMs / 1000} s`);
      request.destroy(stalled);
      // During the answer: its reader is told why, not a bare "aborted".
      answer?.destroy(stalled);
    });
  });
}

/** The version a partial download is of ('' when the publisher named none); undefined: no partial to resume. */
function readValidator(file: string): string | undefined {
  try {
    const { validator } = JSON.parse(readFileSync(file, 'utf8')) as { validator?: unknown };
    return typeof validator === 'string' ? validator : undefined;
  } catch {
    return undefined;
  }
}

/** Appends (or writes) the answer's body to `partial`, returning the file's length; stops past the largest download. */
async function writeBody(response: IncomingMessage, partial: string, from: number, tooLarge: () => Error): Promise<number> {
  const out = await open(partial, from > 0 ? 'a' : 'w');
  let written = from;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      written += chunk.byteLength;
      if (written > largestDownload) throw tooLarge();
      await out.write(chunk);
    }
  } finally {
    await out.close();
  }
  return written;
}

function contentRangeStart(header: string | undefined): number | undefined {
  const start = /^bytes (\d+)-\d+\/(?:\d+|\*)$/.exec(header ?? '')?.[1];
  return start === undefined ? undefined : Number(start);
}

async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
