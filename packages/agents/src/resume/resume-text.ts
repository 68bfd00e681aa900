import type { DateRange, EducationEntry, ExperienceEntry, ParsedResume } from '@seeker/contract';

/** The resume as plain text, in the order a reader meets it; what the viewer's text view and the DOCX/PDF show. */
export function resumeToText(resume: ParsedResume): string {
  const blocks: string[] = [];
  const { contact } = resume;
  const head = [
    contact.name,
    contact.headline,
    [contact.location, contact.email, contact.phone, ...contact.links].filter(Boolean).join(' | '),
    // Personal details (a birth date, an address) in the contact block, and nowhere else (personal-data.ts).
    (contact.details ?? []).join(' | '),
  ];
  blocks.push(head.filter(Boolean).join('\n'));
  if (resume.summary) blocks.push(`SUMMARY\n${resume.summary}`);
  if (resume.skills.length > 0) blocks.push(`SKILLS\n${resume.skills.join(', ')}`);
  if (resume.experience.length > 0) blocks.push(`EXPERIENCE\n${resume.experience.map(experienceText).join('\n\n')}`);
  if (resume.education.length > 0) blocks.push(`EDUCATION\n${resume.education.map(educationText).join('\n\n')}`);
  for (const section of resume.other) blocks.push(`${section.heading.toUpperCase()}\n${section.lines.join('\n')}`);
  return blocks.filter(Boolean).join('\n\n');
}

/**
 * An entry's header as the documents print it, a lead (bold) and what follows it: the lines the resume
 * wrote when tailoring held to them (an unchecked resume), else title — employer, and place | dates.
 */
export function entryHeader(entry: ExperienceEntry | EducationEntry): { lead: string; meta: string } {
  if (entry.written && entry.written.length > 0) return { lead: entry.written.join('\n'), meta: '' };
  if ('role' in entry)
    return {
      lead: [entry.role, entry.company].filter(Boolean).join(' — '),
      meta: [entry.location, datesText(entry.dates)].filter(Boolean).join(' | '),
    };
  return { lead: [entry.degree, entry.school].filter(Boolean).join(' — '), meta: datesText(entry.dates) };
}

export function experienceHeading(entry: ExperienceEntry) {
  if (entry.written && entry.written.length > 0) return entry.written.join('\n');
  return [[entry.role, entry.company].filter(Boolean).join(', '), entry.location, datesText(entry.dates)].filter(Boolean).join(' | ');
}

function experienceText(entry: ExperienceEntry) {
  return [experienceHeading(entry), ...entry.bullets.map((bullet) => `• ${bullet}`)].join('\n');
}

export function educationHeading(entry: EducationEntry) {
  if (entry.written && entry.written.length > 0) return entry.written.join('\n');
  return [[entry.degree, entry.school].filter(Boolean).join(', '), datesText(entry.dates)].filter(Boolean).join(' | ');
}

function educationText(entry: EducationEntry) {
  return [educationHeading(entry), ...entry.details].join('\n');
}

function datesText(dates: DateRange | null) {
  return dates?.text ?? '';
}
