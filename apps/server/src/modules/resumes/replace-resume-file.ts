import { resumeMessages } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import type { DocumentReader } from '../../documents/document-reader';
import { describeError } from '../../http/describe-error';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../storage/file-store';
import { assertLibraryHasRoom } from './library-limit';
import { toResumeDto } from './to-resume-dto';
import { storeResumeFile } from './upload-resume';
import { lockOwner } from '../auth';

type Replacement = { row: typeof resumes.$inferSelect; fileName: string; bytes: Buffer };

/**
 * Settings' Update: a new file for an uploaded resume. The record keeps its id, title, keywords and
 * upload date (so tailorings made from it still point at it); its file, type, size and text change.
 * The row is switched under the owner's lock (as uploads and account deletion take it), re-read there,
 * and the file it named until then is the one removed: a replace racing another replace, a delete or the
 * account's deletion leaves no file that nothing points to. Any failure before that removes the new file.
 * The new file counts against the library's bytes in the old one's place (the count is unchanged).
 */
export async function replaceResumeFile(
  db: Db,
  files: FileStore,
  documents: Pick<DocumentReader, 'read'>,
  log: FastifyBaseLogger,
  { row, fileName, bytes }: Replacement,
  now = new Date(),
) {
  if (row.type !== 'original') throw new AppError('CONFLICT', resumeMessages.replaceTailored);
  // Cheap early answer; the bytes that decide are counted again under the lock below.
  await assertLibraryHasRoom(db, row.userId, bytes.length, { replacingBytes: row.fileSize });
  const stored = await storeResumeFile(files, documents, { userId: row.userId, fileName, bytes }, now);
  let switched: { before: string; after: typeof resumes.$inferSelect };
  try {
    switched = await db.transaction(async (tx) => {
      await lockOwner(tx, row.userId);
      const [current] = await tx
        .select({ storagePath: resumes.storagePath, fileSize: resumes.fileSize })
        .from(resumes)
        .where(eq(resumes.id, row.id))
        .for('update');
      if (!current) throw AppError.notFound('Resume not found');
      // The file it replaces now (a racing replace may have changed it), not the one read before the lock.
      await assertLibraryHasRoom(tx, row.userId, stored.fileSize, { replacingBytes: current.fileSize });
      const [after] = await tx
        .update(resumes)
        .set({
          fileType: stored.fileType,
          fileSize: stored.fileSize,
          storagePath: stored.storagePath,
          text: stored.text,
          hasText: stored.text.length > 0,
          layout: stored.layout,
          // Whether OCR read the new file, merged in place: the rest of the metadata (title, keywords) stays as it is now.
          metadata: stored.ocr ? sql`${resumes.metadata} || '{"readByOcr":true}'::jsonb` : sql`${resumes.metadata} - 'readByOcr'`,
          // A new file is a new version: what its owner confirmed was read from the old one.
          structure: null,
          structureConfirmedAt: null,
          // And what the LLM read was read from the old file.
          llmStructure: null,
          updatedAt: now,
        })
        .where(eq(resumes.id, row.id))
        .returning();
      return { before: current.storagePath, after: after! };
    });
  } catch (error) {
    await files.delete(stored.storagePath).catch(() => undefined);
    throw error;
  }
  await files
    .delete(switched.before)
    .catch((error: unknown) =>
      log.error({ error: describeError(error), resumeId: row.id, storagePath: switched.before }, 'replaced resume file could not be deleted'),
    );
  return toResumeDto(switched.after);
}
