import { runJobSearchStartedSchema, type RunJobSearchStarted } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/agents/run-job-search (spec part 2 section 7) with a run id we chose, so the screen can
 * follow the run, and find its session, even after navigating away or reloading. Asked to answer at once
 * (`Prefer: respond-async`): the screen follows the run, so no connection is held while the search waits its turn.
 */
export function startJobSearch({ userId, runId }: { userId: string; runId: string }): Promise<RunJobSearchStarted> {
  return apiFetch('/api/agents/run-job-search', {
    method: 'POST',
    headers: { prefer: 'respond-async' },
    body: { user_id: userId, run_id: runId },
    schema: runJobSearchStartedSchema,
  });
}
