import type { UpdateApplicationRequest } from '@seeker/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { applications } from '../../../db/schema';
import { findOwnedJob } from '../../saved-jobs';

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

/** Saves the notes (as autosaved while typing) and/or the tags of the caller's application; its row is made on the first save. */
export async function updateApplication(db: Db, userId: string, anyJobId: string, change: UpdateApplicationRequest, now = new Date()) {
  const { id: jobId } = await findOwnedJob(db, userId, anyJobId, { lock: false });
  const set = {
    ...(change.notes !== undefined ? { notes: change.notes, notesUpdatedAt: now } : {}),
    ...(change.tags !== undefined ? { tags: distinctTags(change.tags) } : {}),
  };
  const [row] = await db
    .insert(applications)
    .values({ jobId, userId, ...set })
    .onConflictDoUpdate({ target: applications.jobId, set, setWhere: sql`${applications.userId} = ${userId}` })
    .returning();
  return { notes: row!.notes, notesUpdatedAt: row!.notesUpdatedAt?.toISOString() ?? null, tags: row!.tags };
}
