// What other modules may use of job-search.
export { type FoundSearch, type JobSearchResult, type SearchDeps, findJobSearch, runJobSearch, searchSaved } from './run-job-search';
export { saveSearchSession, writeSearchSession, writeSearchSessions } from './save-search-session';
export { failInterruptedRuns } from './fail-interrupted-runs';
export { type SearchLog } from './fetch-live-sources';
export { type LiveResult } from './fetch-live-sources';
export {
  listedResults,
  mergeCopies,
  rankJobs,
  searchIndex,
  searchLimits,
  type FoundResults,
  type PreparedJobs,
  type RankContext,
  type RankedResult,
} from './rank-from-index';
