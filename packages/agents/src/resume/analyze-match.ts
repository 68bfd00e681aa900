import type { MatchAnalysis, ParsedResume, ScorePart, SkillMatch } from '@seeker/contract';
import { tokenize } from '../text/tokenize';
import type { JobPosting, RequiredSkill } from './read-job-posting';
import { skillsShown } from './resume-skills';
import { resumeToText } from './resume-text';
import { stem } from './stem';

// What each part is worth out of 100. A skill named the posting's way counts in full, under another
// name ("JS" for "JavaScript") three quarters: a screening system or a hurried reader may not see it.
const weights = { required: 45, preferred: 15, keywords: 20, prominence: 10, title: 10 } as const;
const synonymCredit = 0.75;

/** How well a resume matches a posting, 0–100, with each part explained. The same for the original and the tailored resume. */
export function analyzeMatch(resume: ParsedResume, posting: JobPosting): MatchAnalysis {
  const text = resumeToText(resume);
  const everywhere = skillsShown(resume);
  const upFront = skillsShown({ ...resume, experience: [], education: [], other: [] });
  const skills: SkillMatch[] = posting.skills.map(({ skill, wording, importance }: RequiredSkill) => {
    const names = everywhere.get(skill);
    const found = !names ? 'missing' : names.some((name) => name.toLowerCase() === wording.toLowerCase()) ? 'exact' : 'synonym';
    return { skill: wording, importance, found, prominent: found !== 'missing' && upFront.has(skill) };
  });
  const stems = new Set(tokenize(text).map(stem));
  const keywords = posting.keywords.map(({ term, stems: parts }) => ({ term, found: parts.every((part) => stems.has(part)) }));

  const parts: ScorePart[] = [skillPart('required', 'Required skills', skills), skillPart('preferred', 'Preferred skills', skills)];
  const foundKeywords = keywords.filter((keyword) => keyword.found).length;
  parts.push(
    part('keywords', 'Posting keywords', foundKeywords, keywords.length, `${foundKeywords} of ${keywords.length} words the posting repeats`),
  );
  const matched = skills.filter((skill) => skill.found !== 'missing');
  const prominent = matched.filter((skill) => skill.prominent).length;
  parts.push(
    part(
      'prominence',
      'Where skills appear',
      prominent,
      matched.length,
      `${prominent} of ${matched.length} matching skills in the summary or skills list`,
    ),
  );
  parts.push(titlePart(resume, posting));

  const applicable = parts.filter((entry) => entry.max > 0);
  const earned = applicable.reduce((sum, entry) => sum + entry.earned, 0);
  const max = applicable.reduce((sum, entry) => sum + entry.max, 0);
  return { score: max === 0 ? 0 : Math.round((100 * earned) / max), parts, skills, keywords };
}

function skillPart(key: 'required' | 'preferred', label: string, skills: readonly SkillMatch[]): ScorePart {
  const wanted = skills.filter((skill) => skill.importance === key);
  const exact = wanted.filter((skill) => skill.found === 'exact').length;
  const synonyms = wanted.filter((skill) => skill.found === 'synonym');
  const credit = exact + synonyms.length * synonymCredit;
  const named = synonyms.length > 0 ? ` (${synonyms.length} under another name: ${synonyms.map((skill) => skill.skill).join(', ')})` : '';
  return part(key, label, credit, wanted.length, `${exact + synonyms.length} of ${wanted.length} ${key} skills${named}`);
}

function titlePart(resume: ParsedResume, posting: JobPosting): ScorePart {
  const wanted = [...new Set(posting.titleTerms.map(stem))];
  const held = new Set(tokenize([resume.contact.headline, ...resume.experience.map((entry) => entry.role)].join(' ')).map(stem));
  const shared = wanted.filter((term) => held.has(term)).length;
  return part('title', 'Job title', shared, wanted.length, `Your roles share ${shared} of ${wanted.length} words of the job title`);
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
