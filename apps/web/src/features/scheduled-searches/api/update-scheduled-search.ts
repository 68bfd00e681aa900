import { scheduledSearchSchema, type ScheduledSearch, type ScheduledSearchStatus } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';

/** Pause (paused) or Resume (active); the answer is the schedule with its new task and next run. */
export function updateScheduledSearch({ scheduleId, status }: { scheduleId: string; status: ScheduledSearchStatus }): Promise<ScheduledSearch> {
  return apiFetch(`/api/scheduled-searches/${encodeURIComponent(scheduleId)}`, { method: 'PATCH', body: { status }, schema: scheduledSearchSchema });
}
