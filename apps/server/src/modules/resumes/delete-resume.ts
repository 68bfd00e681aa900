import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { describeError } from '../../http/describe-error';
import { resumes } from '../../db/schema';
import type { FileStore } from '../../storage/file-store';

/** Deletes the file and the record; a storage failure is logged and the record still goes (spec part 2 section 8). */
export async function deleteResume(db: Db, files: FileStore, log: FastifyBaseLogger, row: { id: string; storagePath: string; metadata?: { docxPath?: string } }) {
  for (const path of [row.storagePath, row.metadata?.docxPath]) {
    if (!path) continue;
    try {
      await files.delete(path);
    } catch (error) {
      log.error({ error: describeError(error), resumeId: row.id }, 'resume file could not be deleted from storage; deleting the record anyway');
    }
  }
  await db.delete(resumes).where(eq(resumes.id, row.id));
}
