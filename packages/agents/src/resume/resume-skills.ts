import type { ParsedResume } from '@seeker/contract';
import { findSkills, type SkillHits } from './find-skills';

/** Adds what was found to `hits`, each skill's names once. */
export function addHits(hits: SkillHits, found: SkillHits) {
  for (const [skill, names] of found) hits.set(skill, [...new Set([...(hits.get(skill) ?? []), ...names])]);
}

/**
 * The skills a resume shows, with the names it uses for each: its skills list and headline read as a
 * list, its summary, roles, bullets and other sections read as prose (see SkillContext).
 */
export function skillsShown(resume: ParsedResume): SkillHits {
  const hits: SkillHits = new Map();
  for (const item of [...resume.skills, resume.contact.headline]) addHits(hits, findSkills(item, 'list'));
  const prose = [
    resume.summary,
    ...resume.experience.flatMap((entry) => [entry.role, ...entry.bullets]),
    ...resume.education.flatMap((entry) => [entry.degree, ...entry.details]),
  ];
  for (const section of resume.other) {
    // A "Languages" or "Certifications" section is a list, line by line.
    const listed = /language|idioma|sprache|langue|certif|skill|competen|tool/i.test(section.heading);
    for (const line of section.lines) addHits(hits, findSkills(line, listed ? 'list' : 'prose'));
  }
  addHits(hits, findSkills(prose.join('\n'), 'prose'));
  return hits;
}

/**
 * The skills a resume shows at work: its skills list read as a list, its summary, roles and bullets as
 * prose; not its degrees, certificates or languages. What a tailored skills list and summary may add.
 */
export function skillsShownAtWork(resume: ParsedResume): SkillHits {
  const hits: SkillHits = new Map();
  for (const item of resume.skills) addHits(hits, findSkills(item, 'list'));
  addHits(hits, findSkills([resume.summary, ...resume.experience.flatMap((entry) => [entry.role, ...entry.bullets])].join('\n'), 'prose'));
  return hits;
}
