import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { describeError } from '../../http/describe-error';
import { resumes } from '../../db/schema';
import type { FileStore } from '../../storage/file-store';

type Log = { error: (details: object, message: string) => void };

/**
 * Removes a user's stored files before their rows go (rows cascade with the user, files would not).
 * A file that cannot be deleted is logged, never a reason to keep the account.
 */
export async function deleteUserFiles(db: Db, files: FileStore, log: Log, userId: string) {
  const rows = await db.select({ storagePath: resumes.storagePath, metadata: resumes.metadata }).from(resumes).where(eq(resumes.userId, userId));
  // A tailored resume has a DOCX twin beside its PDF.
  for (const storagePath of rows.flatMap((row) => [row.storagePath, ...(row.metadata.docxPath ? [row.metadata.docxPath] : [])])) {
    await files.delete(storagePath).catch((error: unknown) => log.error({ error: describeError(error), userId }, 'file of a deleted user could not be removed'));
  }
}
