import type { PostingKnowledge } from './read-job-posting';
import type { ParsedResume } from '@seeker/contract';
import type { LayoutLine } from '../documents/layout/layout-line';
import type { Llm } from '../llm/create-llm';

/** What every resume agent reads: the resume's text and one posting, with an optional LLM. */
export type ResumeRequest = {
  resumeText: string;
  /**
   * The structure of this resume its owner checked and confirmed: read from instead of the text, and
   * tailored in full. Without it the reader's structure is used and held to what the resume wrote.
   */
  confirmed?: ParsedResume;
  /** The lines the resume's file was laid out in (decision 0043): read with the text, as the check step reads it. */
  layout?: readonly LayoutLine[];
  jobDescription: string;
  jobTitle?: string;
  company?: string;
  /** With an LLM, it writes and the result is checked against the resume; without one, the rule-based way. */
  llm?: Llm;
  /** ESCO's and O*NET's skills, where the taxonomy is installed: the posting's requirements and the match read them. */
  knowledge?: PostingKnowledge;
  now?: Date;
  signal?: AbortSignal;
};
