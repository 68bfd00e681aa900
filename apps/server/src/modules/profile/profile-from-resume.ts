import { parseResume, profileFromResume } from '@seeker/agents';
import { profileFromResumeMessages, type ProfileFromResumeResponse } from '@seeker/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The profile's lists as the user's newest uploaded resume with readable text states them; nothing is saved. */
export async function fillProfileFromResume(db: Db, userId: string): Promise<ProfileFromResumeResponse> {
  const [resume] = await db
    .select({ id: resumes.id, title: resumes.title, text: resumes.text })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.type, 'original'), eq(resumes.hasText, true)))
    .orderBy(desc(resumes.createdAt))
    .limit(1);
  if (!resume) throw AppError.notFound(profileFromResumeMessages.noResume);
  return { resumeId: resume.id, resumeTitle: resume.title, ...profileFromResume(parseResume(resume.text)) };
}
