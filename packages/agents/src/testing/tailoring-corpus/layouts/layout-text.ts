import type { JsonResume } from '@seeker/contract';

// The text every layout prints, whatever its look: dates, the contact line, a degree, a skill, a language.

/**
 * A JSON Resume document as the layouts read it: the repo's JsonResume plus `languages`, which the
 * profile import ignores but real resumes print.
 */
export type LayoutResume = JsonResume & { languages?: { language?: string; fluency?: string }[] };

type Work = NonNullable<JsonResume['work']>[number];
type Education = NonNullable<JsonResume['education']>[number];

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2022-06" → "June 2022", "2019" → "2019"; a missing date is `missing`. */
export function formatDate(date: string | undefined, missing = ''): string {
  if (!date) return missing;
  const [year, month] = date.split('-');
  return month ? `${months[Number(month) - 1]} ${year}` : (year ?? '');
}

export const dateRange = (entry: { startDate?: string; endDate?: string }) =>
  [formatDate(entry.startDate), formatDate(entry.endDate, 'Present')].filter(Boolean).join(' – ');
export const place = (resume: LayoutResume) =>
  [resume.basics?.location?.city, resume.basics?.location?.region, resume.basics?.location?.countryCode].filter(Boolean).join(', ');
const links = (resume: LayoutResume) =>
  [resume.basics?.url, ...(resume.basics?.profiles ?? []).map((profile) => profile.url)].filter((url): url is string => Boolean(url));
export const contactParts = (resume: LayoutResume) =>
  [resume.basics?.email, resume.basics?.phone, place(resume), ...links(resume)].filter((part): part is string => Boolean(part));
export const degree = (entry: Education) => [entry.studyType, entry.area].filter(Boolean).join(' in ');
export const skillLine = (skill: NonNullable<JsonResume['skills']>[number]) =>
  skill.keywords?.length ? `${skill.name}: ${skill.keywords.join(', ')}` : (skill.name ?? '');
export const languageLine = (language: NonNullable<LayoutResume['languages']>[number]) =>
  [language.language, language.fluency].filter(Boolean).join(' — ');
export const bulletsOf = (work: Work) => work.highlights ?? [];
