// The dashboard's Scheduled Searches section; the app route gives it the user and the wizard.
export { getScheduledSearchesQueryOptions } from './api/get-scheduled-searches';
export { ScheduledSearchesSection, type ScheduledSearchesSectionProps } from './components/scheduled-searches-section';
export { scheduledSearchesKeys } from './lib/scheduled-searches-keys';
