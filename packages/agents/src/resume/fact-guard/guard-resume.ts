import type { ExperienceEntry, ParsedResume } from '@seeker/contract';
import type { Evidence } from './evidence';
import { factKey } from './evidence';
import { findSkills } from '../find-skills';
import type { Skill } from '../skill-vocabulary';
import { findUnsupported, type Allowance } from './find-unsupported';

export type GuardedResume = { resume: ParsedResume; notes: string[] };

/** A text's sentences: split after a full stop that ends a word, before a capital. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[\p{Ll}\p{N})%][.!?])\s+(?=[\p{Lu}\p{N}“"(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function quote(text: string) {
  return text.length > 90 ? `“${text.slice(0, 87).trimEnd()}…”` : `“${text}”`;
}

/**
 * A tailored resume held to the original's facts, rule-based and LLM alike. Contact, education, other
 * sections and each role's title, employer, place and dates are the original's. A summary sentence that
 * says what the resume does not is left out; a role whose bullets do is given back its own bullets; a
 * skill the resume does not show is taken off the list, and every skill the resume listed stays. Each
 * such change is said in a note, with what was not found.
 */
export function guardTailoredResume(original: ParsedResume, tailored: ParsedResume, evidence: Evidence, allowance: Allowance): GuardedResume {
  const notes: string[] = [];

  const sentences = sentencesOf(tailored.summary);
  const kept = sentences.filter((sentence) => {
    const problem = findUnsupported(sentence, evidence, allowance);
    if (problem) notes.push(`Left out of the summary: ${quote(sentence)}, because your resume does not show ${problem}.`);
    return !problem;
  });
  const summary = kept.length === sentences.length ? tailored.summary : kept.length > 0 ? kept.join(' ') : original.summary;

  const sameRoles = tailored.experience.length === original.experience.length;
  if (!sameRoles) notes.push('The rewrite changed which roles your resume lists; your own roles and bullets are kept.');
  const experience = original.experience.map((entry, index): ExperienceEntry => {
    const bullets = sameRoles ? tailored.experience[index]!.bullets : entry.bullets;
    for (const bullet of bullets) {
      const problem = findUnsupported(bullet, evidence, allowance);
      if (!problem) continue;
      notes.push(
        `Your own bullets are kept at ${entry.company || entry.role || `role ${index + 1}`}: the rewrite of ${quote(bullet)} mentioned ${problem}, which your resume does not.`,
      );
      return entry;
    }
    return { ...entry, bullets };
  });

  const dropped: string[] = [];
  const seen = new Set<string>();
  const skills: string[] = [];
  const listed = new Set(original.skills.map(factKey));
  for (const item of tailored.skills) {
    const key = factKey(item);
    if (key === '' || seen.has(key)) continue;
    if (!listed.has(key) && findUnsupported(item, evidence, allowance, 'list')) {
      dropped.push(item);
      continue;
    }
    seen.add(key);
    skills.push(item);
  }
  if (dropped.length > 0) notes.push(`Left off the skills list, because your resume does not show them: ${dropped.join(', ')}.`);
  // Every skill the resume listed stays listed, under its own name or the posting's ("TS" as "TypeScript").
  const keptSkills = new Set(skills.flatMap((item) => [...findSkills(item, 'list').keys()]));
  for (const item of original.skills) {
    if (seen.has(factKey(item)) || renamed(item, keptSkills)) continue;
    seen.add(factKey(item));
    skills.push(item);
  }
  return { resume: { contact: original.contact, summary, experience, education: original.education, skills, other: original.other }, notes };
}

/** Whether a listed item is wholly one name of a skill the new list still holds. */
function renamed(item: string, kept: ReadonlySet<Skill>) {
  const key = factKey(item);
  return [...findSkills(item, 'list').keys()].some(
    (skill) => kept.has(skill) && [skill.name, ...skill.aliases].some((name) => factKey(name) === key),
  );
}
