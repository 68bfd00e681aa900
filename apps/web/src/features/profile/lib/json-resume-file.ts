import { fromJsonResume, jsonResumeLimits, toJsonResume, type ImportedProfile, type UserProfile } from '@seeker/contract';
import { editableOf, type ProfileDraft } from './profile-draft';

export const jsonResumeMessages = {
  tooLarge: 'The file is over 1 MB. A JSON Resume document is much smaller; choose the right file.',
  notJson: 'This file is not JSON. Choose a JSON Resume document (.json).',
  notResume: 'This file is not a JSON Resume document (jsonresume.org): it has no basics, work, education or skills.',
  empty: 'This JSON Resume has no name, work, education, skills or links to import.',
} as const;

/** The saved profile (with the account's email when given) as a JSON Resume file named after the person. */
export function jsonResumeFile(profile: UserProfile, email?: string): File {
  const base =
    Array.from(profile.name.trim())
      .slice(0, 60)
      .join('')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'profile';
  return new File([JSON.stringify(toJsonResume({ ...editableOf(profile), email }), null, 2)], `${base}-resume.json`, { type: 'application/json' });
}

/** What a chosen file holds for the profile, or why it cannot be read (never throws). */
export async function readJsonResumeFile(file: File): Promise<ImportedProfile | { error: string }> {
  if (file.size > jsonResumeLimits.maxBytes) return { error: jsonResumeMessages.tooLarge };
  let document: unknown;
  try {
    document = JSON.parse(await file.text());
  } catch {
    return { error: jsonResumeMessages.notJson };
  }
  const imported = fromJsonResume(document);
  if (!imported) return { error: jsonResumeMessages.notResume };
  if (Object.keys(imported.profile).length === 0) return { error: jsonResumeMessages.empty };
  return imported;
}

/** The draft with every field the document has replaced by the document's; the rest stay as typed. */
export function applyImport(draft: ProfileDraft, { profile }: ImportedProfile): ProfileDraft {
  return {
    ...draft,
    ...profile,
    education: profile.education ? profile.education.map((entry) => ({ ...entry, graduationYear: String(entry.graduationYear) })) : draft.education,
  };
}
