import type { ParsedResume } from '@seeker/contract';
import { languageNames, type WritingLanguage } from './language';
import { latestRole } from './latest-role';
import type { JobPosting } from './read-job-posting';

export const tailorSystemPrompt = [
  'You tailor a resume to one job posting.',
  'Rules: never add an employer, job title, date, degree, number, metric, tool or skill that is not in the resume.',
  "Keep every role with its company, role and dates exactly as written. Reword and reorder bullets so the ones that answer the posting come first, using the posting's words where the resume means the same thing.",
  "Write a short summary from the resume's facts only; a number of years goes with a skill only if the roles that name that skill add up to it. Put the skills the posting asks for, that the resume shows, first in the skills list.",
  'If the posting asks for something the resume does not show, leave it out: the user will be told separately.',
].join(' ');

/** The resume as JSON and the posting as text, the posting clipped: a long posting says nothing the first pages do not. */
export function tailorPrompt(resume: ParsedResume, posting: JobPosting, description: string, language: WritingLanguage = 'en'): string {
  const roles = resume.experience.map(({ company, role, dates, bullets }) => ({ company, role, dates: dates?.text ?? '', bullets }));
  const asked = posting.skills.map(({ wording, importance }) => `${wording} (${importance})`).join(', ');
  const latest = latestRole(resume.experience);
  return [
    `Job: ${posting.title || 'untitled'}${posting.company ? ` at ${posting.company}` : ''}`,
    `Skills the posting asks for: ${asked || 'none named'}`,
    `Write the summary in ${languageNames[language]}; keep each bullet in the language it is written in.`,
    // Resumes list their roles either way round: which is the latest is said, not left to the order.
    ...(latest?.dates?.start
      ? [`The latest role by its dates: ${[latest.role, latest.company].filter(Boolean).join(' at ')} (${latest.dates.text}).`]
      : []),
    'Posting:',
    description.slice(0, 12_000),
    '',
    'Resume (JSON):',
    JSON.stringify({ headline: resume.contact.headline, summary: resume.summary, skills: resume.skills, experience: roles }),
  ].join('\n');
}
