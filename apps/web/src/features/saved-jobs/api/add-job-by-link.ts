import { addJobByLinkResponseSchema, type AddJobByLinkResponse } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';

/** POST a job page's address; the answer is the job as saved, and whether it was new to the user. */
export function addJobByLink(url: string): Promise<AddJobByLinkResponse> {
  return apiFetch('/api/jobs/from-link', { method: 'POST', body: { url }, schema: addJobByLinkResponseSchema });
}
