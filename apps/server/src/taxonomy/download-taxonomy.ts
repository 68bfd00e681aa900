import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { isTaxonomyFile } from '@seeker/agents';
import { holdPidFile } from '../lib/pid-file';
import { downloadFile, DownloadError, type PublisherFile } from './download-file';
import { installTaxonomy, type InstallSummary } from './install-taxonomy';

/** Where downloads are kept between tries (a stopped download resumes; a finished one is not fetched again). */
export const downloadsFolder = (dataDir: string) => path.join(dataDir, 'taxonomy', 'downloads');

// What an archive may unpack to: ESCO's largest file (its skill relations) is about 21 MB, O*NET's about 10 MB.
const largestEntry = 256 * 1024 * 1024;
const largestUnpacked = 1024 * 1024 * 1024;
// Beside a release's unpacked files: the release they came from, so a release changed in config is downloaded again.
const releaseNote = '.release.json';

export type InstallProgress = { stage: 'downloading'; file: string; done: number; total: number } | { stage: 'compiling' };

/**
 * Downloads every release into DATA_DIR/taxonomy/downloads (checked, resumable: download-file.ts), keeps from each
 * only the files an index is compiled from (the archive itself is removed once unpacked), then compiles them as an
 * install from a folder does. Only the releases asked for are compiled: what an earlier list of releases left is
 * removed first. A release that cannot be downloaded, or holds none of the taxonomy's files, fails the install,
 * naming it (and is removed, so the next try downloads it afresh): an index missing a language or O*NET would read
 * titles worse than the person was told.
 */
export async function downloadTaxonomy(
  { releases, dataDir }: { releases: readonly PublisherFile[]; dataDir: string },
  { onProgress, signal }: { onProgress?: (progress: InstallProgress) => void; signal?: AbortSignal } = {},
): Promise<InstallSummary> {
  const folder = downloadsFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  const release = holdDownloads(folder);
  try {
    return await downloadInto(folder, { releases, dataDir }, { onProgress, signal });
  } finally {
    release();
  }
}

/**
 * One install downloads into the folder at a time (`npm run taxonomy:install -- --download` beside a server's first
 * start would write the same partial files): a lock file names the process holding it; one left by a process that
 * has ended is taken over.
 */
function holdDownloads(folder: string): () => void {
  return holdPidFile(path.join(folder, '.lock'), (holder) =>
    holder === undefined
      ? new Error(`${folder} could not be locked for the download.`)
      : new Error(`another install (process ${holder}) is downloading into ${folder}; try again when it has finished.`),
  );
}

async function downloadInto(
  folder: string,
  { releases, dataDir }: { releases: readonly PublisherFile[]; dataDir: string },
  { onProgress, signal }: { onProgress?: (progress: InstallProgress) => void; signal?: AbortSignal },
): Promise<InstallSummary> {
  const names = releases.map(fileNameOf);
  const kept = new Set(['.lock', ...names.flatMap((name) => [name, `${name}.partial`, `${name}.partial.json`, `${name}.files`])]);
  for (const entry of readdirSync(folder)) if (!kept.has(entry)) rmSync(path.join(folder, entry), { recursive: true, force: true });
  for (const [at, release] of releases.entries()) {
    onProgress?.({ stage: 'downloading', file: release.name, done: at, total: releases.length });
    const target = path.join(folder, names[at]!);
    const files = `${target}.files`;
    if (unpackedFrom(files, release)) continue;
    rmSync(files, { recursive: true, force: true });
    await downloadFile(release, target, signal ? { signal } : {});
    try {
      unpackRelease(release, target, `${files}.unpacking`);
      writeFileSync(path.join(`${files}.unpacking`, releaseNote), JSON.stringify({ url: release.url, sha256: release.sha256 ?? null }));
      renameSync(`${files}.unpacking`, files);
    } finally {
      // Unpacked or refused, the archive is not kept: its files are (once), or the next try downloads it afresh.
      rmSync(`${files}.unpacking`, { recursive: true, force: true });
      rmSync(target, { force: true });
    }
  }
  onProgress?.({ stage: 'compiling' });
  try {
    return installTaxonomy({ from: folder, dataDir });
  } catch (error) {
    // Files that do not compile are not kept for good: every release is downloaded again on the next try.
    for (const name of names) rmSync(path.join(folder, `${name}.files`, releaseNote), { force: true });
    throw error;
  }
}

function unpackedFrom(files: string, release: PublisherFile): boolean {
  const note = path.join(files, releaseNote);
  if (!existsSync(note)) return false;
  try {
    const was = JSON.parse(readFileSync(note, 'utf8')) as { url?: unknown; sha256?: unknown };
    return was.url === release.url && was.sha256 === (release.sha256 ?? null);
  } catch {
    return false;
  }
}

/** A safe local name for a release's file: its place in the list and its address's last part, in plain characters. */
function fileNameOf(release: PublisherFile, at: number): string {
  let last = new URL(release.url).pathname.split('/').at(-1) ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // Kept as written: an address with a stray "%" is still a name.
  }
  const plain = last.replace(/[^\w .+-]+/g, '_').replace(/^[._]+/, '');
  return `${String(at + 1).padStart(2, '0')}-${plain || 'release'}`.slice(0, 150);
}

/**
 * An archive's taxonomy files, by their own names (folders inside it dropped), into `into`; any other file is left
 * as it came. A release that is one file (the crosswalk) is kept under its own name. A release yielding none of
 * the taxonomy's files is refused: it is not the release its name says.
 */
export function unpackRelease(release: PublisherFile, file: string, into: string) {
  const bytes = readFileSync(file);
  const plainName = path.basename(file).replace(/^\d+-/, '');
  mkdirSync(into, { recursive: true });
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) {
    if (!isTaxonomyFile(plainName)) throw new DownloadError(release.name, `${release.url} is neither an archive nor a file of ESCO or O*NET.`);
    writeFileSync(path.join(into, plainName), bytes);
    return;
  }
  let entries: Record<string, Uint8Array>;
  let unpacked = 0;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        if (!isTaxonomyFile(path.posix.basename(entry.name))) return false;
        if (entry.originalSize > largestEntry)
          throw new DownloadError(release.name, `${entry.name} would unpack to more than ${largestEntry / 1024 / 1024} MB.`);
        unpacked += entry.originalSize;
        if (unpacked > largestUnpacked)
          throw new DownloadError(release.name, `its files would unpack to more than ${largestUnpacked / 1024 / 1024} MB.`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    throw new DownloadError(release.name, `the archive could not be unpacked (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (Object.keys(entries).length === 0) throw new DownloadError(release.name, `the archive holds none of ESCO's or O*NET's files.`);
  // The unzip trusts the archive's own sizes and checks no CRC: each file is checked against its central directory.
  const expected = centralDirectory(bytes);
  for (const [name, content] of Object.entries(entries)) {
    const entry = expected.get(name);
    if (!entry || entry.size !== content.length || entry.crc !== crc32(content))
      throw new DownloadError(release.name, `${path.posix.basename(name)} in the archive is damaged (its length or CRC-32 is not the archive's).`);
  }
  for (const [name, content] of Object.entries(entries)) writeFileSync(path.join(into, path.posix.basename(name)), content);
}

/** Each file's CRC-32 and unpacked length, as the archive's central directory states them (ZIP, not ZIP64). */
function centralDirectory(bytes: Buffer): Map<string, { crc: number; size: number }> {
  const entries = new Map<string, { crc: number; size: number }>();
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at--)
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) return entries;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let index = 0; index < count && at + 46 <= bytes.length && bytes.readUInt32LE(at) === 0x02014b50; index++) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, { crc: bytes.readUInt32LE(at + 16), size: bytes.readUInt32LE(at + 24) });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}
