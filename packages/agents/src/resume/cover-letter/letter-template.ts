import type { ParsedResume } from '@seeker/contract';
import { listOf } from '../../text/list-of';
import { findSkills, type SkillHits } from '../find-skills';
import type { WritingLanguage } from '../language';
import { rolesLatestFirst } from '../latest-role';
import type { JobPosting } from '../read-job-posting';
import { skillsShown } from '../resume-skills';
import { namedSkills, type ReadFrom } from '../unchecked-resume';
import { letterPhrases } from './letter-phrases';
import { isQuotable } from './quotable-lines';

/**
 * The rule-based letter, in the language it is written in (language.ts's writingLanguage): who is applying
 * for what, the role they hold or held last by its dates (title and employer as parsed), the posting's
 * skills their resume shows and the roles' own lines that show them, quoted as written (never a contact,
 * address, date or header line the reader left among them). Every fact is the resume's or the posting's.
 */
export type LetterParts = { header: string; date: string; greeting: string; body: string[]; signOff: string };

export function joinLetter(parts: LetterParts): string {
  return [parts.header, parts.date, parts.greeting, ...parts.body, parts.signOff].filter(Boolean).join('\n\n');
}

export function letterFromTemplate(
  resume: ParsedResume,
  posting: JobPosting,
  now: Date,
  language: WritingLanguage = 'en',
  readFrom: ReadFrom = 'confirmed',
): LetterParts {
  const phrases = letterPhrases[language];
  const { contact } = resume;
  const checked = readFrom === 'confirmed';
  // A name, a role or an employer read from an unchecked resume may be a misread: the letter says none of them.
  const name = checked ? contact.name : '';
  const paragraphs: string[] = [];

  const opening = [phrases.apply(posting.title, posting.company)];
  // "Most recently" is the latest role by its dates, wherever the resume lists it; "before that", the
  // employer before it (a promotion at the same employer is not another employer).
  const [latest, ...earlier] = rolesLatestFirst(resume.experience);
  const previous = earlier.find((entry) => entry.company && entry.company !== latest?.company);
  const title = latest?.role.split(',')[0]!.trim() ?? '';
  if (checked && title && latest?.company && latest.dates?.start) {
    opening.push(latest.dates.current ? phrases.current(title, latest.company, previous?.company ?? '') : phrases.recent(title, latest.company));
  }
  paragraphs.push(opening.join(' '));

  const held = checked ? skillsShown(resume) : namedSkills(resume);
  const shown = posting.skills.filter(({ skill }) => held.has(skill) && skill.kind === 'skill');
  // Unchecked, a bullet is picked for the skills the resume lists, not for a word that may only look like one.
  const highlights = bestBullets(resume, posting, 3, checked ? undefined : held);
  if (shown.length > 0) {
    paragraphs.push(
      `${phrases.shows(
        listOf(
          shown.slice(0, 5).map(({ wording }) => wording),
          phrases.locale,
        ),
      )}${highlights.length > 0 ? ` ${phrases.highlights}` : ''}`,
    );
  } else if (highlights.length > 0) {
    paragraphs.push(phrases.relevant);
  }
  if (highlights.length > 0) paragraphs[paragraphs.length - 1] += `\n${highlights.map((bullet) => `• ${bullet}`).join('\n')}`;
  const credentials = posting.skills.filter(({ skill }) => skill.kind === 'credential' && held.has(skill));
  if (credentials.length > 0)
    paragraphs.push(
      phrases.credentials(
        listOf(
          credentials.map(({ wording }) => wording),
          phrases.locale,
        ),
      ),
    );
  paragraphs.push(phrases.closing(posting.company));

  const header = [name, [contact.email, contact.phone, checked ? contact.location : ''].filter(Boolean).join(' · ')].filter(Boolean).join('\n');
  const date = now.toLocaleDateString(phrases.locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return {
    header,
    date,
    greeting: phrases.greeting(posting.company),
    body: paragraphs,
    signOff: [phrases.signOff, name].filter(Boolean).join('\n'),
  };
}

/** The roles' own lines that show most of what the posting asks, the latest roles' first among equals. */
function bestBullets(resume: ParsedResume, posting: JobPosting, count: number, among?: SkillHits) {
  const wanted = new Set(posting.skills.map(({ skill }) => skill).filter((skill) => !among || among.has(skill)));
  return rolesLatestFirst(resume.experience)
    .flatMap((entry, entryIndex) =>
      entry.bullets
        .filter((bullet) => isQuotable(bullet, entry, resume))
        .map((bullet, index) => ({
          bullet,
          order: entryIndex * 100 + index,
          score: [...findSkills(bullet, 'prose').keys()].filter((skill) => wanted.has(skill)).length,
        })),
    )
    .sort((left, right) => right.score - left.score || left.order - right.order)
    .slice(0, count)
    .map(({ bullet }) => bullet);
}
