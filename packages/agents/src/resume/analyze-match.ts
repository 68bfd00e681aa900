import type { MatchAnalysis, ParsedResume, ScorePart, SkillMatch } from '@seeker/contract';
import { tokenize } from '../text/tokenize';
import { findKnownSkills } from '../occupations/find-known-skills';
import { occupationCloseness } from '../occupations/occupation-closeness';
import type { JobPosting, PostingKnowledge, RequiredSkill } from './read-job-posting';
import { skillsShown } from './resume-skills';
import { resumeToText } from './resume-text';
import { stem } from './stem';

// What each part is worth out of 100. A skill named the posting's way counts in full, under another
// name ("JS" for "JavaScript") three quarters: a screening system or a hurried reader may not see it.
// The job's own words count too, so a posting whose requirements name no skill we know (a driver's, a
// cook's) is still scored on what it says.
const weights = { required: 33, preferred: 11, keywords: 14, prominence: 7, title: 10, relevance: 25 } as const;
const synonymCredit = 0.75;
// A keyword part with fewer words than this, or a posting with fewer words of the job, says too little
// to weigh: "1 of 1" repeated word is no match.
const fewestKeywords = 3;
const fewestJobWords = 8;
// A word the posting says three times weighs three times; more adds nothing.
const mostWeight = 3;

/**
 * How well a resume matches a posting, 0–100, with each part explained. The same for the original and the tailored
 * resume. With the taxonomy, a requirement it knows is met by the resume naming the same skill in other words or
 * another language ("bookkeeping" for "Buchführung").
 */
export function analyzeMatch(resume: ParsedResume, posting: JobPosting, knowledge: PostingKnowledge = {}): MatchAnalysis {
  const text = resumeToText(resume);
  const everywhere = skillsShown(resume);
  const upFront = skillsShown({ ...resume, experience: [], education: [], other: [] });
  const skills: SkillMatch[] = posting.skills.map(({ skill, wording, importance }: RequiredSkill) => {
    const names = everywhere.get(skill);
    const found = !names ? 'missing' : names.some((name) => name.toLowerCase() === wording.toLowerCase()) ? 'exact' : 'synonym';
    return { skill: wording, importance, found, prominent: found !== 'missing' && upFront.has(skill) };
  });
  const stems = new Set(tokenize(text).map(stem));
  const known = knownSkillIds(text, posting, knowledge);
  const keywords = posting.keywords.map(({ term, stems: parts, known: skill }) => ({
    term,
    found: parts.every((part) => stems.has(part)) || (skill !== undefined && known.has(skill.id)),
  }));

  const parts: ScorePart[] = [skillPart('required', 'Required skills', skills), skillPart('preferred', 'Preferred skills', skills)];
  const foundKeywords = keywords.filter((keyword) => keyword.found).length;
  parts.push(
    part(
      'keywords',
      'Posting keywords',
      foundKeywords,
      keywords.length < fewestKeywords ? 0 : keywords.length,
      `${foundKeywords} of ${keywords.length} words the posting repeats`,
    ),
  );
  parts.push(relevancePart(posting, stems));
  const matched = skills.filter((skill) => skill.found !== 'missing');
  const prominent = matched.filter((skill) => skill.prominent).length;
  // Scored whenever the posting names skills, so a resume that gains one never loses points here.
  parts.push({
    ...part('prominence', 'Where skills appear', prominent, skills.length === 0 ? 0 : Math.max(matched.length, 1), ''),
    detail: `${prominent} of ${matched.length} matching skills in the summary or skills list${skills.length === 0 ? ' (not scored)' : ''}`,
  });
  parts.push(titlePart(resume, posting, knowledge));
  judgeUnscoredByTheJobsWords(parts);

  // Out of 100 always: what the posting gives nothing to score by, and the job's words cannot stand in for, earns nothing.
  const earned = parts.reduce((sum, entry) => sum + entry.earned, 0);
  return { score: Math.min(100, Math.round(earned)), parts, skills, keywords };
}

/**
 * What the posting gives nothing to score by (no skill we know, no repeated word, no title) is judged by
 * the job's words instead, so a cook's posting is not scored on its two keywords alone. Every part's
 * maximum depends on the posting only, never on the resume: the resume before and after tailoring is
 * scored on the same parts, and gaining a skill never lowers a score.
 */
function judgeUnscoredByTheJobsWords(parts: ScorePart[]) {
  const relevance = parts.find((entry) => entry.key === 'relevance');
  if (!relevance || relevance.max === 0) return;
  const unscored = parts.filter((entry) => entry.max === 0).reduce((sum, entry) => sum + weights[entry.key], 0);
  const share = relevance.earned / relevance.max;
  relevance.max += unscored;
  relevance.earned = Math.round(share * relevance.max * 10) / 10;
}

/** The taxonomy's skills the resume names, in any language, where the posting asks for one it knows. */
function knownSkillIds(text: string, posting: JobPosting, { taxonomy }: PostingKnowledge): Set<string> {
  const skills = taxonomy?.skills;
  if (!skills || !posting.keywords.some((keyword) => keyword.known)) return new Set();
  return new Set(text.split('\n').flatMap((line) => findKnownSkills(skills, line, undefined, { synonyms: true }).map((found) => found.skill.id)));
}

function skillPart(key: 'required' | 'preferred', label: string, skills: readonly SkillMatch[]): ScorePart {
  const wanted = skills.filter((skill) => skill.importance === key);
  const exact = wanted.filter((skill) => skill.found === 'exact').length;
  const synonyms = wanted.filter((skill) => skill.found === 'synonym');
  const credit = exact + synonyms.length * synonymCredit;
  const named = synonyms.length > 0 ? ` (${synonyms.length} under another name: ${synonyms.map((skill) => skill.skill).join(', ')})` : '';
  return part(key, label, credit, wanted.length, `${exact + synonyms.length} of ${wanted.length} ${key} skills${named}`);
}

function relevancePart(posting: JobPosting, stems: ReadonlySet<string>): ScorePart {
  const weight = (count: number) => Math.min(count, mostWeight);
  const words = posting.jobWords.length < fewestJobWords ? [] : posting.jobWords;
  const total = words.reduce((sum, word) => sum + weight(word.count), 0);
  const found = words.filter((word) => stems.has(word.stem));
  const share = found.reduce((sum, word) => sum + weight(word.count), 0);
  return part(
    'relevance',
    'Words of the job',
    share,
    total,
    `${found.length} of ${words.length} words the posting uses for the job are in your resume`,
  );
}

// With the taxonomy, a role of the job's occupation or a close one earns the title's part however it is worded
// ("Buchhalterin" for "Accountant"), as far as both titles are surely read (occupations/occupation-closeness.ts).
function titlePart(resume: ParsedResume, posting: JobPosting, { taxonomy }: PostingKnowledge): ScorePart {
  const wanted = [...new Set(posting.titleTerms.map(stem))];
  const roles = [resume.contact.headline, ...resume.experience.map((entry) => entry.role)].filter((role) => role.trim() !== '');
  const held = new Set(tokenize(roles.join(' ')).map(stem));
  const shared = wanted.filter((term) => held.has(term)).length;
  const words = `Your roles share ${shared} of ${wanted.length} words of the job title`;
  const close = taxonomy && wanted.length > 0 ? occupationCloseness(taxonomy, posting.title, roles) : undefined;
  if (!close || close.closeness * wanted.length <= shared) return part('title', 'Job title', shared, wanted.length, words);
  const same = close.job === close.role ? `the job’s occupation (${close.job})` : `${close.role}, close to the job’s ${close.job}`;
  return part('title', 'Job title', close.closeness * wanted.length, wanted.length, `${words}; ESCO reads them as ${same}`);
}

function part(key: ScorePart['key'], label: string, got: number, of: number, detail: string): ScorePart {
  const max = of === 0 ? 0 : weights[key];
  return {
    key,
    label,
    earned: of === 0 ? 0 : Math.round((weights[key] * got * 10) / of) / 10,
    max,
    detail: of === 0 ? `${detail} (not scored)` : detail,
  };
}
