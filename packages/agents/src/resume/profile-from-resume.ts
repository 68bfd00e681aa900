import type { DateRange, ParsedResume, ProfileEducation, ProfileExperience } from '@seeker/contract';
import { splitDegree } from './split-degree';

export type ProfileFromResume = {
  name: string;
  title: string;
  location: string;
  skills: string[];
  experience: ProfileExperience[];
  education: ProfileEducation[];
};

const maxSkill = 60;

/** "2020" → "2020-01" at the start of a range, "2020-12" at its end; a month stays as it is. */
function monthOf(point: string | null, edge: 'start' | 'end'): string | null {
  if (!point) return null;
  if (/^\d{4}-\d{2}$/.test(point)) return point;
  return /^\d{4}$/.test(point) ? `${point}-${edge === 'start' ? '01' : '12'}` : null;
}

function yearOf(range: DateRange | null): number | null {
  const point = range?.end ?? range?.start ?? null;
  const year = point ? Number(point.slice(0, 4)) : NaN;
  return Number.isInteger(year) ? year : null;
}

/**
 * The Profile's name, title, place, skills, experience and education as a parsed resume states them, for
 * the user to review before saving. The title is the resume's own headline, else the role it says the
 * person holds now (never a past one); a role without a start date or a school without a year is left out
 * rather than guessed; "B.S. Computer Science" is degree "B.S." in the field "Computer Science".
 */
export function profileFromResume(resume: ParsedResume): ProfileFromResume {
  const experience = resume.experience.flatMap((entry): ProfileExperience[] => {
    const startDate = monthOf(entry.dates?.start ?? null, 'start');
    const company = entry.company.trim().slice(0, 200);
    const title = entry.role.trim().slice(0, 200);
    if (!startDate || !company || !title) return [];
    const endDate = entry.dates?.current ? null : (monthOf(entry.dates?.end ?? null, 'end') ?? startDate);
    const description = entry.bullets
      .map((bullet) => `• ${bullet}`)
      .join('\n')
      .slice(0, 2_000);
    return [
      {
        company,
        title,
        location: entry.location.trim().slice(0, 120),
        startDate,
        endDate: endDate !== null && endDate < startDate ? startDate : endDate,
        description,
      },
    ];
  });
  const education = resume.education.flatMap((entry): ProfileEducation[] => {
    const graduationYear = yearOf(entry.dates);
    const school = entry.school.trim().slice(0, 200);
    if (graduationYear === null || graduationYear < 1940 || graduationYear > 2100 || !school) return [];
    const { degree, field } = splitDegree(entry.degree);
    return [{ school, degree: degree.slice(0, 200), field: field.slice(0, 200), graduationYear }];
  });
  const seen = new Set<string>();
  const skills = resume.skills
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '' && skill.length <= maxSkill && !seen.has(skill.toLowerCase()) && seen.add(skill.toLowerCase()));
  const current = resume.experience.find((entry) => entry.dates?.current)?.role ?? '';
  const { name, headline, location } = resume.contact;
  return {
    name: name.trim().slice(0, 100),
    title: (headline.trim() || current.trim()).slice(0, 120),
    location: location.trim().slice(0, 120),
    skills: skills.slice(0, 100),
    experience: experience.slice(0, 30),
    education: education.slice(0, 20),
  };
}
