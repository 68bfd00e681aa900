import { scheduledSearchSchema, type ScheduledSearch } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';

/** Creates the scheduler task again; the answer still carries `cloudTaskError` when that failed too. */
export function retryScheduledSearch({ scheduleId }: { scheduleId: string }): Promise<ScheduledSearch> {
  return apiFetch(`/api/scheduled-searches/${encodeURIComponent(scheduleId)}/retry`, { method: 'POST', schema: scheduledSearchSchema });
}
