// What other modules may use of postings.
export { matchesTerms, onBoards, postingsWithFingerprints, queryPostings } from './query-postings';
export { postingColumns, postingFromRow } from './posting-from-row';
export { cachedPostings, postingVersion } from './posting-cache';
export { type BoardRefresh, type BoardTarget, refreshBoard } from './refresh-board';
export { refreshFeed } from './refresh-feed';
export { refreshSource } from './refresh-source';
export { findSourceHealth } from './source-health';
export { type StoredPosting } from './upsert-postings';
export { closeStaleFeedPostings, pruneClosedPostings } from './close-postings';
export { crawlBoardDirectory } from './crawl-board-directory';
export { ingestDueFeeds } from './ingest-due-feeds';
