import type { ScheduledSearch } from '@seeker/contract';
import type { QueryClient } from '@tanstack/react-query';
import { scheduledSearchesKeys } from './scheduled-searches-keys';

/** Reads and rewrites one user's cached list; every change to a schedule goes through here. */
export function cachedSchedules(queryClient: QueryClient, userId: string) {
  const key = scheduledSearchesKeys.list(userId);
  const map = (change: (schedules: ScheduledSearch[]) => ScheduledSearch[]) =>
    queryClient.setQueryData<ScheduledSearch[]>(key, (schedules) => (schedules ? change(schedules) : schedules));
  return {
    key,
    find: (id: string) => queryClient.getQueryData<ScheduledSearch[]>(key)?.find((schedule) => schedule.id === id),
    patch: (id: string, fields: Partial<ScheduledSearch>) =>
      map((all) => all.map((schedule) => (schedule.id === id ? { ...schedule, ...fields } : schedule))),
    replace: (next: ScheduledSearch) => map((all) => all.map((schedule) => (schedule.id === next.id ? next : schedule))),
    drop: (id: string) => map((all) => all.filter((schedule) => schedule.id !== id)),
  };
}
