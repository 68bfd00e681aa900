// Factories for tests across the workspace (`@seeker/agents/testing`): real and hostile documents.
export { createDocx, createExe, createPdf, createPdfPages } from './documents';
export {
  createEncryptedPdf,
  createEntityExpansionDocx,
  createLyingZipDocx,
  createPdfTextBomb,
  createPolyglotPdf,
  createXxeDocx,
  polyglotText,
} from './hostile-documents';
// Fake job sources: each source's real response shape, rendered from one list of jobs.
export { fakeSources, type FakeSource, type FixtureJob } from './job-sources';
