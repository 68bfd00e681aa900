// Pure agents: inputs in, typed results out; fetch and the LLM are injected by the server.
export { detectResumeType, resumeTypeOfContent } from './documents/detect-file-type';
export * from './documents/index';
export { documentLimits, type DocumentLimits } from './documents/document-limits';

// Job discovery: sources, normalisation, merging, ranking.
export * from './job-discovery/source-names';
export type { RawPosting, Salary, SalaryPeriod } from './job-discovery/raw-posting';
export type * from './job-discovery/source-adapter';
export { SourceError, describeSourceFailure, isSourceError, type SourceErrorKind } from './job-discovery/source-error';
export type { Posting, PostingLink } from './job-discovery/posting';
export { sourceAdapters } from './job-discovery/sources';
export { isBoardSlug } from './job-discovery/sources/board-names';
export { readJobLink, type BoardJobLink } from './job-discovery/links/read-job-link';
export { isJobLinkRefusal, type JobLinkProblem, type JobLinkRefusal } from './job-discovery/links/read-job-link';
export { readBoardJobInAddress, readEmbeddedBoardJob, readPlatformBoardJob } from './job-discovery/links/read-embedded-board';
export { radancyJobInAddress } from './job-discovery/sources/radancy';
export { eightfoldJobInAddress } from './job-discovery/sources/eightfold';
export { jibeJobInAddress } from './job-discovery/sources/jibe';
export { addressBoardNames, siteBoardNames } from './job-discovery/links/site-board-names';
export * from './job-discovery/page/index';
export { createSourceHttp } from './job-discovery/fetch/create-source-http';
export { jobSourceUserAgent, jobSourceProductToken } from './job-discovery/fetch/user-agent';
export { createRobotsPolicy, type RobotsCheck } from './job-discovery/fetch/robots-policy';
export { createGuardedSourceHttp } from './job-discovery/fetch/guarded-source-http';
export * from './job-discovery/normalize';
export { mergePostings, type MergedPosting } from './job-discovery/merge-postings';
export { gatherPlaces, type Gathered, type JobPlace, type PlacedPosting } from './job-discovery/gather-places';
export { currencyOfLocations, suggestPlaces } from './places/suggest-places';
export { jobKey, jobKeyVersion } from './job-discovery/normalize/fingerprint';
export { indexTermsFor, sourceQueryFor } from './job-discovery/search-query';
export * from './job-discovery/rank';
export { createLlm, type Llm } from './llm/create-llm';
export { escapeHtml } from './text/escape-html';
export { memoByText } from './text/memo-by-text';
export * from './company-research';
export * from './resume';

// Occupations: ESCO and O*NET installed as data, titles matched to them.
export * from './occupations';
