import type { EditableProfile, ProfileEducation, ProfileExperience, ProfileLink, UserProfile } from '@seeker/contract';

/**
 * The form's copy of the profile. A graduation year is kept as typed (text) until it is checked, so a
 * half-typed year is not lost or turned into NaN.
 */
export type DraftEducation = Omit<ProfileEducation, 'graduationYear'> & { graduationYear: string };
export type ProfileDraft = Omit<EditableProfile, 'education'> & { education: DraftEducation[] };

/** The fields of the profile the Profile screen edits. */
export function editableOf(profile: UserProfile): EditableProfile {
  const { name, title, location, bio, skills, experience, education, links } = profile;
  return { name, title, location, bio, skills, experience, education, links };
}

export function draftOf(profile: UserProfile): ProfileDraft {
  const editable = editableOf(profile);
  return { ...editable, education: editable.education.map((entry) => ({ ...entry, graduationYear: String(entry.graduationYear) })) };
}

/** The draft as the API takes it: years as numbers (a non-number stays one, for the check to name). */
export function profileOf(draft: ProfileDraft): unknown {
  return {
    ...draft,
    education: draft.education.map((entry) => ({
      ...entry,
      graduationYear: /^\d+$/.test(entry.graduationYear.trim()) ? Number(entry.graduationYear) : entry.graduationYear,
    })),
  };
}

export const emptyExperience = (): ProfileExperience => ({ company: '', title: '', location: '', startDate: '', endDate: '', description: '' });
export const emptyEducation = (): DraftEducation => ({ school: '', degree: '', field: '', graduationYear: '' });
export const emptyLink = (): ProfileLink => ({ type: '', url: '' });
