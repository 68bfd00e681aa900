// The saved-jobs layer both screens build on (decision 0007): data, cache and the controls of a job.
export { getDashboardQueryOptions, useDashboard } from './api/get-dashboard';
export { useSavedJobs } from './api/get-saved-jobs';
export { useSavedJob } from './api/get-saved-job';
export { ActionError } from './components/action-error';
export { AppliedDocuments } from './components/applied-documents';
export { FavoriteButton } from './components/favorite-button';
export { ResearchLink } from './components/research-link';
export { StatusMenu } from './components/status-menu';
export { useConfirmedDelete } from './hooks/use-confirmed-delete';
export { useJobActions } from './hooks/use-job-actions';
export { jobDateLabel, matchText } from './lib/format-date';
export { appliedStatuses, jobStatusLabels } from './lib/job-statuses';
export { jobStatusColors } from './lib/job-statuses';
export { savedJobsKeys } from './lib/saved-jobs-keys';
export { workplaceLabel } from './lib/workplace-label';
