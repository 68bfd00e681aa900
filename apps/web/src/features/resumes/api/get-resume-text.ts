import { resumeTextSchema, type ResumeText } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';

/** The text Seeker read from one of the user's resumes, for them to check and correct. */
export function getResumeText({ resumeId, signal }: { resumeId: string; signal?: AbortSignal }): Promise<ResumeText> {
  return apiFetch(`/api/resumes/${encodeURIComponent(resumeId)}/text`, { schema: resumeTextSchema, signal });
}
