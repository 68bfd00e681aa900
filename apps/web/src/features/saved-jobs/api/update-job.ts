import { savedJobSchema, type SavedJob, type UpdateJobRequest } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';

/** PATCH a job's status and/or favourite flag; the answer is the job as saved. */
export function updateJob({ jobId, change }: { jobId: string; change: UpdateJobRequest }): Promise<SavedJob> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}`, { method: 'PATCH', body: change, schema: savedJobSchema });
}
