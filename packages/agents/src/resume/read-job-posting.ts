import { htmlToText } from '../job-discovery/normalize';
import { findKnownSkills } from '../occupations/find-known-skills';
import type { TitleLanguage } from '../occupations/occupation-index-data';
import type { OccupationIndex } from '../occupations/occupation-index';
import type { KnownSkill } from '../occupations/skill-index';
import { detectLanguage, type DetectedLanguage } from './language';
import { tokenize } from '../text/tokenize';
import { findSkills } from './find-skills';
import { classifyHeading, preferredLine, type PostingSection } from './posting-sections';
import { requirementPhrases } from './requirement-phrases';
import type { Skill } from './skill-vocabulary';
import { stem } from './stem';
import { stopWords } from './stop-words';

export type Importance = 'required' | 'preferred';
export type RequiredSkill = { skill: Skill; wording: string; importance: Importance };
export type PostingKeyword = {
  term: string;
  stems: string[];
  count: number;
  importance?: Importance;
  /** The ESCO or O*NET skill the words name, where the taxonomy is installed and knows them. */
  known?: { scheme: KnownSkill['scheme']; id: string; label: string };
};
/** A word the posting uses to describe the job (its title, duties and requirements; stemmed), and how often. */
export type JobWord = { stem: string; count: number };
export type JobPosting = {
  title: string;
  company: string;
  skills: RequiredSkill[];
  keywords: PostingKeyword[];
  titleTerms: string[];
  /** Every content word of the job's lines, for how much of the job a resume speaks of; empty when the posting says nothing of the job. */
  jobWords: JobWord[];
};

const maxKeywords = 24;
const bulletMark = /^\s*[•\-*▪◦–·●]\s*/;

/**
 * What a posting asks for: the skills it names (each with the posting's own wording, required or only
 * preferred), the phrases its requirement lines name in any field ("stakeholder management", "paywall
 * design", "Nursing license"), and its recurring words. Read from its text or sanitised HTML, in any of
 * the five languages; the company's introduction, benefits and legal notices are not requirements.
 */
export type PostingLine = { line: string; bulleted: boolean; section: PostingSection };

/**
 * The posting's lines (from its text or sanitised HTML, links left out), each with the section it sits
 * in. A posting with headings says what it wants under them: the text before the first is the
 * company's introduction; a posting without says it anywhere.
 */
export function readPostingLines(description: string): { lines: PostingLine[]; hasRequirementHeading: boolean } {
  const text = (/<[a-z][\s\S]*>/i.test(description) ? htmlToText(description) : description)
    .replace(/[ \t\u00a0]{3,}/g, '  ')
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, ' ')
    .replace(genderMarker, ' ');
  const raw = text
    .split(/\r?\n/)
    .map((line) => withoutMarkdown(line))
    .map((line) => ({ bulleted: bulletMark.test(line), line: line.replace(bulletMark, '').trim() }))
    .filter(({ line }) => line !== '');
  const headings = raw.map(({ line, bulleted }) => (bulleted ? null : classifyHeading(line)));
  const hasRequirementHeading = headings.some((heading) => heading === 'required' || heading === 'preferred');
  let section: PostingSection = hasRequirementHeading ? 'intro' : 'required';
  const lines: PostingLine[] = [];
  raw.forEach(({ line, bulleted }, index) => {
    const heading = headings[index];
    if (heading) section = heading;
    else lines.push({ line, bulleted, section });
  });
  return { lines, hasRequirementHeading };
}

// "(m/w/d)", "m/f/d", "(H/F)": who may apply, said of every German or French posting; not a requirement.
const genderMarker = /\(?(?<![\p{L}/])[mwfhdxi](?:\s*\/\s*[mwfhdxi]){1,3}(?![\p{L}/])\)?/giu;

// A posting written in markdown (a job board on GitHub, a README): "## Requisitos" is the heading
// "Requisitos", "**Obrigatórios:**" the label "Obrigatórios:", not words of the job.
const markdownHeading = /^\s*#{1,6}\s+/;
const markdownEmphasis = /(\*\*|__)(?=\S)|(?<=\S)(\*\*|__)|^\s*\*(?=\S)(?!\*)/g;
function withoutMarkdown(line: string) {
  return line.replace(markdownHeading, '').replace(markdownEmphasis, '');
}

/** What else a posting and a match are read with: ESCO and O*NET, where the taxonomy is installed (decisions 0046, 0047). */
export type PostingKnowledge = {
  taxonomy?: OccupationIndex | undefined;
  /** The posting's language, where the caller knows it already (detecting it costs a few milliseconds). */
  language?: DetectedLanguage | undefined;
};

export function readJobPosting(description: string, title = '', company = '', knowledge: PostingKnowledge = {}): JobPosting {
  const { lines, hasRequirementHeading } = readPostingLines(description);
  const knownSkillsIn = knownSkillFinder(knowledge, description);
  const found = new Map<Skill, RequiredSkill>();
  const phrases = new Map<string, PostingKeyword>();
  const counts: Counts = new Map();
  const pairs: Counts = new Map();
  const skillTerms = new Set<string>();
  // The title is a requirement too: a "React Developer" needs React.
  const read: PostingLine[] = [{ line: title, bulleted: false, section: 'required' }, ...lines];

  // The job's words, from its lines and not its title (the title part scores that).
  const jobCounts = new Map<string, number>();
  for (const { line, bulleted, section: where } of read) {
    if (where === 'ignored') continue;
    const importance: Importance = where === 'preferred' || preferredLine.test(line) ? 'preferred' : 'required';
    const asked = where === 'required' || where === 'preferred';
    for (const [skill, names] of findSkills(line, 'posting')) {
      for (const name of names) for (const term of tokenize(name)) skillTerms.add(stem(term));
      const known = found.get(skill);
      if (!known) found.set(skill, { skill, wording: wordingIn(line, names), importance });
      else if (importance === 'required' && asked) known.importance = 'required';
    }
    // Phrases only from the lines that say what the job asks for, not from what the job does.
    if (asked && (bulleted || hasRequirementHeading) && line !== title) {
      const add = (phrase: string, known?: PostingKeyword['known']) => {
        const stems = tokenize(phrase)
          .filter((word) => !stopWords.has(word))
          .map(stem);
        const key = stems.join(' ');
        if (stems.length === 0 || phrases.has(key)) return;
        phrases.set(key, { term: phrase, stems, count: 1, importance, ...(known ? { known } : {}) });
      };
      // The skills, tools and software the taxonomy knows, in the posting's words; then the line's other phrases.
      for (const { wording, skill } of knownSkillsIn(line)) add(wording, { scheme: skill.scheme, id: skill.id, label: skill.label });
      for (const phrase of requirementPhrases(line)) add(phrase);
    }
    // The company's introduction may name the tools the job uses; its other words are not the job's.
    if (where === 'intro') continue;
    let previous: string | null = null;
    for (const word of tokenize(line)) {
      if (word.length < 4 || stopWords.has(word) || /\d/.test(word)) {
        previous = null;
        continue;
      }
      const key = stem(word);
      count(counts, key, word);
      if (line !== title) jobCounts.set(key, (jobCounts.get(key) ?? 0) + 1);
      if (previous) count(pairs, `${stem(previous)} ${key}`, `${previous} ${word}`);
      previous = word;
    }
  }
  const companyStems = new Set(tokenize(company).map(stem));
  // The job's name, not what a board adds to it: "(m/w/d)", "[Goiânia]", "(100% Remote)", the employer's name.
  const titleTerms = tokenize(title.replace(/\([^()]*\)|\[[^[\]]*\]/g, ' ')).filter(
    (word) =>
      word.length > 1 &&
      !stopWords.has(word) &&
      !/\d/.test(word) &&
      !companyStems.has(stem(word)) &&
      !/^(?:senior|junior|sr|jr|mid|lead|staff|principal|i|ii|iii|iv)$/.test(word),
  );
  const named = (stems: readonly string[]) => stems.every((part) => skillTerms.has(part)) || stems.some((part) => companyStems.has(part));
  // Phrases the posting's requirement lines name and no skill already covers, then its recurring words.
  const candidates: PostingKeyword[] = [...phrases.values()].filter(({ stems }) => !named(stems));
  const taken = new Set(candidates.flatMap(({ stems }) => stems));
  // "supply chain" rather than "supply" and "chain", where the two words always come together.
  const recurring: PostingKeyword[] = [];
  // A word said three times or more is a theme of the posting; twice may be chance.
  for (const [key, { count: times, forms }] of pairs) {
    const stems = key.split(' ');
    if (times < 3 || stems.some((part) => skillTerms.has(part) || companyStems.has(part) || taken.has(part) || counts.get(part)!.count !== times))
      continue;
    recurring.push({ term: mostUsed(forms), stems, count: times });
    for (const part of stems) taken.add(part);
  }
  for (const [key, { count: times, forms }] of counts) {
    if (times < 3 || taken.has(key) || skillTerms.has(key) || companyStems.has(key)) continue;
    recurring.push({ term: mostUsed(forms), stems: [key], count: times });
  }
  recurring.sort((left, right) => right.count - left.count || left.term.localeCompare(right.term));
  const keywords = [...candidates.sort((left, right) => rankImportance(left) - rankImportance(right)), ...recurring].slice(0, maxKeywords);
  // The job's name weighs most among its words: a resume that names the occupation anywhere speaks of the job.
  for (const key of titleTerms.map(stem)) jobCounts.set(key, Math.max(jobCounts.get(key) ?? 0, 3));
  const jobWords = [...jobCounts].filter(([key]) => !companyStems.has(key)).map(([key, times]) => ({ stem: key, count: times }));
  return { title, company, skills: [...found.values()], keywords, titleTerms, jobWords };
}

/** Finds the taxonomy's skills in a line, by labels in the posting's language and English; none without a taxonomy. */
function knownSkillFinder({ taxonomy, language: known }: PostingKnowledge, description: string) {
  const skills = taxonomy?.skills;
  if (!skills) return () => [];
  // A posting too short to tell its language is read in all eight.
  const language = known ?? detectLanguage(description);
  const languages: TitleLanguage[] | undefined = language === 'unknown' ? undefined : language === 'en' ? ['en'] : [language, 'en'];
  return (line: string) => findKnownSkills(skills, line, languages);
}

const rankImportance = (keyword: PostingKeyword) => (keyword.importance === 'preferred' ? 1 : 0);

/** The name the posting used: "k8s" stays "k8s" where it wrote that; otherwise the skill's usual name. */
export function wordingIn(line: string, names: readonly string[]) {
  const lower = line.toLowerCase();
  const placed = names.map((name) => ({ name, at: lower.indexOf(name.toLowerCase()) })).filter(({ at }) => at >= 0);
  placed.sort((left, right) => left.at - right.at || right.name.length - left.name.length);
  const first = placed[0];
  // As the posting wrote it, case and all ("accessibility", "CI/CD").
  return first ? line.slice(first.at, first.at + first.name.length) : names[0]!;
}

type Counts = Map<string, { count: number; forms: Map<string, number> }>;

function count(counts: Counts, key: string, form: string) {
  const entry = counts.get(key) ?? { count: 0, forms: new Map<string, number>() };
  entry.count++;
  entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
  counts.set(key, entry);
}

function mostUsed(forms: Map<string, number>) {
  return [...forms].sort((left, right) => right[1] - left[1] || left[0].length - right[0].length)[0]![0];
}
