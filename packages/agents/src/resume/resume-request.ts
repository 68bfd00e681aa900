import type { Llm } from '../llm/create-llm';

/** What every resume agent reads: the resume's text and one posting, with an optional LLM. */
export type ResumeRequest = {
  resumeText: string;
  jobDescription: string;
  jobTitle?: string;
  company?: string;
  /** With an LLM, it writes and the result is checked against the resume; without one, the rule-based way. */
  llm?: Llm;
  now?: Date;
  signal?: AbortSignal;
};
