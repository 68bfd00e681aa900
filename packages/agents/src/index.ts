// Pure agents: inputs in, typed results out; fetch and the LLM are injected by the server.
export { detectResumeType } from './documents/detect-file-type';
export { DocumentLimitError, UnreadableDocumentError, type DocumentLimit } from './documents/document-errors';
export { documentLimits, type DocumentLimits } from './documents/document-limits';
export { extractDocumentText, type DocumentType } from './documents/extract-document-text';
