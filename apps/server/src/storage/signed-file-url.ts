import type { SignedUrl } from '@seeker/contract';
import { createSignedToken } from '../lib/signed-token';

const subjectPrefix = 'resume:';
export type ResumeFormat = 'pdf' | 'docx';

/** A link to one resume file (a tailored resume's DOCX twin with `docx`) that works without a session until it expires. */
export function createSignedUrl(signingSecret: string, resumeId: string, ttlSeconds: number, now = Date.now(), format?: ResumeFormat): SignedUrl {
  const expiresAt = now + ttlSeconds * 1000;
  const subject = `${subjectPrefix}${resumeId}${format === 'docx' ? ':docx' : ''}`;
  const token = createSignedToken(signingSecret, { subject, expiresAt });
  return { url: `/api/files/${token}`, expiresAt: new Date(expiresAt).toISOString() };
}

export { subjectPrefix as resumeSubjectPrefix };
