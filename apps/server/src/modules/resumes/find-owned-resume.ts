import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertOwner, type SessionUser } from '../auth';

/** The resume row when it exists and is the user's: 404 when missing, 403 when someone else's. */
export async function findOwnedResume(db: Db, user: SessionUser, resumeId: string) {
  const [row] = await db.select().from(resumes).where(eq(resumes.id, resumeId));
  if (!row) throw AppError.notFound('Resume not found');
  assertOwner(user, row.userId);
  return row;
}
