// What other modules may use of saved-jobs.
export { findOwnedJob } from './find-owned-job';
export { type JobView, asListed, jobsOfSession, savedJobsByAnyId } from './job-view';
export { type FoundJob, keepFoundJobs, keepFoundJobsOf, refreshSavedJob } from './keep-found-jobs';
export { listingFromRow, toListingRow, type PagePosting } from './to-job-listing';
export { latestTailoring } from './latest-tailoring';
