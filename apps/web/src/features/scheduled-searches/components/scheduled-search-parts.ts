// What the Scheduled Searches section needs once there is a schedule: its card, and the question Delete asks.
// Fetched together, in one file, when the first schedule is there to show.
export { DeleteScheduleDialog } from './delete-schedule-dialog';
export { ScheduledSearchCard } from './scheduled-search-card';
