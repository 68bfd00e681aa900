import { guestName, type ProfileFromResumeResponse } from '@seeker/contract';
import { addTags } from '@/components/ui/tag-input';
import type { ProfileDraft } from './profile-draft';

const key = (...parts: string[]) => parts.map((part) => part.trim().toLowerCase()).join('\u0000');

/** A field the user has not filled: empty, or a guest's stand-in name. */
const unset = (value: string, placeholder?: string) => value.trim() === '' || (placeholder !== undefined && value.trim() === placeholder);

const listed = (parts: string[]) => (parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);
const named = (...parts: string[]) => `“${parts.filter(Boolean).join(' at ') || 'An untitled entry'}”`;

/** What a filled job lacks before the profile takes it: a role its owner confirmed without dates, say. */
function jobNeeds(job: ProfileFromResumeResponse['experience'][number]): string | null {
  const missing = [
    ...(job.title ? [] : ['title']),
    ...(job.company ? [] : ['employer']),
    ...(job.startDate ? [] : ['start month']),
    ...(job.endDate === '' ? ['end month (or “I work here now”)'] : []),
  ];
  return missing.length === 0 ? null : `${named(job.title, job.company)}: add its ${listed(missing)}.`;
}

function schoolNeeds(entry: ProfileFromResumeResponse['education'][number]): string | null {
  const missing = [...(entry.school ? [] : ['school']), ...(entry.graduationYear === null ? ['graduation year'] : [])];
  return missing.length === 0 ? null : `${named([entry.degree, entry.field].filter(Boolean).join(' '), entry.school)}: add its ${listed(missing)}.`;
}

/**
 * The resume's entries added to the draft: name, title and place where the draft has none (a guest's
 * "Guest" counts as none), and entries the draft lacks; what the draft already has (same company and
 * title, same school) is kept as typed. `incomplete`: what the added entries lack before the profile can
 * be saved (a role confirmed without dates keeps them empty), one sentence each.
 */
export function mergeFromResume(
  draft: ProfileDraft,
  filled: ProfileFromResumeResponse,
): { draft: ProfileDraft; added: number; incomplete: string[] } {
  const header = {
    name: filled.name && unset(draft.name, guestName) ? filled.name : draft.name,
    title: filled.title && unset(draft.title) ? filled.title : draft.title,
    location: filled.location && unset(draft.location) ? filled.location : draft.location,
  };
  const headerAdded = (['name', 'title', 'location'] as const).filter((field) => header[field] !== draft[field]).length;
  const jobs = new Set(draft.experience.map((job) => key(job.company, job.title)));
  const schools = new Set(draft.education.map((entry) => key(entry.school, entry.degree)));
  const experience = filled.experience.filter((job) => !jobs.has(key(job.company, job.title)));
  const education = filled.education.filter((entry) => !schools.has(key(entry.school, entry.degree)));
  const skills = addTags(draft.skills, filled.skills);
  const incomplete = [...experience.map(jobNeeds), ...education.map(schoolNeeds)].filter((line): line is string => line !== null);
  return {
    draft: {
      ...draft,
      ...header,
      skills,
      experience: [...draft.experience, ...experience],
      education: [
        ...draft.education,
        ...education.map((entry) => ({ ...entry, graduationYear: entry.graduationYear === null ? '' : String(entry.graduationYear) })),
      ],
    },
    added: headerAdded + experience.length + education.length + (skills.length - draft.skills.length),
    incomplete,
  };
}
