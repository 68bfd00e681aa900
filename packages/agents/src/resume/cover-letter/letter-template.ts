import type { ParsedResume } from '@seeker/contract';
import { findSkills } from '../find-skills';
import type { JobPosting } from '../read-job-posting';
import { resumeToText } from '../resume-text';
import { listOf } from '../../text/list-of';

/**
 * The rule-based letter: who is applying for what, the roles they hold or held, the posting's skills
 * their resume shows and the bullets that show them, quoted as written. Every fact is the resume's or
 * the posting's; nothing is said that either does not.
 */
export type LetterParts = { header: string; date: string; greeting: string; body: string[]; signOff: string };

export function joinLetter(parts: LetterParts): string {
  return [parts.header, parts.date, parts.greeting, ...parts.body, parts.signOff].filter(Boolean).join('\n\n');
}

export function letterFromTemplate(resume: ParsedResume, posting: JobPosting, now: Date): LetterParts {
  const { contact } = resume;
  const role = posting.title || 'open';
  const at = posting.company ? ` at ${posting.company}` : '';
  const paragraphs: string[] = [];

  const opening = [`I am writing to apply for the ${role} position${at}.`];
  const [latest, previous] = resume.experience;
  if (latest?.role && latest.company) {
    const title = latest.role.split(',')[0]!.trim();
    opening.push(
      latest.dates?.current
        ? `I am currently ${article(title)} ${title} at ${latest.company}${previous?.company ? `, and before that I worked at ${previous.company}` : ''}.`
        : `Most recently I worked as ${article(title)} ${title} at ${latest.company}.`,
    );
  }
  paragraphs.push(opening.join(' '));

  const held = findSkills(resumeToText(resume));
  const shown = posting.skills.filter(({ skill }) => held.has(skill) && skill.kind === 'skill');
  const highlights = bestBullets(resume, posting, 3);
  if (shown.length > 0) {
    paragraphs.push(`Your posting asks for ${listOf(shown.slice(0, 5).map(({ wording }) => wording))}, all of which are part of my work.${highlights.length > 0 ? ' A few highlights:' : ''}`);
  } else if (highlights.length > 0) {
    paragraphs.push('A few things I have done that I believe are relevant:');
  }
  if (highlights.length > 0) paragraphs[paragraphs.length - 1] += `\n${highlights.map((bullet) => `• ${bullet}`).join('\n')}`;
  const credentials = posting.skills.filter(({ skill }) => skill.kind === 'credential' && held.has(skill));
  if (credentials.length > 0) paragraphs.push(`I hold the credentials your posting lists: ${listOf(credentials.map(({ wording }) => wording))}.`);
  paragraphs.push(`I would welcome the chance to talk about how I could contribute${posting.company ? ` to ${posting.company}` : ''}. Thank you for your time and consideration.`);

  const header = [contact.name, [contact.email, contact.phone, contact.location].filter(Boolean).join(' · ')].filter(Boolean).join('\n');
  const date = now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const greeting = posting.company ? `Dear ${posting.company} hiring team,` : 'Dear Hiring Manager,';
  return { header, date, greeting, body: paragraphs, signOff: ['Sincerely,', contact.name].filter(Boolean).join('\n') };
}

function bestBullets(resume: ParsedResume, posting: JobPosting, count: number) {
  const wanted = new Set(posting.skills.map(({ skill }) => skill));
  return resume.experience
    .flatMap((entry, entryIndex) => entry.bullets.map((bullet, index) => ({ bullet, order: entryIndex * 100 + index, score: [...findSkills(bullet).keys()].filter((skill) => wanted.has(skill)).length })))
    .sort((left, right) => right.score - left.score || left.order - right.order)
    .slice(0, count)
    .map(({ bullet }) => bullet);
}

function article(word: string) {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
