import type { ProfileFromResumeResponse } from '@seeker/contract';
import { addTags } from '@/components/ui/tag-input';
import type { ProfileDraft } from './profile-draft';

const key = (...parts: string[]) => parts.map((part) => part.trim().toLowerCase()).join('\u0000');

/** The resume's entries added to the draft: what the draft already has (same company and title, same school) is kept as typed. */
export function mergeFromResume(draft: ProfileDraft, filled: ProfileFromResumeResponse): { draft: ProfileDraft; added: number } {
  const jobs = new Set(draft.experience.map((job) => key(job.company, job.title)));
  const schools = new Set(draft.education.map((entry) => key(entry.school, entry.degree)));
  const experience = filled.experience.filter((job) => !jobs.has(key(job.company, job.title)));
  const education = filled.education.filter((entry) => !schools.has(key(entry.school, entry.degree)));
  const skills = addTags(draft.skills, filled.skills);
  return {
    draft: {
      ...draft,
      skills,
      experience: [...draft.experience, ...experience],
      education: [...draft.education, ...education.map((entry) => ({ ...entry, graduationYear: String(entry.graduationYear) }))],
    },
    added: experience.length + education.length + (skills.length - draft.skills.length),
  };
}
