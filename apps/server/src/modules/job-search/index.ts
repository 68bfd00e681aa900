// What other modules may use of job-search.
export { type SearchDeps, runJobSearch } from './run-job-search';
export { failInterruptedRuns } from './fail-interrupted-runs';
export { type SearchLog } from './fetch-live-sources';
