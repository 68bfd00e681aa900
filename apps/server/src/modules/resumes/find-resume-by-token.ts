import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifySignedToken } from '../../lib/signed-token';
import { resumeSubjectPrefix } from '../../storage/signed-file-url';

/** The resume (and which of its files) a signed URL grants: 403 for a forged, expired or foreign token, 404 once deleted. */
export async function findResumeByToken(db: Db, signingSecret: string, token: string) {
  const claims = verifySignedToken(signingSecret, token);
  if (!claims?.subject.startsWith(resumeSubjectPrefix)) throw new AppError('FORBIDDEN', 'This link is invalid or has expired');
  const [id, format] = claims.subject.slice(resumeSubjectPrefix.length).split(':');
  const [row] = await db.select().from(resumes).where(eq(resumes.id, id!));
  if (!row) throw AppError.notFound('Resume not found');
  return { row, format: format === 'docx' ? ('docx' as const) : ('pdf' as const) };
}
