import { apiFetch } from '@/lib/api-client';

/** Deletes the schedule and cancels its task; the server also turns Enable Automated Job Search off. */
export function deleteScheduledSearch({ scheduleId }: { scheduleId: string }): Promise<void> {
  return apiFetch(`/api/scheduled-searches/${encodeURIComponent(scheduleId)}`, { method: 'DELETE' });
}
