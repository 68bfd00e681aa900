// Pure agents: inputs in, typed results out; fetch and the LLM are injected by the server.
export { detectResumeType } from './resume/detect-file-type';
export { extractResumeText, UnreadableDocumentError } from './resume/parse';
