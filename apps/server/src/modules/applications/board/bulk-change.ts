import type { BulkChangeRequest } from '@seeker/contract';
import type { Db } from '../../../db/client';
import { lockOwner } from '../../auth';
import { changeJob, findOwnedJob, syncPipelineCounters } from '../../saved-jobs';
import { changeApplication } from '../application/update-application';

/**
 * Moves and/or archives (or puts back) many of the caller's applications in one transaction: all or none.
 * An id that is not one of theirs refuses the whole change (404), and nothing moves. Each move keeps its
 * time and its timeline entry as a move of one card does; how many changed is the answer.
 */
export async function bulkChange(db: Db, userId: string, request: BulkChangeRequest, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    let changed = 0;
    let moved = false;
    for (const anyId of request.jobIds) {
      const job = await findOwnedJob(tx, userId, anyId);
      const move = request.status === undefined ? { moved: false } : await changeJob(tx, userId, job, { status: request.status }, now);
      const archive =
        request.archived === undefined
          ? { archivedChanged: false }
          : await changeApplication(tx, userId, job.id, { archived: request.archived }, now);
      moved ||= move.moved;
      if (move.moved || archive.archivedChanged) changed += 1;
    }
    if (moved) await syncPipelineCounters(tx, userId);
    return { changed };
  });
}
