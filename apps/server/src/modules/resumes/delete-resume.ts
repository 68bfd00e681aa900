import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { describeError } from '../../http/describe-error';
import { resumes } from '../../db/schema';
import type { FileStore } from '../../storage/file-store';
import { lockOwner } from '../auth';

/**
 * Deletes the record, then the files it named when it went (read under the owner's lock, so a file
 * replaced meanwhile is the one removed); a storage failure is logged and the record still goes (spec
 * part 2 section 8).
 */
export async function deleteResume(db: Db, files: FileStore, log: FastifyBaseLogger, row: { id: string; userId: string }) {
  const removed = await db.transaction(async (tx) => {
    await lockOwner(tx, row.userId);
    const [gone] = await tx.delete(resumes).where(eq(resumes.id, row.id)).returning({ storagePath: resumes.storagePath, metadata: resumes.metadata });
    return gone;
  });
  for (const path of [removed?.storagePath, removed?.metadata.docxPath]) {
    if (!path) continue;
    try {
      await files.delete(path);
    } catch (error) {
      log.error({ error: describeError(error), resumeId: row.id }, 'resume file could not be deleted from storage; the record is gone');
    }
  }
}
