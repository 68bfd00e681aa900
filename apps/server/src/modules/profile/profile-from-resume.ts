import { parseResume, profileFromResume } from '@seeker/agents';
import { profileFromResumeMessages, type ProfileFromResumeResponse } from '@seeker/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { confirmedStructureOf, primaryResumeId } from '../resumes';

/**
 * The profile's lists as the user's primary resume states them (or, when that one has no readable
 * text, their newest upload that has), and what was left out; nothing is saved.
 */
export async function fillProfileFromResume(db: Db, userId: string): Promise<ProfileFromResumeResponse> {
  const primary = await primaryResumeId(db, userId);
  const [resume] = await db
    .select({
      id: resumes.id,
      title: resumes.title,
      text: resumes.text,
      structure: resumes.structure,
      structureConfirmedAt: resumes.structureConfirmedAt,
      layout: resumes.layout,
    })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.type, 'original'), eq(resumes.hasText, true)))
    .orderBy(...(primary ? [desc(eq(resumes.id, primary))] : []), desc(resumes.createdAt))
    .limit(1);
  if (!resume) throw AppError.notFound(profileFromResumeMessages.noResume);
  // The fields its owner confirmed when they have checked them (every entry kept), else what Seeker reads from the text.
  const confirmed = confirmedStructureOf(resume);
  const filled = confirmed
    ? profileFromResume(confirmed, 'confirmed')
    : profileFromResume(parseResume(resume.text, resume.layout ?? undefined), 'unchecked');
  return { resumeId: resume.id, resumeTitle: resume.title, readFrom: confirmed ? 'confirmed' : 'unchecked', ...filled };
}
