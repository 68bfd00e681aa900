import { researchSessionResponseSchema, type ResearchSession } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { researchKeys } from '../lib/research-keys';

/** One search session's company research (the latest when no id is given); null when there is none. */
export async function getResearchSession({ sessionId, signal }: { sessionId?: string; signal?: AbortSignal }): Promise<ResearchSession | null> {
  const query = sessionId ? `?sessionId=${encodeURIComponent(sessionId)}` : '';
  const { session } = await apiFetch(`/api/company-research${query}`, { schema: researchSessionResponseSchema, signal });
  return session;
}

export function researchSessionQueryOptions(sessionId: string | undefined) {
  return queryOptions({
    queryKey: researchKeys.session(sessionId),
    queryFn: ({ signal }) => getResearchSession({ ...(sessionId ? { sessionId } : {}), signal }),
  });
}

export function useResearchSession(sessionId: string | undefined, { enabled = true } = {}) {
  return useQuery({ ...researchSessionQueryOptions(sessionId), enabled });
}
