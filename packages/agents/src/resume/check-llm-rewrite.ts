import type { ExperienceEntry, ParsedResume } from '@seeker/contract';
import { findSkills } from './find-skills';
import { factKey, resumeFacts, unsupportedFact } from './resume-facts';
import { resumeToText } from './resume-text';
import type { LlmRewrite } from './tailor-schema';

export type CheckedRewrite = { resume: ParsedResume; notes: string[]; usedLlm: boolean };

/**
 * The LLM's rewrite, part by part, where it keeps to the resume's facts; every other part is the
 * deterministic rewrite's. A role must keep its company, title and dates; no text may bring a year,
 * number, degree or employer the resume does not have; a skill must be one the resume shows.
 */
export function checkLlmRewrite(original: ParsedResume, fallback: ParsedResume, rewrite: LlmRewrite, targetCompany: string): CheckedRewrite {
  const facts = resumeFacts(original);
  const notes: string[] = [];
  let usedLlm = false;

  let summary = fallback.summary;
  const summaryProblem = rewrite.summary.trim() === '' ? 'it was empty' : unsupportedFact(rewrite.summary, facts, [targetCompany]);
  if (summaryProblem) notes.push(`The LLM's summary mentioned ${summaryProblem}, which the resume does not; the summary is the rule-based one.`);
  else {
    summary = rewrite.summary.trim();
    usedLlm = true;
  }

  const experience = original.experience.map((entry, index): ExperienceEntry => {
    const label = [entry.role, entry.company].filter(Boolean).join(' at ') || `role ${index + 1}`;
    const candidate = rewrite.experience.find((item) => sameRole(item, entry));
    if (!candidate) {
      notes.push(`The LLM changed or left out the company, title or dates of ${label}; that role is the rule-based rewrite.`);
      return fallback.experience[index]!;
    }
    const bullets = candidate.bullets.map((bullet) => bullet.trim()).filter(Boolean);
    const problem = bullets.map((bullet) => unsupportedFact(bullet, facts, [targetCompany])).find(Boolean);
    if (problem || bullets.length < Math.min(entry.bullets.length, Math.max(1, entry.bullets.length - 2))) {
      notes.push(
        problem
          ? `The LLM's bullets for ${label} mentioned ${problem}, which the resume does not; that role is the rule-based rewrite.`
          : `The LLM dropped bullets of ${label}; that role is the rule-based rewrite.`,
      );
      return fallback.experience[index]!;
    }
    usedLlm = true;
    return { ...entry, bullets };
  });

  const shown = new Set([...findSkills(resumeToText(original)).keys()]);
  const unsupported: string[] = [];
  const skills = rewrite.skills
    .map((skill) => skill.trim())
    .filter((skill) => {
      const known = [...findSkills(skill).keys()];
      const supported = known.length > 0 ? known.every((entry) => shown.has(entry)) : facts.text.includes(factKey(skill));
      if (!supported && skill !== '') unsupported.push(skill);
      return supported && skill !== '';
    });
  if (skills.length > 0) usedLlm = true;
  if (unsupported.length > 0) notes.push(`Skills the resume does not show were left out of the LLM's list: ${unsupported.join(', ')}.`);
  // Every skill the resume listed stays listed, whatever the LLM kept.
  const kept = fallback.skills.filter((skill) => !skills.some((item) => item.toLowerCase() === skill.toLowerCase()));
  return { resume: { ...original, summary, skills: [...skills, ...kept], experience }, notes, usedLlm };
}

function sameRole(item: LlmRewrite['experience'][number], entry: ExperienceEntry) {
  return factKey(item.company) === factKey(entry.company) && factKey(item.role) === factKey(entry.role) && factKey(item.dates) === factKey(entry.dates?.text ?? '');
}
