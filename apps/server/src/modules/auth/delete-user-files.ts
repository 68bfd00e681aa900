import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { describeError } from '../../http/describe-error';
import { resumes } from '../../db/schema';
import type { FileStore } from '../../storage/file-store';

type Log = { error: (details: object, message: string) => void };

/** The storage keys of every file of the user: each resume's file, and a tailored resume's DOCX twin beside its PDF. */
export async function userFileKeys(db: Db, userId: string) {
  const rows = await db.select({ storagePath: resumes.storagePath, metadata: resumes.metadata }).from(resumes).where(eq(resumes.userId, userId));
  return rows.flatMap((row) => [row.storagePath, ...(row.metadata.docxPath ? [row.metadata.docxPath] : [])]);
}

/**
 * Removes stored files of a user, once their rows are gone; one that cannot be deleted is logged with its
 * key, never a reason to stop (the nightly orphan-file sweep takes it later).
 */
export async function removeUserFiles(files: FileStore, log: Log, userId: string, keys: string[]) {
  for (const storagePath of keys) {
    await files
      .delete(storagePath)
      .catch((error: unknown) => log.error({ error: describeError(error), userId, storagePath }, 'file of a deleted user could not be removed'));
  }
}
