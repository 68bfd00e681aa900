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
