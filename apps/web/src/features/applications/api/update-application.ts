import { updatedApplicationSchema, type Application, type UpdateApplicationRequest } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { applicationsKeys } from '../lib/applications-keys';
import { setCachedApplication } from '../lib/application-cache';

/** The answer: what the user keeps on the application, as saved (the contract names no type for it). */
export type UpdatedApplication = Pick<Application, 'notes' | 'notesUpdatedAt' | 'tags' | 'priority' | 'excitement' | 'deadline' | 'archivedAt'>;

export type UpdateApplicationInput = { jobId: string; change: UpdateApplicationRequest };

/** PATCH an application's notes, tags, marks or archiving; the answer is all of them as saved. */
export function updateApplication({ jobId, change }: UpdateApplicationInput): Promise<UpdatedApplication> {
  return apiFetch(`/api/applications/${encodeURIComponent(jobId)}`, { method: 'PATCH', body: change, schema: updatedApplicationSchema });
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSuccess: (saved, { jobId, change }) => {
      setCachedApplication(queryClient, jobId, (application) => ({ ...application, ...saved }));
      // Archiving writes a timeline entry: the page reads it.
      if (change.archived !== undefined) void queryClient.invalidateQueries({ queryKey: applicationsKeys.application(jobId) });
      // Cards show tags, marks and whether a job is on the board; notes appear on no card.
      if (Object.keys(change).some((key) => key !== 'notes')) {
        void queryClient.invalidateQueries({ queryKey: applicationsKeys.boards });
        void queryClient.invalidateQueries({ queryKey: applicationsKeys.tables });
      }
    },
  });
}

/**
 * The notes as the page closes: a plain request the browser finishes after the page is gone (keepalive,
 * the browser refuses one past 64 KB, and leaving the page by a link saves it anyway), with no answer to wait for.
 */
export function sendNotesOnLeave(jobId: string, notes: string) {
  void fetch(`/api/applications/${encodeURIComponent(jobId)}`, {
    method: 'PATCH',
    keepalive: true,
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ notes }),
  }).catch(() => {});
}
