import { parentPort, workerData } from 'node:worker_threads';
import { DownloadError, type PublisherFile } from './download-file';
import { downloadTaxonomy } from './download-taxonomy';
import { readableFailure } from './taxonomy-files';

/** What the background install's thread says to the server (background-install.ts). */
export type InstallMessage =
  | { type: 'progress'; stage: 'downloading'; file: string; done: number; total: number }
  | { type: 'progress'; stage: 'compiling' }
  | { type: 'installed'; occupations: number; skills: number; file: string }
  | { type: 'failed'; message: string; release?: string };

// A thread of its own: compiling is ten to twenty seconds of work the server's requests must not wait behind.
const { releases, dataDir } = workerData as { releases: PublisherFile[]; dataDir: string };
const say = (message: InstallMessage) => parentPort!.postMessage(message);
try {
  const summary = await downloadTaxonomy({ releases, dataDir }, { onProgress: (progress) => say({ type: 'progress', ...progress }) });
  say({ type: 'installed', occupations: summary.occupations, skills: summary.skills, file: summary.file });
} catch (error) {
  const release = error instanceof DownloadError ? { release: error.release } : {};
  say({ type: 'failed', message: readableFailure(error), ...release });
}
