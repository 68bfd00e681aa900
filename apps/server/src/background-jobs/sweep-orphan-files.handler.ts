import type { Db } from '../db/client';
import { describeError } from '../http/describe-error';
import { referencedFileKeys } from '../modules/resumes';
import { fileKeyPrefix, orphanFileGraceMs, type FileStore } from '../storage/file-store';

type Log = { error: (details: object, message: string) => void };

/**
 * Deletes stored files no row names, last written over an hour ago: what a crash between writing a file and
 * inserting its row (or between deleting a row and its file) left behind. Files are listed a page at a
 * time and each page is checked against the rows in one indexed query, so memory stays bounded however
 * many files there are. Safe on several workers at once: keys are never reused, a row naming a file is
 * only ever written within seconds of the file (well inside the grace), and deleting twice is harmless.
 */
export async function sweepOrphanFiles(db: Db, files: FileStore, log: Log, now = new Date()) {
  const cutoff = now.getTime() - orphanFileGraceMs;
  let removed = 0;
  for await (const page of files.list(fileKeyPrefix)) {
    const old = page.filter((file) => file.modifiedAt.getTime() < cutoff).map((file) => file.key);
    const referenced = await referencedFileKeys(db, old);
    for (const key of old) {
      if (referenced.has(key)) continue;
      try {
        await files.delete(key);
        removed++;
      } catch (error) {
        log.error({ error: describeError(error), storagePath: key }, 'orphan file could not be removed');
      }
    }
  }
  return removed;
}
