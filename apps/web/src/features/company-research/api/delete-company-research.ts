import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { researchKeys } from '../lib/research-keys';

/** Delete Research: one company's record leaves its session. */
export function deleteCompanyResearch({ sessionId, companyId }: { sessionId: string; companyId: string }): Promise<void> {
  return apiFetch(`/api/company-research/${encodeURIComponent(sessionId)}/companies/${encodeURIComponent(companyId)}`, { method: 'DELETE' });
}

export function useDeleteCompanyResearch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCompanyResearch, onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKeys.all }) });
}
