import { z } from 'zod';
import { withoutAccents } from '../text/without-accents';
import type { Llm } from '../llm/create-llm';
import { tokenize } from '../text/tokenize';
import { findSkills } from './find-skills';
import {
  readJobPosting,
  readPostingLines,
  wordingIn,
  type Importance,
  type JobPosting,
  type PostingKeyword,
  type PostingKnowledge,
  type RequiredSkill,
} from './read-job-posting';
import { stem } from './stem';
import { stopWords } from './stop-words';

const maxItems = 30;
const maxPhraseLength = 80;
const maxKeywords = 24;

export const llmPostingSchema = z.object({
  required: z
    .array(z.string())
    .describe(
      'What the job requires of the candidate (skills, tools, qualifications, experience), each a short phrase copied word for word from the posting',
    ),
  preferred: z
    .array(z.string())
    .describe('What the posting only prefers ("nice to have", "a plus", "bonus"), each a short phrase copied word for word from the posting'),
});
export type LlmPostingAnswer = z.infer<typeof llmPostingSchema>;

export const postingSystemPrompt = [
  'You read a job posting and list what it asks of the candidate.',
  'Copy each requirement word for word from the posting, as a short phrase (a skill, a tool, a qualification, an amount of experience); never reword, never add what it does not say.',
  "Leave out the company's introduction, what the job does day to day, benefits, pay, how to apply and legal notices.",
  `List what the posting requires and, separately, what it only prefers; at most ${maxItems} of each.`,
].join(' ');

export function postingPrompt(description: string, title: string, company: string) {
  return [`Job: ${title || 'untitled'}${company ? ` at ${company}` : ''}`, 'Posting:', description.slice(0, 12_000)].join('\n');
}

const negation = /(?:^|\s)(?:not|no|without|never|nicht|kein\p{L}*|ohne|sin|sans|pas|nao|não)(?:\s+\S+){0,3}\s*$/u;
const negatedAfter = /^\s*(?:is\s+|are\s+)?(?:not|never)\s+(?:required|needed|necessary|expected)/;

/** Where the line says the phrase, word for word, and not as something it does not ask for ("a degree is not required"). */
function statedIn(line: string, needle: string): boolean {
  const at = line.indexOf(` ${needle} `);
  if (at < 0) return false;
  return !negation.test(line.slice(Math.max(0, at - 40), at + 1)) && !negatedAfter.test(line.slice(at + needle.length + 1, at + needle.length + 40));
}

/** Without the punctuation a phrase ends with (a scan: a pattern would cost the square of a long run). */
function trimEnd(text: string) {
  let end = text.length;
  while (end > 0 && '.;,:'.includes(text[end - 1]!)) end--;
  return text.slice(0, end).trim();
}

/** Compared as written, leaving out case, accents, punctuation and spacing. */
const plain = (text: string) =>
  withoutAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();

/**
 * The posting read by the rules, and by the LLM where one is configured: the LLM's phrases are kept only
 * where the posting says them, word for word, in a part that asks something of the candidate (not in the
 * company's introduction, benefits or legal notices) — the same parts the rules read. Its required and
 * preferred split wins for the skills it names; the rules' findings it leaves out stay.
 */
export async function readPostingWithLlm(
  llm: Llm,
  description: string,
  title: string,
  company: string,
  signal?: AbortSignal,
  knowledge?: PostingKnowledge,
): Promise<{ posting: JobPosting; notes: string[] }> {
  const ruled = readJobPosting(description, title, company, knowledge);
  const answer = await llm.generate({
    schema: llmPostingSchema,
    system: postingSystemPrompt,
    prompt: postingPrompt(description, title, company),
    signal,
  });
  // The parts that ask something of the candidate, as the rules read them (not the duties, the company or its benefits).
  const asking = readPostingLines(description)
    .lines.filter(({ section }) => section === 'required' || section === 'preferred')
    .map((line) => ({ ...line, plain: ` ${plain(line.line)} ` }));

  const unstated: string[] = [];
  const items: { phrase: string; importance: Importance }[] = [];
  const seen = new Set<string>();
  for (const [asked, phrases] of [
    ['required', answer.required],
    ['preferred', answer.preferred],
  ] as const) {
    for (const raw of phrases.slice(0, maxItems)) {
      const phrase = trimEnd(raw.slice(0, maxPhraseLength + 1).trim());
      const needle = plain(phrase);
      if (needle === '' || seen.has(needle)) continue;
      seen.add(needle);
      const lines = phrase.length > maxPhraseLength ? [] : asking.filter((line) => statedIn(line.plain, needle));
      // A skill the phrase names must be one the posting's line names, as the rules read it there ("go-to-market" names no Go, "React Native" no React).
      const inLines = new Set(lines.flatMap((line) => [...findSkills(line.line, 'posting').keys()]));
      if (lines.length === 0 || [...findSkills(phrase, 'posting').keys()].some((skill) => !inLines.has(skill))) {
        unstated.push(phrase.slice(0, maxPhraseLength));
        continue;
      }
      // A phrase only under a "nice to have" heading is preferred whatever the LLM says; a line that mixes both is the LLM's to split.
      items.push({ phrase, importance: lines.every((line) => line.section === 'preferred') ? 'preferred' : asked });
    }
  }

  const skills = new Map<RequiredSkill['skill'], RequiredSkill>(ruled.skills.map((entry) => [entry.skill, { ...entry }]));
  const keywords: PostingKeyword[] = [];
  const keywordKeys = new Set<string>();
  for (const { phrase, importance } of items) {
    const named = [...findSkills(phrase, 'posting')];
    for (const [skill, names] of named) {
      const known = skills.get(skill);
      if (known) known.importance = importance;
      else skills.set(skill, { skill, wording: wordingIn(phrase, names), importance });
    }
    // A phrase that is only a skill's name is that skill; one that says more ("3+ years of B2B SaaS sales") is a requirement of its own.
    if (named.some(([, names]) => names.some((name) => plain(name) === plain(phrase)))) continue;
    const stems = tokenize(phrase)
      .filter((word) => !stopWords.has(word))
      .map(stem);
    const key = stems.join(' ');
    if (stems.length === 0 || keywordKeys.has(key)) continue;
    keywordKeys.add(key);
    keywords.push({ term: phrase, stems, count: 1, importance });
  }
  // The rules' phrases and words that one of the LLM's phrases already says ("B2B SaaS sales" in "3+ years of B2B SaaS sales").
  const covered = (keyword: PostingKeyword) => keywords.some(({ stems }) => keyword.stems.every((part) => stems.includes(part)));
  const rest = ruled.keywords.filter((keyword) => !covered(keyword));
  const ordered = [
    ...keywords.filter((keyword) => keyword.importance === 'required'),
    ...keywords.filter((keyword) => keyword.importance === 'preferred'),
    ...rest,
  ];
  const notes = unstated.length > 0 ? [`Requirements the LLM named that the posting does not state were left out: ${unstated.join(', ')}.`] : [];
  return { posting: { ...ruled, skills: [...skills.values()], keywords: ordered.slice(0, maxKeywords) }, notes };
}
