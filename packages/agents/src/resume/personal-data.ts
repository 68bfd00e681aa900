import type { ParsedResume } from '@seeker/contract';
import { isPersonalDataHeading } from './personal-data-heading';
import { personalKey } from './personal-data-labels';
import { sortLine, sortLines } from './sort-personal-data';

/**
 * Personal data a resume states (a birth date, an address, a nationality, a marital status, an ID
 * number): it belongs in the contact block, never in a role, a degree, the skills or another section.
 * A reader that misses a "Persönliche Daten" heading reads the lines under it as the previous section's,
 * and an unchecked resume was tailored with its owner's home address and birth date under EDUCATION.
 *
 * Recognised by the labels people write before such data, in English, German, French, Spanish,
 * Portuguese, Italian, Dutch and Polish ("Geburtsdatum:", "Date of birth", "Fecha de nacimiento", "Né le
 * … 1990", "Staatsangehörigkeit", "Estado civil", "Passport no.", "PESEL"), and the variants CVs from South
 * Asia and Africa use ("Fathers Name :", "D.O.B", "Religion Hindu", "Aadhaar No."), with a colon, " : " or
 * none; by the headings of the sections that hold it ("Personal details", "Persönliche Daten", "Dados
 * pessoais"); and, without a label, by the shape of a street address (a street word and a house number,
 * "Calle 45 #12-34", "Rua X - 120", a postcode and a town, "CEP: 01310-100", a post-office box).
 * Everything is compared in lower case without accents ("ß" as "ss", "ł" as "l").
 */

const quoted = (lines: string[]) => lines.map((line) => `“${line}”`).join(', ');

/**
 * The resume with its personal data in the contact block only (`contact.details`): taken out of the
 * headline, the summary, the skills, every role and degree (their header fields, the lines they were read
 * from, their bullets and details) and every other section. An unlabelled street address found below the
 * top of the resume is left out rather than moved (it may be an employer's or a school's). Roles and degrees
 * left with nothing are dropped. The notes say what was moved or left out.
 */
export function keepPersonalDataInContact(resume: ParsedResume): { resume: ParsedResume; notes: string[] } {
  const moved: string[] = [];
  const dropped: string[] = [];
  const field = (value: string, atTop = false) => {
    if (value.trim() === '') return value;
    const sorted = sortLine(value, atTop);
    moved.push(...sorted.moved);
    dropped.push(...sorted.dropped);
    return sorted.kept ?? '';
  };
  const split: ParsedResume['other'] = [];
  const list = (lines: readonly string[], atTop = false) => {
    const sorted = sortLines(lines, atTop);
    moved.push(...sorted.moved);
    dropped.push(...sorted.dropped);
    split.push(...sorted.split);
    return sorted.kept;
  };

  const headline = field(resume.contact.headline, true);
  const summary = resume.summary === '' ? '' : list(resume.summary.split('\n'), true).join('\n');
  const skills = list(resume.skills);
  const experience = resume.experience.flatMap((entry) => {
    const written = entry.written ? list(entry.written) : undefined;
    const next = {
      ...entry,
      role: field(entry.role),
      company: field(entry.company),
      location: field(entry.location),
      bullets: list(entry.bullets),
      ...(written ? { written } : {}),
    };
    const empty = !next.role && !next.company && next.bullets.length === 0 && (written?.length ?? 0) === 0;
    return empty ? [] : [next];
  });
  const education = resume.education.flatMap((entry) => {
    const written = entry.written ? list(entry.written) : undefined;
    const next = {
      ...entry,
      degree: field(entry.degree),
      school: field(entry.school),
      details: list(entry.details),
      ...(written ? { written } : {}),
    };
    const empty = !next.degree && !next.school && next.details.length === 0 && (written?.length ?? 0) === 0;
    return empty ? [] : [next];
  });
  const other = resume.other.flatMap((section) => {
    const lines = list(section.lines, isPersonalDataHeading(section.heading));
    return lines.length === 0 ? [] : [{ ...section, lines }];
  });
  if (moved.length === 0 && dropped.length === 0 && split.length === 0) return { resume, notes: [] };

  const { contact } = resume;
  const shown = new Set([contact.name, contact.location, contact.email, contact.phone, ...(contact.details ?? [])].map(personalKey));
  const details = [...(contact.details ?? [])];
  for (const line of moved) {
    const key = personalKey(line);
    if (shown.has(key)) continue;
    shown.add(key);
    details.push(line);
  }
  const added = details.slice(contact.details?.length ?? 0);
  const notes: string[] = [];
  if (added.length > 0) notes.push(`Personal details kept in the contact block only: ${quoted(added)}.`);
  if (dropped.length > 0) notes.push(`Left out, as an address outside the contact block: ${quoted([...new Set(dropped)])}.`);
  return {
    resume: { ...resume, contact: { ...contact, headline, details }, summary, skills, experience, education, other: [...other, ...split] },
    notes,
  };
}
