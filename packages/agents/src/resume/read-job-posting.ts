import { htmlToText } from '../job-discovery/normalize';
import { tokenize } from '../text/tokenize';
import { findSkills } from './find-skills';
import type { Skill } from './skill-vocabulary';
import { stem } from './stem';
import { stopWords } from './stop-words';

export type Importance = 'required' | 'preferred';
export type RequiredSkill = { skill: Skill; wording: string; importance: Importance };
export type PostingKeyword = { term: string; stems: string[]; count: number };
export type JobPosting = { title: string; company: string; skills: RequiredSkill[]; keywords: PostingKeyword[]; titleTerms: string[] };

type Context = Importance | 'ignored';

// Where a posting says what it wants, and where it only says nice things about itself.
const preferredHeading = /\b(?:nice to have|nice-to-have|preferred|bonus|plus|desired|ideally|good to have|extra credit)\b/i;
const ignoredHeading = /\b(?:benefits|perks|what we offer|compensation|salary|about us|about the company|who we are|our values|equal opportunity|eeo|why join|life at)\b/i;
const preferredLine = /\b(?:preferred|nice to have|a plus|is a plus|bonus|desirable|ideally)\b/i;
const maxKeywords = 12;

/**
 * What a posting asks for: the skills it names (each with the posting's own wording, required or only
 * preferred) and its other recurring keywords, from its text or sanitised HTML.
 */
export function readJobPosting(description: string, title = '', company = ''): JobPosting {
  const text = /<[a-z][\s\S]*>/i.test(description) ? htmlToText(description) : description;
  const found = new Map<Skill, RequiredSkill>();
  const counts: Counts = new Map();
  const pairs: Counts = new Map();
  const skillTerms = new Set<string>();
  let context: Context = 'required';

  // The title is a requirement too: a "React Developer" needs React.
  for (const raw of [title, ...text.split(/\r?\n/)]) {
    const bulleted = /^\s*[•\-*▪◦–·●]\s*/.test(raw);
    const line = raw.replace(/^\s*[•\-*▪◦–·●]\s*/, '').trim();
    if (line === '') continue;
    if (!bulleted && isHeading(line)) {
      context = ignoredHeading.test(line) ? 'ignored' : preferredHeading.test(line) ? 'preferred' : 'required';
      continue;
    }
    if (context === 'ignored') continue;
    const importance: Importance = context === 'preferred' || preferredLine.test(line) ? 'preferred' : 'required';
    for (const [skill, names] of findSkills(line)) {
      for (const name of names) for (const term of tokenize(name)) skillTerms.add(stem(term));
      const known = found.get(skill);
      if (!known) found.set(skill, { skill, wording: wordingIn(line, names), importance });
      else if (importance === 'required') known.importance = 'required';
    }
    let previous: string | null = null;
    for (const word of tokenize(line)) {
      if (word.length < 4 || stopWords.has(word) || /\d/.test(word)) {
        previous = null;
        continue;
      }
      count(counts, stem(word), word);
      if (previous) count(pairs, `${stem(previous)} ${stem(word)}`, `${previous} ${word}`);
      previous = word;
    }
  }
  const titleTerms = tokenize(title).filter((word) => word.length > 1 && !stopWords.has(word) && !/^(?:senior|junior|sr|jr|mid|lead|staff|principal|i|ii|iii|iv)$/.test(word));
  const companyStems = new Set(tokenize(company).map(stem));
  const candidates: PostingKeyword[] = [];
  // "supply chain" rather than "supply" and "chain", where the two words always come together.
  const paired = new Set<string>();
  for (const [key, { count: times, forms }] of pairs) {
    const stems = key.split(' ');
    if (times < 2 || stems.some((part) => skillTerms.has(part) || companyStems.has(part) || counts.get(part)!.count !== times)) continue;
    candidates.push({ term: mostUsed(forms), stems, count: times });
    for (const part of stems) paired.add(part);
  }
  for (const [key, { count: times, forms }] of counts) {
    if (times < 2 || paired.has(key) || skillTerms.has(key) || companyStems.has(key)) continue;
    candidates.push({ term: mostUsed(forms), stems: [key], count: times });
  }
  const keywords = candidates.sort((left, right) => right.count - left.count || left.term.localeCompare(right.term)).slice(0, maxKeywords);
  return { title, company, skills: [...found.values()], keywords, titleTerms };
}

function isHeading(line: string) {
  if (line.length > 60) return false;
  return /:$/.test(line) || (line.split(' ').length <= 6 && !/[.,;]/.test(line) && /^[A-Z]/.test(line) && (preferredHeading.test(line) || ignoredHeading.test(line) || /\b(?:requirements|qualifications|responsibilities|what you|you will|you'll|you have|about the role|the role|who you are|looking for|must have|skills)\b/i.test(line)));
}

/** The name the posting used: "k8s" stays "k8s" where it wrote that; otherwise the skill's usual name. */
function wordingIn(line: string, names: readonly string[]) {
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
