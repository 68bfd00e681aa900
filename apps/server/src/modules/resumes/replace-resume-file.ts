import { resumeMessages } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import type { DocumentReader } from '../../documents/document-reader';
import { describeError } from '../../http/describe-error';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../storage/file-store';
import { toResumeDto } from './to-resume-dto';
import { storeResumeFile } from './upload-resume';

type Replacement = { row: typeof resumes.$inferSelect; fileName: string; bytes: Buffer };

/**
 * Settings' Update: a new file for an uploaded resume. The record keeps its id, title, keywords and
 * upload date (so tailorings made from it still point at it); its file, type, size and text change.
 * The old file goes once the record names the new one; a failure before that leaves everything as it was.
 */
export async function replaceResumeFile(db: Db, files: FileStore, documents: DocumentReader, log: FastifyBaseLogger, { row, fileName, bytes }: Replacement, now = new Date()) {
  if (row.type !== 'original') throw new AppError('CONFLICT', resumeMessages.replaceTailored);
  const stored = await storeResumeFile(files, documents, { userId: row.userId, fileName, bytes }, now);
  let updated: typeof resumes.$inferSelect | undefined;
  try {
    [updated] = await db
      .update(resumes)
      .set({ fileType: stored.fileType, fileSize: stored.fileSize, storagePath: stored.storagePath, text: stored.text, hasText: stored.text.length > 0, updatedAt: now })
      .where(eq(resumes.id, row.id))
      .returning();
  } catch (error) {
    await files.delete(stored.storagePath).catch(() => undefined);
    throw error;
  }
  if (!updated) {
    // Deleted meanwhile (another tab): nothing to replace, and no orphan file.
    await files.delete(stored.storagePath).catch(() => undefined);
    throw AppError.notFound('Resume not found');
  }
  await files.delete(row.storagePath).catch((error: unknown) => log.error({ error: describeError(error), resumeId: row.id }, 'replaced resume file could not be deleted'));
  return toResumeDto(updated);
}
