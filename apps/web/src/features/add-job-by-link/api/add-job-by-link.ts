import { addJobByLinkResponseSchema, type AddJobByLinkResponse } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';
import { withBrowserZone } from '@/lib/browser-time-zone';

/**
 * POST a job page's address. The answer is the job as saved (and whether it was new to the user), or,
 * when the page did not describe its job fully, a draft of what it did state for the user to finish.
 */
export function addJobByLink(url: string): Promise<AddJobByLinkResponse> {
  // Times in its messages on the user's clock until they save a zone of their own.
  return apiFetch(withBrowserZone('/api/jobs/from-link'), { method: 'POST', body: { url }, schema: addJobByLinkResponseSchema });
}
