import { bulkChangeResponseSchema, type BulkChangeRequest } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedJobsKeys } from '@/features/saved-jobs';
import { apiFetch } from '@/lib/api-client';
import { applicationsKeys } from '../lib/applications-keys';

/** POST many applications' move and/or archiving at once: all or none; the answer is how many changed. */
export function bulkChange(change: BulkChangeRequest) {
  return apiFetch('/api/applications/bulk', { method: 'POST', body: change, schema: bulkChangeResponseSchema });
}

/** After a bulk change every view of the applications, and of saved jobs, is read again. */
export function useBulkChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkChange,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationsKeys.all });
      void queryClient.invalidateQueries({ queryKey: savedJobsKeys.all });
    },
  });
}
