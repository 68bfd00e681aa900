import { runJobSearchResponseSchema, type RunJobSearchResponse } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/agents/run-job-search (spec part 2 section 7) with a run id we chose, so the screen can
 * follow the run, and find its session, even after navigating away or reloading.
 */
export function startJobSearch({ userId, runId }: { userId: string; runId: string }): Promise<RunJobSearchResponse> {
  return apiFetch('/api/agents/run-job-search', { method: 'POST', body: { user_id: userId, run_id: runId }, schema: runJobSearchResponseSchema });
}
