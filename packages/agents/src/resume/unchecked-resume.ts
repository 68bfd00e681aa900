import type { ExperienceEntry, ParsedResume } from '@seeker/contract';
import { tokenize } from '../text/tokenize';
import type { Evidence } from './fact-guard/evidence';
import { findSkills, type SkillHits } from './find-skills';
import { addHits } from './resume-skills';
import { statedYearsPattern } from './summary-phrases';

/**
 * How far tailoring may trust the structure it works from. `confirmed`: its owner checked it (the
 * "Check what Seeker read" step), so titles, employers and dates are facts. `unchecked`: what the
 * reader made of the text, which may be a misread; then headers stay as the resume wrote them, no line
 * moves to another role or section, no years of experience are claimed and no skill is listed or
 * summarised that the resume does not name as a skill.
 */
export type ReadFrom = 'confirmed' | 'unchecked';

// A section that lists skills or credentials line by line ("Certifications", "Kenntnisse"), not a spoken language.
const listingHeading = /certif|licen[cs]|skill|competen|kenntnis|f[äa]higkeit|tool|compétence|habilidad|competênc/i;

/**
 * The skills a resume names as skills: the items of its skills section and of sections that list
 * skills or credentials. Not what its bullets, roles, summary or address happen to contain.
 */
export function namedSkills(resume: ParsedResume): SkillHits {
  const hits: SkillHits = new Map();
  const lines = [...resume.skills, ...resume.other.filter((section) => listingHeading.test(section.heading)).flatMap((section) => section.lines)];
  for (const line of lines) addHits(hits, findSkills(line, 'list'));
  return hits;
}

/** Evidence for an unchecked structure: its dates may be a misread, so only years the resume itself states may be claimed. */
export function uncheckedEvidence(evidence: Evidence): Evidence {
  return { ...evidence, totalYears: 0, yearsWith: () => 0 };
}

const words = (text: string) => new Set(tokenize(text.toLowerCase()));

function overlap(left: Set<string>, right: Set<string>) {
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / Math.max(1, Math.min(left.size, right.size));
}

/** The role whose original bullet a rewritten bullet is closest to; -1 when it is close to none. */
function closestRole(bullet: string, original: readonly ExperienceEntry[]) {
  const mine = words(bullet);
  let best = { role: -1, score: 0.3 };
  original.forEach((entry, role) => {
    for (const line of entry.bullets) {
      const score = overlap(mine, words(line));
      if (score > best.score) best = { role, score };
    }
  });
  return best.role;
}

/** A skills-list item that names only skills the resume names as skills (or is one of its own items). */
function isNamedItem(item: string, original: ParsedResume, named: SkillHits) {
  if (original.skills.some((own) => own.toLowerCase() === item.toLowerCase())) return true;
  const hits = findSkills(item, 'list');
  return hits.size > 0 && [...hits.keys()].every((skill) => named.has(skill));
}

/** A summary that names a skill the resume does not name as a skill, or states years its own summary does not. */
function summaryOverreaches(summary: string, original: ParsedResume, named: SkillHits) {
  const own = findSkills(original.summary, 'prose');
  if ([...findSkills(summary, 'prose').keys()].some((skill) => !named.has(skill) && !own.has(skill))) return true;
  const stated = new Set([...original.summary.matchAll(statedYearsPattern)].map((match) => match[0].toLowerCase()));
  return [...summary.matchAll(statedYearsPattern)].some((match) => !stated.has(match[0].toLowerCase()));
}

/**
 * A tailored draft of an unchecked structure held to what the resume wrote: every role and degree
 * keeps its header as read (and the lines it was read from), its bullets are the draft's only when
 * each still comes from that role (else the rule-based order of its own bullets), the skills list keeps
 * only items naming skills the resume names, and a summary that reaches further is the rule-based one.
 */
export function holdToWritten(original: ParsedResume, draft: ParsedResume, rule: ParsedResume): { resume: ParsedResume; notes: string[] } {
  const notes: string[] = [];
  const named = namedSkills(original);
  const experience = original.experience.map((entry, index): ExperienceEntry => {
    const got = draft.experience[index];
    const own = got !== undefined && got.bullets.every((bullet) => [index, -1].includes(closestRole(bullet, original.experience)));
    if (got && !own) notes.push(`A rewritten bullet of role ${index + 1} read like another role's; that role keeps its own bullets.`);
    return { ...entry, bullets: own ? got.bullets : rule.experience[index]!.bullets };
  });
  const dropped = draft.skills.filter((item) => !isNamedItem(item, original, named));
  if (dropped.length > 0) notes.push(`Left out of the skills list, as your resume does not list them as skills: ${dropped.join(', ')}.`);
  const skills = draft.skills.filter((item) => isNamedItem(item, original, named));
  const summary = summaryOverreaches(draft.summary, original, named) ? rule.summary : draft.summary;
  return { resume: { ...original, summary, skills, experience }, notes };
}

/** The structure as its owner confirms it when every field was read right: the same fields, without the lines they were read from. */
export function asConfirmed(resume: ParsedResume): ParsedResume {
  return {
    ...resume,
    experience: resume.experience.map(({ written: _written, ...entry }) => entry),
    education: resume.education.map(({ written: _written, ...entry }) => entry),
  };
}
