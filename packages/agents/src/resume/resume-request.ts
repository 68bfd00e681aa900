import type { ParsedResume } from '@seeker/contract';
import type { Llm } from '../llm/create-llm';

/** What every resume agent reads: the resume's text and one posting, with an optional LLM. */
export type ResumeRequest = {
  resumeText: string;
  /**
   * The structure of this resume its owner checked and confirmed: read from instead of the text, and
   * tailored in full. Without it the reader's structure is used and held to what the resume wrote.
   */
  confirmed?: ParsedResume;
  jobDescription: string;
  jobTitle?: string;
  company?: string;
  /** With an LLM, it writes and the result is checked against the resume; without one, the rule-based way. */
  llm?: Llm;
  now?: Date;
  signal?: AbortSignal;
};
