import type { ParsedResume } from '@seeker/contract';
import { experienceYears } from './experience-years';
import { listOf } from '../text/list-of';

const numberWords = /\b(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+years?\b/i;

/**
 * A summary aimed at the posting, from facts in the resume only: who the candidate is (their headline
 * or latest role), how long they have worked (from their own dates, unless their summary already says),
 * the matching skills they have shown, then their own summary.
 */
export function writeSummary(resume: ParsedResume, matchingSkills: readonly string[], now: Date): string {
  const who = resume.contact.headline || resume.experience[0]?.role || '';
  const years = numberWords.test(resume.summary) ? 0 : experienceYears(resume, now);
  const skills = listOf(matchingSkills.slice(0, 4));
  let lead = '';
  if (who) {
    lead = who;
    if (years >= 1) lead += ` with ${years} ${years === 1 ? 'year' : 'years'} of experience`;
    if (skills) lead += years >= 1 ? ` in ${skills}` : ` experienced in ${skills}`;
  } else if (skills) {
    lead = `Experienced in ${skills}`;
  }
  return [lead ? `${lead}.` : '', resume.summary].filter(Boolean).join(' ');
}
