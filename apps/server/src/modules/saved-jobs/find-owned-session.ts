import { savedJobMessages } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobSearchSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The caller's search session; someone else's is as absent as one that never existed. */
export async function findOwnedSession(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(jobSearchSessions)
    .where(and(eq(jobSearchSessions.id, sessionId), eq(jobSearchSessions.userId, userId)));
  if (!row) throw AppError.notFound(savedJobMessages.sessionNotFound);
  return row;
}
