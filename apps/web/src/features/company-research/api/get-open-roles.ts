import { openRolesSchema, type OpenRoles } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { researchKeys } from '../lib/research-keys';

type OpenRolesTarget = { sessionId: string; companyId: string };

/** A researched company's open roles in Seeker's index, week by week (oldest first; null before the index began). */
export function getOpenRoles({ sessionId, companyId, signal }: OpenRolesTarget & { signal?: AbortSignal }): Promise<OpenRoles> {
  return apiFetch(`/api/company-research/${encodeURIComponent(sessionId)}/companies/${encodeURIComponent(companyId)}/open-roles`, {
    schema: openRolesSchema,
    signal,
  });
}

export function openRolesQueryOptions({ sessionId, companyId }: OpenRolesTarget) {
  return queryOptions({
    queryKey: researchKeys.openRoles(sessionId, companyId),
    queryFn: ({ signal }) => getOpenRoles({ sessionId, companyId, signal }),
  });
}

/** Fetches only while `enabled` (the card's chart has been shown). */
export function useOpenRoles(target: OpenRolesTarget, { enabled = true } = {}) {
  return useQuery({ ...openRolesQueryOptions(target), enabled });
}
