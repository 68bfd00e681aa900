import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { toResumeDto } from './to-resume-dto';

/** Newest first: the wizard's "default resume" is the first in this list. */
export async function listResumes(db: Db, userId: string) {
  const rows = await db.select().from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.createdAt), desc(resumes.id));
  return rows.map(toResumeDto);
}
