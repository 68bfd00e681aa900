// What other features may use of scheduled searches.
export { upsertUserSchedule } from './upsert-user-schedule';
export { syncScheduleTask, type ScheduleDeps } from './sync-schedule-task';
export { reconcileSchedules } from './reconcile-schedules';
export { executeScheduledSearch, executeScheduledSearches, type ExecuteDeps } from './execute-scheduled-search';
export { scheduleOwner } from './find-owned-schedule';
export { scheduledSearchRoutes } from './routes';
export { percolatePostings } from './percolate-postings';
