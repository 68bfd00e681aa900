import { resumeSuggestionsSchema, type ResumeSuggestions } from '@seeker/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

/** Which resume the wizard starts from: a file chosen in it (read, not stored) or one on file. */
export type SuggestionSource =
  | { kind: 'file'; userId: string; file: File }
  /** `updatedAt`: a new file for the resume (same id) is read again. */
  | { kind: 'saved'; resumeId: string; updatedAt: string }
  | null;

/** What a resume offers the preferences wizard: its roles, skills and places, each for the person to take or leave. */
export function getResumeSuggestions(source: NonNullable<SuggestionSource>, signal?: AbortSignal): Promise<ResumeSuggestions> {
  if (source.kind === 'saved')
    return apiFetch(`/api/resumes/${encodeURIComponent(source.resumeId)}/suggestions`, { schema: resumeSuggestionsSchema, signal });
  const body = new FormData();
  body.append('file', source.file, source.file.name);
  return apiFetch(`/api/users/${encodeURIComponent(source.userId)}/resumes/suggestions`, {
    method: 'POST',
    body,
    schema: resumeSuggestionsSchema,
    signal,
  });
}

// A file is known by what the browser says of it: the same file chosen twice is read once. A resume on file is kept
// under 'resumes', so what changes it (a check confirmed, a new file) reads it again.
const keyOf = (source: SuggestionSource) =>
  !source
    ? ['resume-suggestions', 'none']
    : source.kind === 'saved'
      ? ['resumes', 'suggestions', source.resumeId, source.updatedAt]
      : ['resume-suggestions', 'file', source.file.name, source.file.size, source.file.lastModified];
// The server reads one suggestion file per person at a time: a second file chosen meanwhile waits its turn.
const busyRetries = 4;

/** The suggestions of the resume the wizard starts from; none while there is none, and no error shown for them. */
export function useResumeSuggestions(source: SuggestionSource) {
  return useQuery({
    queryKey: keyOf(source),
    queryFn: ({ signal }) => getResumeSuggestions(source!, signal),
    enabled: source !== null,
    // Suggestions only help: a failure offers none and is not retried on every step; a busy reader is waited for.
    retry: (failures, error) => error instanceof ApiError && error.status === 429 && failures < busyRetries,
    retryDelay: 1_500,
    staleTime: 5 * 60_000,
  });
}
