import { resumeMessages } from '@seeker/contract';
import { and, desc, eq, exists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The resume searches, tailoring and "Fill from my resume" start from: the uploaded resume the user
 * marked primary, else their newest upload; null when they have none.
 */
export async function primaryResumeId(db: Db, userId: string): Promise<string | null> {
  const [chosen] = await db.select({ id: userProfiles.primaryResumeId }).from(userProfiles).where(eq(userProfiles.userId, userId));
  if (chosen?.id) return chosen.id;
  const [newest] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.type, 'original')))
    .orderBy(desc(resumes.createdAt), desc(resumes.id))
    .limit(1);
  return newest?.id ?? null;
}

/** Marks one of the user's uploaded resumes primary (the caller has checked it is theirs). */
export async function setPrimaryResume(db: Db, userId: string, row: { id: string; type: 'original' | 'tailored' }) {
  if (row.type !== 'original') throw new AppError('CONFLICT', resumeMessages.primaryTailored);
  // One statement: a resume deleted since it was read is a 404, not a broken foreign key.
  const stillThere = db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.id, row.id), eq(resumes.userId, userId)));
  const updated = await db
    .update(userProfiles)
    .set({ primaryResumeId: row.id, updatedAt: new Date() })
    .where(and(eq(userProfiles.userId, userId), exists(stillThere)))
    .returning({ userId: userProfiles.userId });
  if (updated.length === 0) throw AppError.notFound('Resume not found');
}
