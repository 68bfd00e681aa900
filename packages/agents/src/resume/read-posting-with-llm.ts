import { z } from 'zod';
import type { Llm } from '../llm/create-llm';
import { tokenize } from '../text/tokenize';
import { findSkills } from './find-skills';
import { readJobPosting, readPostingLines, wordingIn, type Importance, type JobPosting, type PostingKeyword, type RequiredSkill } from './read-job-posting';
import { stem } from './stem';
import { stopWords } from './stop-words';

const maxItems = 30;
const maxPhraseLength = 80;
const maxKeywords = 24;

export const llmPostingSchema = z.object({
  required: z
    .array(z.string())
    .describe('What the job requires of the candidate (skills, tools, qualifications, experience), each a short phrase copied word for word from the posting'),
  preferred: z.array(z.string()).describe('What the posting only prefers ("nice to have", "a plus", "bonus"), each a short phrase copied word for word from the posting'),
});
export type LlmPostingAnswer = z.infer<typeof llmPostingSchema>;

export const postingSystemPrompt = [
  'You read a job posting and list what it asks of the candidate.',
  'Copy each requirement word for word from the posting, as a short phrase (a skill, a tool, a qualification, an amount of experience); never reword, never add what it does not say.',
  'Leave out the company\'s introduction, what the job does day to day, benefits, pay, how to apply and legal notices.',
  `List what the posting requires and, separately, what it only prefers; at most ${maxItems} of each.`,
].join(' ');

export function postingPrompt(description: string, title: string, company: string) {
  return [`Job: ${title || 'untitled'}${company ? ` at ${company}` : ''}`, 'Posting:', description.slice(0, 12_000)].join('\n');
}

/** Compared as written, leaving out case, accents, punctuation and spacing. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim();

/**
 * The posting read by the rules, and by the LLM where one is configured: the LLM's phrases are kept only
 * where the posting says them, word for word, in a part that asks something of the candidate (not in the
 * company's introduction, benefits or legal notices) — the same parts the rules read. Its required and
 * preferred split wins for the skills it names; the rules' findings it leaves out stay.
 */
export async function readPostingWithLlm(llm: Llm, description: string, title: string, company: string, signal?: AbortSignal): Promise<{ posting: JobPosting; notes: string[] }> {
  const ruled = readJobPosting(description, title, company);
  const answer = await llm.generate({ schema: llmPostingSchema, system: postingSystemPrompt, prompt: postingPrompt(description, title, company), signal });
  const { lines, hasRequirementHeading } = readPostingLines(description);
  const asking = lines.filter(({ section }) => section === 'required' || section === 'preferred' || (!hasRequirementHeading && section !== 'ignored')).map(({ line }) => ` ${plain(line)} `);
  const stated = (phrase: string) => plain(phrase) !== '' && asking.some((line) => line.includes(` ${plain(phrase)} `));

  const unstated: string[] = [];
  const items: { phrase: string; importance: Importance }[] = [];
  const seen = new Set<string>();
  for (const [importance, phrases] of [['required', answer.required], ['preferred', answer.preferred]] as const) {
    for (const raw of phrases.slice(0, maxItems)) {
      const phrase = raw.trim().replace(/[.;,:]+$/, '');
      if (phrase === '' || seen.has(plain(phrase))) continue;
      seen.add(plain(phrase));
      if (phrase.length > maxPhraseLength || !stated(phrase)) unstated.push(phrase.slice(0, maxPhraseLength));
      else items.push({ phrase, importance });
    }
  }

  const skills = new Map<RequiredSkill['skill'], RequiredSkill>(ruled.skills.map((entry) => [entry.skill, { ...entry }]));
  const keywords: PostingKeyword[] = [];
  const keywordKeys = new Set<string>();
  for (const { phrase, importance } of items) {
    const named = findSkills(phrase, 'posting');
    for (const [skill, names] of named) {
      const known = skills.get(skill);
      if (known) known.importance = importance;
      else skills.set(skill, { skill, wording: wordingIn(phrase, names), importance });
    }
    // A phrase that is only a skill's name is that skill; one that says more ("3+ years of B2B SaaS sales") is a requirement of its own.
    if ([...named.values()].some((names) => names.some((name) => plain(name) === plain(phrase)))) continue;
    const stems = tokenize(phrase).filter((word) => !stopWords.has(word)).map(stem);
    const key = stems.join(' ');
    if (stems.length === 0 || keywordKeys.has(key)) continue;
    keywordKeys.add(key);
    keywords.push({ term: phrase, stems, count: 1, importance });
  }
  // The rules' phrases and words that one of the LLM's phrases already says ("B2B SaaS sales" in "3+ years of B2B SaaS sales").
  const covered = (keyword: PostingKeyword) => keywords.some(({ stems }) => keyword.stems.every((part) => stems.includes(part)));
  const rest = ruled.keywords.filter((keyword) => !covered(keyword));
  const ordered = [...keywords.filter((keyword) => keyword.importance === 'required'), ...keywords.filter((keyword) => keyword.importance === 'preferred'), ...rest];
  const notes = unstated.length > 0 ? [`Requirements the LLM named that the posting does not state were left out: ${unstated.join(', ')}.`] : [];
  return { posting: { ...ruled, skills: [...skills.values()], keywords: ordered.slice(0, maxKeywords) }, notes };
}
