import { resumeTextSchema, type ResumeText } from '@seeker/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The text Seeker read from one of the user's resumes, for them to check and correct. */
export function getResumeText({ resumeId, signal }: { resumeId: string; signal?: AbortSignal }): Promise<ResumeText> {
  return apiFetch(`/api/resumes/${encodeURIComponent(resumeId)}/text`, { schema: resumeTextSchema, signal });
}

/** The same text, for a screen to show. */
export function getResumeTextQueryOptions(resumeId: string) {
  return queryOptions({ queryKey: ['resume-text', resumeId], queryFn: ({ signal }) => getResumeText({ resumeId, signal }) });
}
