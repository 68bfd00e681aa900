import { apiFetch } from '@/lib/api-client';

/** Clear All: deletes the session with its jobs and research. */
export function clearSearchSession({ sessionId }: { sessionId: string }): Promise<void> {
  return apiFetch(`/api/job-search-sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}
