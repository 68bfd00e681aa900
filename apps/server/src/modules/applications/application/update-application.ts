import type { UpdateApplicationRequest } from '@seeker/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { applications } from '../../../db/schema';
import { lockOwner } from '../../auth';
import { findOwnedJob } from '../../saved-jobs';
import { recordTimelineEvents } from '../../application-timeline';

/** Tags as typed, each once (case aside), in the order first typed. */
export function distinctTags(tags: string[]) {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type ApplicationRow = typeof applications.$inferSelect;

/** The application as the PATCH answers it. */
export function updatedApplicationOf(
  row: Pick<ApplicationRow, 'notes' | 'notesUpdatedAt' | 'tags' | 'priority' | 'excitement' | 'deadline' | 'archivedAt'>,
) {
  return {
    notes: row.notes,
    notesUpdatedAt: row.notesUpdatedAt?.toISOString() ?? null,
    tags: row.tags,
    priority: row.priority ?? null,
    excitement: row.excitement ?? null,
    deadline: row.deadline ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

/**
 * Saves what the request sends of the caller's application: notes (as autosaved while typing), tags,
 * priority, excitement, deadline, archived; its row is made on the first save. Archiving and putting back
 * are recorded on the timeline, once each (archiving an archived job again changes nothing).
 */
export async function updateApplication(db: Db, userId: string, anyJobId: string, change: UpdateApplicationRequest, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const { id: jobId } = await findOwnedJob(tx, userId, anyJobId, { lock: false });
    return updatedApplicationOf((await changeApplication(tx, userId, jobId, change, now)).row);
  });
}

/** The change to one application in the caller's transaction (the user locked there, the job theirs): its row as written, and whether its archiving changed. */
export async function changeApplication(tx: Db, userId: string, jobId: string, change: UpdateApplicationRequest, now: Date) {
  const [before] = await tx
    .select({ archivedAt: applications.archivedAt })
    .from(applications)
    .where(sql`${applications.jobId} = ${jobId}`);
  const wasArchived = Boolean(before?.archivedAt);
  const archiving = change.archived === true && !wasArchived;
  const restoring = change.archived === false && wasArchived;
  const set = {
    ...(change.notes !== undefined ? { notes: change.notes, notesUpdatedAt: now } : {}),
    ...(change.tags !== undefined ? { tags: distinctTags(change.tags) } : {}),
    ...(change.priority !== undefined ? { priority: change.priority } : {}),
    ...(change.excitement !== undefined ? { excitement: change.excitement } : {}),
    ...(change.deadline !== undefined ? { deadline: change.deadline } : {}),
    ...(archiving ? { archivedAt: now } : restoring ? { archivedAt: null } : {}),
  };
  // Nothing to write (archiving an archived job): the row as it is, made if it was not.
  const values = Object.keys(set).length > 0 ? set : { userId };
  const [row] = await tx
    .insert(applications)
    .values({ jobId, userId, ...set })
    .onConflictDoUpdate({ target: applications.jobId, set: values, setWhere: sql`${applications.userId} = ${userId}` })
    .returning();
  if (archiving || restoring) await recordTimelineEvents(tx, userId, jobId, [{ kind: archiving ? 'archived' : 'unarchived' }], now);
  return { row: row!, archivedChanged: archiving || restoring };
}
