import { profileLimits, type DateRange, type FilledEducation, type FilledExperience, type ParsedResume } from '@seeker/contract';
import { keepPersonalDataInContact } from './personal-data';
import { splitDegree } from './split-degree';

export type ProfileFromResume = {
  name: string;
  title: string;
  location: string;
  skills: string[];
  experience: FilledExperience[];
  education: FilledEducation[];
  /** What was not filled, and why, one sentence each. */
  leftOut: string[];
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

const named = (...parts: string[]) => `“${parts.filter(Boolean).join(' at ') || 'an untitled entry'}”`;

/**
 * The Profile's name, title, place, skills, experience and education as a resume states them, for the user
 * to review before saving, and what was left out. The title is the resume's own headline, else the role it
 * says the person holds now (never a past one); "B.S. Computer Science" is degree "B.S." in the field
 * "Computer Science"; personal details (a birth date, an address) are never a title or a place.
 *
 * `confirmed`: the fields its owner checked, every role and degree kept: one without a date (or an employer,
 * or a school) keeps that field empty for them to fill before saving. `unchecked`: Seeker's own reading, where
 * a role without a start date or a school without a year is left out rather than guessed, and said so.
 */
export function profileFromResume(input: ParsedResume, readFrom: 'confirmed' | 'unchecked' = 'unchecked'): ProfileFromResume {
  const resume = keepPersonalDataInContact(input).resume;
  const keepAll = readFrom === 'confirmed';
  const leftOut: string[] = [];
  const experience = resume.experience.flatMap((entry): FilledExperience[] => {
    const startDate = monthOf(entry.dates?.start ?? null, 'start');
    const company = entry.company.trim().slice(0, 200);
    const title = entry.role.trim().slice(0, 200);
    if (!keepAll && (!company || !title)) {
      const read = !company && !title ? 'neither was read' : 'only one was read';
      leftOut.push(`Left out ${named(title, company)}: a job needs both a title and an employer, and ${read}.`);
      return [];
    }
    if (!keepAll && !startDate) {
      leftOut.push(`Left out ${named(title, company)}: no start date was read for it.`);
      return [];
    }
    const endDate = entry.dates?.current ? null : (monthOf(entry.dates?.end ?? null, 'end') ?? startDate ?? '');
    const description = entry.bullets
      .map((bullet) => `• ${bullet}`)
      .join('\n')
      .slice(0, profileLimits.description);
    const start = startDate ?? '';
    return [
      {
        company,
        title,
        location: entry.location.trim().slice(0, 120),
        startDate: start,
        endDate: endDate !== null && start !== '' && endDate !== '' && endDate < start ? start : endDate,
        description,
      },
    ];
  });
  const education = resume.education.flatMap((entry): FilledEducation[] => {
    const year = yearOf(entry.dates);
    const school = entry.school.trim().slice(0, 200);
    const { degree, field } = splitDegree(entry.degree);
    if (year !== null && (year < 1940 || year > 2100)) {
      leftOut.push(`Left out ${named(entry.degree, school)}: its year, ${year}, is not between 1940 and 2100.`);
      return [];
    }
    if (!keepAll && !school) {
      leftOut.push(`Left out ${named(entry.degree)}: no school was read for it.`);
      return [];
    }
    if (!keepAll && year === null) {
      leftOut.push(`Left out ${named(entry.degree, school)}: no year was read for it.`);
      return [];
    }
    return [{ school, degree: degree.slice(0, 200), field: field.slice(0, 200), graduationYear: year }];
  });
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of resume.skills) {
    const skill = raw.trim();
    if (skill === '' || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    if (skill.length > maxSkill) leftOut.push(`Left out the skill “${skill.slice(0, 40)}…”: a skill is at most ${maxSkill} characters.`);
    else skills.push(skill);
  }
  const beyond = (count: number, limit: number, what: string) => {
    if (count > limit) leftOut.push(`Left out ${count - limit} more ${what}: the profile holds ${limit}.`);
  };
  beyond(skills.length, profileLimits.skills, 'skills');
  beyond(experience.length, profileLimits.experience, 'jobs');
  beyond(education.length, profileLimits.education, 'schools');
  if (keepAll) {
    // What its owner confirmed that the profile has no field for.
    for (const section of resume.other) {
      if (section.lines.length > 0)
        leftOut.push(`Left out ${section.heading.toLowerCase()} (${section.lines.length}): the profile has no place for them.`);
    }
  }
  const current = resume.experience.find((entry) => entry.dates?.current)?.role ?? '';
  const { name, headline, location } = resume.contact;
  return {
    name: name.trim().slice(0, 100),
    title: (headline.trim() || current.trim()).slice(0, 120),
    location: location.trim().slice(0, 120),
    skills: skills.slice(0, profileLimits.skills),
    experience: experience.slice(0, profileLimits.experience),
    education: education.slice(0, profileLimits.education),
    leftOut,
  };
}
