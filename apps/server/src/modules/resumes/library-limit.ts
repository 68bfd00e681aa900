import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Per-user library size (uploads and tailored resumes): generous for real use, a ceiling for a script filling the disk. */
export const maxResumesPerUser = 50;

/** 409 when the user's library is full; under the owner lock, the count that decides. */
export async function assertLibraryHasRoom(db: Db, userId: string) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(resumes).where(eq(resumes.userId, userId));
  if (total >= maxResumesPerUser)
    throw new AppError('CONFLICT', `You have ${maxResumesPerUser} resumes, the most Seeker keeps. Delete one to make room.`);
}
