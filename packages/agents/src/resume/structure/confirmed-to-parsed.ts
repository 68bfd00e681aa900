import type { ConfirmedResume, DateRange, ParsedResume } from '@seeker/contract';
import { letterPhrases } from '../cover-letter/letter-phrases';
import type { Language } from '../language';

const present: Record<Language, string> = { en: 'Present', es: 'Actualidad', de: 'heute', fr: "aujourd'hui", pt: 'Atual' };

function monthText(point: string, language: Language) {
  if (/^\d{4}$/.test(point)) return point;
  const [year, month] = point.split('-').map(Number);
  return new Intl.DateTimeFormat(letterPhrases[language].locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year!, month! - 1, 1),
  );
}

/**
 * JSON Resume dates as a range: no endDate after a startDate is a current role (`current` only where
 * `open` says an open end means one: a role, not a degree); nothing at all is no range.
 */
function rangeOf(startDate: string | undefined, endDate: string | undefined, language: Language, open: boolean): DateRange | null {
  if (!startDate && !endDate) return null;
  const start = startDate ?? endDate!;
  const current = open && !!startDate && !endDate;
  const end = current ? null : (endDate ?? startDate!);
  const text =
    start === end ? monthText(start, language) : `${monthText(start, language)} – ${current ? present[language] : monthText(end!, language)}`;
  return { text, start, end, current };
}

/** A confirmed resume as the structure tailoring and "Fill from my resume" read; every string is its owner's. */
export function confirmedToParsed(resume: ConfirmedResume, language: Language = 'en'): ParsedResume {
  const { basics } = resume;
  const other: ParsedResume['other'] = [];
  if (resume.certificates.length > 0)
    other.push({
      heading: 'Certificates',
      lines: resume.certificates.map(({ name, issuer, date }) => [name, issuer, date].filter(Boolean).join(', ')),
    });
  if (resume.languages.length > 0)
    other.push({
      heading: 'Languages',
      lines: resume.languages.map(({ language: spoken, fluency }) => (fluency ? `${spoken} (${fluency})` : spoken)),
    });
  return {
    contact: {
      name: basics.name,
      headline: basics.label ?? '',
      email: basics.email ?? '',
      phone: basics.phone ?? '',
      location: basics.location?.city ?? '',
      links: (basics.profiles ?? []).map(({ url }) => url),
    },
    summary: basics.summary ?? '',
    experience: resume.work.map((work) => ({
      role: work.position,
      company: work.name,
      location: work.location ?? '',
      dates: rangeOf(work.startDate, work.endDate, language, true),
      bullets: work.highlights,
    })),
    education: resume.education.map((entry) => ({
      degree: entry.studyType,
      school: entry.institution,
      dates: rangeOf(entry.startDate, entry.endDate, language, false),
      details: entry.courses ?? [],
    })),
    skills: resume.skills.map(({ name }) => name),
    other,
  };
}
