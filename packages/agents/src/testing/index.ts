// Test helpers for the whole workspace (`@seeker/agents/testing`): factories, fakes, real and hostile documents.
export { createDocx, createExe, createPdf, createPdfPages } from './documents';
// Scans and photos of a resume, drawn here, for OCR.
export { createHugePng, createScannedDocx, createScannedPdf, createTextImage } from './scanned-documents';
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
export { pinpointUuid } from './job-sources/pinpoint';
export { comeetPositionUidOf } from './job-sources/comeet';
export { radancyJobPath } from './job-sources/radancy';
export { eightfoldId } from './job-sources/eightfold';
export { phenomJobPath } from './job-sources/phenom';
export { jobviteJobId } from './job-sources/jobvite';
export { jobylonJobId } from './job-sources/jobylon';
export { pageupJobId, pageupJobPath } from './job-sources/pageup';
export { jibeJobId } from './job-sources/jibe';
// Postings and preferences with only what a test cares about set.
export { createPosting } from './create-posting';
export { createRankPreferences } from './create-rank-preferences';
// Language models: an in-process fake, and an OpenAI-compatible server on 127.0.0.1 for the real client.
export { createFakeLlm, type FakeLlm, type FakeLlmCall } from './fake-llm';
export { startFakeOpenAiServer, type FakeCompletion, type FakeOpenAiServer } from './fake-openai-server';
// Resumes and postings for the resume agent (software, nursing, sales).
export { germanResumeWithPersonalData, resumeFixtures, teacherResume, teacherResumeAsRead } from './resume-fixtures';
// Company research sources (Wikidata, Wikipedia, the ratings provider, company sites) on 127.0.0.1.
export { startFakeResearchSources, type FakeResearchPart, type FakeResearchSources } from './research-sources/start-fake-research-sources';
export { acmeRobotics, globex, type FakeResearchCompany } from './research-sources/research-company';
export { loadRelevancePostings, loadRelevanceProfiles, type RelevanceProfile } from './relevance-set/load-relevance-set';
export { readRelevanceSet, recordedAt as relevanceRecordedAt } from './relevance-set/score-ranking';
// Real resume files (PDF, DOCX, DOC, ODT) read in place from the steering repository's shared/data/resumes.
export { realResumeFiles, sharedResumesDir, type RealResumeFile, type ResumeFileSet } from './resume-files/real-resume-files';
// ESCO and O*NET from ../shared/data/taxonomy, compiled as `npm run taxonomy:install` does.
export { sharedOccupationIndex, sharedTaxonomyDir } from './shared-taxonomy';
// A few occupations and skills written by hand (not ESCO's or O*NET's data), for tests that need an index anywhere.
export { handTaxonomy } from './hand-taxonomy';
// Real Swiss postings outside software read in place from shared/data/postings, and two job seekers judged on them.
export { loadSwissProfiles, readSwissPostings, swissPostingsFolder, type SwissProfile } from './swiss-relevance/read-swiss-postings';
