// What reading an uploaded document takes, and nothing more: the document reader's worker threads import this entry
// (`@seeker/agents/documents`), so that starting one loads the extractors alone, not every agent of the package.
export { DocumentLimitError, UnreadableDocumentError, type DocumentLimit } from './document-errors';
export { extractDocument, extractDocumentText, type DocumentType } from './extract-document-text';
export { bodySize, type LayoutLine, type ReadDocument } from './layout/layout-line';
export { preloadPdfJs } from './pdf/pdf-text';
