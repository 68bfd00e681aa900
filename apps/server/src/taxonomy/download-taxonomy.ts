import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { isTaxonomyFile } from '@seeker/agents';
import { downloadFile, DownloadError, type PublisherFile } from './download-file';
import { installTaxonomy, type InstallSummary } from './install-taxonomy';

/** Where downloads are kept between tries (a stopped download resumes; a finished one is not fetched again). */
export const downloadsFolder = (dataDir: string) => path.join(dataDir, 'taxonomy', 'downloads');

// What an archive may unpack to: ESCO's largest file (its skill relations) is about 21 MB, O*NET's about 10 MB.
const largestEntry = 256 * 1024 * 1024;

export type InstallProgress = { stage: 'downloading'; file: string; done: number; total: number } | { stage: 'compiling' };

/**
 * Downloads every release into DATA_DIR/taxonomy/downloads (checked, resumable: download-file.ts), unpacks from
 * each archive only the files an index is compiled from, then compiles them as an install from a folder does.
 * A release that cannot be downloaded fails the install, naming it: an index missing a language or O*NET would
 * read titles worse than the person was told.
 */
export async function downloadTaxonomy(
  { releases, dataDir }: { releases: readonly PublisherFile[]; dataDir: string },
  { onProgress, signal }: { onProgress?: (progress: InstallProgress) => void; signal?: AbortSignal } = {},
): Promise<InstallSummary> {
  const folder = downloadsFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  for (const [at, release] of releases.entries()) {
    onProgress?.({ stage: 'downloading', file: release.name, done: at, total: releases.length });
    const target = path.join(folder, fileNameOf(release, at));
    await downloadFile(release, target, signal ? { signal } : {});
    unpackRelease(release, target, path.join(folder, `${path.basename(target)}.files`));
  }
  onProgress?.({ stage: 'compiling' });
  return installTaxonomy({ from: folder, dataDir });
}

/** A safe local name for a release's file: its address's last part, read as text, with nothing but plain characters. */
function fileNameOf(release: PublisherFile, at: number): string {
  const last = decodeURIComponent(new URL(release.url).pathname.split('/').at(-1) ?? '');
  const plain = last.replace(/[^\w .+-]+/g, '_').replace(/^[._]+/, '');
  return `${String(at + 1).padStart(2, '0')}-${plain || 'release'}`.slice(0, 150);
}

/** An archive's taxonomy files, by their own names (folders inside it dropped); any other file is left as it came. */
export function unpackRelease(release: PublisherFile, file: string, into: string) {
  const bytes = readFileSync(file);
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) {
    if (!isTaxonomyFile(path.basename(file).replace(/^\d+-/, ''))) return;
    // A release that is one file (the crosswalk): kept under its own name, where the compile finds it.
    mkdirSync(into, { recursive: true });
    writeFileSync(path.join(into, path.basename(file).replace(/^\d+-/, '')), bytes);
    return;
  }
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        if (!isTaxonomyFile(path.posix.basename(entry.name))) return false;
        if (entry.originalSize > largestEntry)
          throw new DownloadError(`${release.name}: ${entry.name} would unpack to more than ${largestEntry / 1024 / 1024} MB.`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    throw new DownloadError(`${release.name}: the archive could not be unpacked (${error instanceof Error ? error.message : String(error)}).`);
  }
  mkdirSync(into, { recursive: true });
  for (const [name, content] of Object.entries(entries)) writeFileSync(path.join(into, path.posix.basename(name)), content);
}
