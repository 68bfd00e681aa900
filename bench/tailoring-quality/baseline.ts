import type { PostingKnowledge } from '@seeker/agents';
import type { ParsedResume, TailoredResume } from '@seeker/contract';
import { importAtCommit } from '../support/code-at-commit';

/** What the bench calls, from the code under test or from the baseline commit. */
export type ResumeAgent = {
  parseResume: (text: string) => ParsedResume;
  tailorResume: (request: { resumeText: string; jobDescription: string; jobTitle?: string; company?: string; now?: Date }) => Promise<TailoredResume>;
  writeCoverLetter: (request: {
    resumeText: string;
    jobDescription: string;
    jobTitle?: string;
    company?: string;
    now?: Date;
  }) => Promise<{ text: string }>;
  readJobPosting: (
    description: string,
    title?: string,
    company?: string,
  ) => { skills: { wording: string; importance: string }[]; keywords: { term: string }[] };
};

type Request = Parameters<ResumeAgent['tailorResume']>[0];

/** The agent reading postings and matches with the taxonomy's skills (decision 0046). */
export function withKnowledge(agent: ResumeAgent & { readJobPosting: ReadWith }, knowledge: PostingKnowledge): ResumeAgent {
  return {
    parseResume: agent.parseResume,
    tailorResume: (request: Request) => agent.tailorResume({ ...request, knowledge } as Request),
    writeCoverLetter: (request: Request) => agent.writeCoverLetter({ ...request, knowledge } as Request),
    readJobPosting: (description, title, company) => agent.readJobPosting(description, title, company, knowledge),
  };
}
type ReadWith = (description: string, title?: string, company?: string, knowledge?: PostingKnowledge) => ReturnType<ResumeAgent['readJobPosting']>;

/** The resume agent as it was at `commit` (the code before issue 20). */
export async function loadBaseline(commit: string): Promise<{ agent: ResumeAgent; cleanUp: () => void }> {
  const { module, cleanUp } = await importAtCommit<ResumeAgent>(commit, 'packages/agents/src', 'packages/agents/src/resume/index.ts');
  return { agent: module, cleanUp };
}
