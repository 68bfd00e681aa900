import { editableProfileSchema, profileMessages, type UserProfile } from '@seeker/contract';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { fieldMessages, type FieldMessages } from '@/lib/field-messages';
import { useProfileFromResume } from '../api/get-profile-from-resume';
import { useSaveProfile } from '../api/save-profile';
import { applyImport, readJsonResumeFile } from '../lib/json-resume-file';
import { mergeFromResume } from '../lib/merge-from-resume';
import { draftOf, profileOf, type ProfileDraft } from '../lib/profile-draft';

export type ImportNote = { kind: 'status' | 'alert'; lines: string[] };

/**
 * What the last "Fill from my resume" said: what it did, what the entries it added lack before saving, what it
 * left out (and why), and the resume to check when Seeker's own reading was used and left something out.
 */
export type FilledNote = { summary: string; incomplete: string[]; leftOut: string[]; checkResumeId: string | null };

/**
 * The Profile screen's edit mode: the draft (null in view mode), its fields' refusals, what the last save
 * and the last fill or import said, and what the buttons do.
 */
export function useProfileForm(userId: string) {
  const save = useSaveProfile(userId);
  const fromResume = useProfileFromResume(userId);
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [filledNote, setFilledNote] = useState<FilledNote | null>(null);
  const [importNote, setImportNote] = useState<ImportNote | null>(null);

  /** Edit Profile: a draft of the profile as it is, the notes of an earlier edit gone. */
  function edit(profile: UserProfile) {
    setSaved(false);
    setImportNote(null);
    setFilledNote(null);
    setDraft(draftOf(profile));
  }

  function cancel() {
    setDraft(null);
    setErrors({});
    setFailure(null);
  }

  /** Save Changes: checked by the contract's rules first, the first field to fix focused. */
  function submit() {
    setSaved(false);
    if (!draft) return;
    const checked = editableProfileSchema.safeParse(profileOf(draft));
    if (!checked.success) {
      setErrors(fieldMessages(checked.error.issues));
      setFailure('Some fields need a fix before saving.');
      // To the first field to fix once it is marked (on a phone it may be far below the button).
      setTimeout(() => document.querySelector<HTMLElement>('[data-profile-form] [aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(checked.data, {
      onSuccess: () => {
        setDraft(null);
        setSaved(true);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(fieldMessages(error.details));
        setFailure(profileMessages.save);
      },
    });
  }

  /** Fill from my resume: the primary resume's skills, jobs and schools added to the draft. */
  function fill() {
    setFilledNote(null);
    fromResume.mutate(undefined, {
      onSuccess: (filled) => {
        // The updater merges into whatever was typed meanwhile; the note counts against the draft as it was.
        setDraft((current) => (current ? mergeFromResume(current, filled).draft : current));
        const { added, incomplete } = draft ? mergeFromResume(draft, filled) : { added: 0, incomplete: [] };
        setFilledNote({
          summary:
            added > 0
              ? `Filled from ${filled.resumeTitle}: review the entries, then Save Changes.`
              : `${filled.resumeTitle} adds nothing the profile does not have.`,
          incomplete,
          leftOut: filled.leftOut,
          checkResumeId: filled.readFrom === 'unchecked' && filled.leftOut.length > 0 ? filled.resumeId : null,
        });
      },
    });
  }

  /** Import JSON Resume: each field the file has replaces the draft's. */
  async function importFile(file: File) {
    setImportNote(null);
    const imported = await readJsonResumeFile(file);
    if ('error' in imported) {
      setImportNote({ kind: 'alert', lines: [imported.error] });
      return;
    }
    setDraft((current) => (current ? applyImport(current, imported) : current));
    setImportNote({
      kind: 'status',
      lines: [`Imported from ${file.name}: review the entries, then Save Changes.`, ...imported.skipped.map((reason) => `Not imported: ${reason}`)],
    });
  }

  const fillError = fromResume.isError
    ? fromResume.error instanceof ApiError && fromResume.error.code !== 'UNKNOWN'
      ? fromResume.error.message
      : 'Failed to read your resume. Please try again.'
    : null;

  return {
    draft,
    setDraft,
    errors,
    failure,
    saved,
    saving: save.isPending,
    filling: fromResume.isPending,
    fillError,
    filledNote,
    importNote,
    edit,
    cancel,
    submit,
    fill,
    importFile,
  };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;
