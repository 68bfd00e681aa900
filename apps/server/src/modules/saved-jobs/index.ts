// What other modules may use of saved-jobs.
export { findOwnedJob } from './find-owned-job';
export { type ListedSavedJob, asListed, jobsOfSession, savedJobsByAnyId } from './listed-saved-job';
export { type SavedJobValues, keepFoundJobs, keepFoundJobsOf, refreshSavedJob } from './keep-found-jobs';
export { savedJobFromRow, savedJobValuesOf, type PagePosting } from './saved-job-shapes';
export { latestTailoring } from './latest-tailoring';
export { changeJob } from './update-job';
export { syncPipelineCounters } from './sync-pipeline-counters';
