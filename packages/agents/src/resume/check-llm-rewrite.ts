import type { ExperienceEntry, ParsedResume } from '@seeker/contract';
import { factKey, type Evidence } from './fact-guard/evidence';
import { findUnsupported, type Allowance } from './fact-guard/find-unsupported';
import type { LlmRewrite } from './tailor-schema';

export type CheckedRewrite = { resume: ParsedResume; notes: string[]; usedLlm: boolean };

/**
 * The LLM's rewrite, part by part, where it keeps to the resume's facts; every other part is the
 * rule-based rewrite's. A role must keep its company, title and dates and all its bullets; no text may
 * say what the resume does not (fact-guard/find-unsupported.ts). The result is guarded once more as a whole.
 */
export function checkLlmRewrite(
  original: ParsedResume,
  fallback: ParsedResume,
  rewrite: LlmRewrite,
  evidence: Evidence,
  allowance: Allowance,
): CheckedRewrite {
  const notes: string[] = [];
  let usedLlm = false;

  let summary = fallback.summary;
  const summaryProblem = rewrite.summary.trim() === '' ? 'nothing' : findUnsupported(rewrite.summary, evidence, allowance);
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
    const problem = bullets.map((bullet) => findUnsupported(bullet, evidence, allowance)).find(Boolean);
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

  const unsupported: string[] = [];
  const listed = new Set(original.skills.map(factKey));
  const skills = rewrite.skills
    .map((skill) => skill.trim())
    .filter((skill) => {
      const supported = skill !== '' && (listed.has(factKey(skill)) || findUnsupported(skill, evidence, allowance, 'list') === null);
      if (!supported && skill !== '') unsupported.push(skill);
      return supported;
    });
  if (skills.length > 0) usedLlm = true;
  if (unsupported.length > 0) notes.push(`Skills the resume does not show were left out of the LLM's list: ${unsupported.join(', ')}.`);
  // Every skill the rule-based list holds stays listed, whatever the LLM kept.
  const kept = fallback.skills.filter((skill) => !skills.some((item) => item.toLowerCase() === skill.toLowerCase()));
  return { resume: { ...original, summary, skills: [...skills, ...kept], experience }, notes, usedLlm };
}

function sameRole(item: LlmRewrite['experience'][number], entry: ExperienceEntry) {
  return (
    factKey(item.company) === factKey(entry.company) &&
    factKey(item.role) === factKey(entry.role) &&
    factKey(item.dates) === factKey(entry.dates?.text ?? '')
  );
}
