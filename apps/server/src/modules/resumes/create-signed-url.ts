import type { SignedUrl } from '@seeker/contract';
import { createSignedToken } from '../../lib/signed-token';

const subjectPrefix = 'resume:';

/** A link to one resume file that works without a session until it expires. */
export function createSignedUrl(signingSecret: string, resumeId: string, ttlSeconds: number, now = Date.now()): SignedUrl {
  const expiresAt = now + ttlSeconds * 1000;
  const token = createSignedToken(signingSecret, { subject: `${subjectPrefix}${resumeId}`, expiresAt });
  return { url: `/api/files/${token}`, expiresAt: new Date(expiresAt).toISOString() };
}

export { subjectPrefix as resumeSubjectPrefix };
