import { guestName, type ProfileFromResumeResponse } from '@seeker/contract';
import { addTags } from '@/components/ui/tag-input';
import type { ProfileDraft } from './profile-draft';

const key = (...parts: string[]) => parts.map((part) => part.trim().toLowerCase()).join('\u0000');

/** A field the user has not filled: empty, or a guest's stand-in name. */
const unset = (value: string, placeholder?: string) => value.trim() === '' || (placeholder !== undefined && value.trim() === placeholder);

/**
 * The resume's entries added to the draft: name, title and place where the draft has none (a guest's
 * "Guest" counts as none), and entries the draft lacks; what the draft already has (same company and
 * title, same school) is kept as typed.
 */
export function mergeFromResume(draft: ProfileDraft, filled: ProfileFromResumeResponse): { draft: ProfileDraft; added: number } {
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
  return {
    draft: {
      ...draft,
      ...header,
      skills,
      experience: [...draft.experience, ...experience],
      education: [...draft.education, ...education.map((entry) => ({ ...entry, graduationYear: String(entry.graduationYear) }))],
    },
    added: headerAdded + experience.length + education.length + (skills.length - draft.skills.length),
  };
}
