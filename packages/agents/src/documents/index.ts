// What reading an uploaded document takes, and nothing more: the document reader's worker threads import this entry
// (`@seeker/agents/documents`), so that starting one loads the extractors alone, not every agent of the package.
export { DocumentLimitError, UnreadableDocumentError, type DocumentLimit } from './document-errors';
export { extractDocumentText, type DocumentType } from './extract-document-text';
export { preloadPdfJs } from './pdf/pdf-text';
