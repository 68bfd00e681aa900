import { apiFetch } from '@/lib/api-client';

/** Deletes one job; the server saves its search session again without it. */
export function deleteJob({ jobId }: { jobId: string }): Promise<void> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}`, { method: 'DELETE' });
}
