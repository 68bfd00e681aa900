import {
  applicationStageSchema,
  applicationStagesSchema,
  type ApplicationStage,
  type CreateStageRequest,
  type UpdateStageRequest,
} from '@seeker/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { applicationsKeys } from '../lib/applications-keys';

/** The user's custom stages, by status in pipeline order, then as they ordered them. */
export function useStages() {
  return useQuery({
    queryKey: applicationsKeys.stages,
    queryFn: ({ signal }) => apiFetch('/api/application-stages', { schema: applicationStagesSchema, signal }),
    select: (answer) => answer.stages,
  });
}

const stageUrl = (stageId: string) => `/api/application-stages/${encodeURIComponent(stageId)}`;

export function createStage(request: CreateStageRequest): Promise<ApplicationStage> {
  return apiFetch('/api/application-stages', { method: 'POST', body: request, schema: applicationStageSchema });
}

export function updateStage({ stageId, change }: { stageId: string; change: UpdateStageRequest }): Promise<ApplicationStage> {
  return apiFetch(stageUrl(stageId), { method: 'PATCH', body: change, schema: applicationStageSchema });
}

export function deleteStage(stageId: string): Promise<void> {
  return apiFetch(stageUrl(stageId), { method: 'DELETE' });
}

/** After stages change: the list, and every board, table and page that shows a stage's name or order. */
function refreshStages(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: applicationsKeys.stages });
  void queryClient.invalidateQueries({ queryKey: applicationsKeys.boards });
  void queryClient.invalidateQueries({ queryKey: applicationsKeys.tables });
  void queryClient.invalidateQueries({ queryKey: ['applications', 'application'] });
}

// A refusal (a stage removed or added in another tab, a status full) reads the list again too, so the
// dialog shows what the server holds.
const readAgain = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: applicationsKeys.stages });

export function useCreateStage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStage, onSuccess: () => refreshStages(queryClient), onError: () => readAgain(queryClient) });
}

export function useUpdateStage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStage, onSuccess: () => refreshStages(queryClient), onError: () => readAgain(queryClient) });
}

export function useDeleteStage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStage, onSuccess: () => refreshStages(queryClient), onError: () => readAgain(queryClient) });
}
