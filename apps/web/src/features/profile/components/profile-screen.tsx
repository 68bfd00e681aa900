import { editableProfileSchema, profileMessages } from '@seeker/contract';
import { FileDown, FileInput, FileUp, LoaderCircle, Pencil, Save } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { FileButton } from '@/components/ui/file-button';
import { ApiError } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { useProfileFromResume } from '../api/get-profile-from-resume';
import { useSaveProfile } from '../api/save-profile';
import { downloadFile } from '../lib/download-file';
import { applyImport, jsonResumeFile, readJsonResumeFile } from '../lib/json-resume-file';
import { mergeFromResume } from '../lib/merge-from-resume';
import { errorsFrom, errorsFromDetails, type FieldErrors } from '../lib/field-errors';
import { draftOf, profileOf, type ProfileDraft } from '../lib/profile-draft';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';

/**
 * The Profile screen (spec part 2 section 2): view mode, or edit mode with Save Changes. `email` (a signed-up
 * account's, never a guest's placeholder) goes into the exported JSON Resume.
 */
export function ProfileScreen({ userId, email }: { userId: string; email?: string }) {
  const profile = useProfile(userId);
  const save = useSaveProfile(userId);
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const fromResume = useProfileFromResume(userId);
  const [filledNote, setFilledNote] = useState<string | null>(null);
  const [importNote, setImportNote] = useState<{ kind: 'status' | 'alert'; lines: string[] } | null>(null);

  if (profile.isPending) {
    return (
      <ProfilePage>
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Loading profile…
        </p>
      </ProfilePage>
    );
  }
  if (profile.isError) {
    return (
      <ProfilePage>
        <div role="alert" className="grid gap-3">
          <p className="text-sm">
            {profile.error instanceof ApiError && profile.error.status === 404
              ? profileMessages.notFound
              : 'Failed to load your profile. Please try again.'}
          </p>
          <Button variant="outline" className="justify-self-start" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      </ProfilePage>
    );
  }

  const data = profile.data;
  const editing = draft !== null;
  const fill = () => {
    setFilledNote(null);
    fromResume.mutate(undefined, {
      onSuccess: (filled) => {
        // The updater merges into whatever was typed meanwhile; the note counts against the draft as it was.
        setDraft((current) => (current ? mergeFromResume(current, filled).draft : current));
        const added = draft ? mergeFromResume(draft, filled).added : 0;
        setFilledNote(
          added > 0
            ? `Filled from ${filled.resumeTitle}: review the entries, then Save Changes.`
            : `${filled.resumeTitle} adds nothing the profile does not have.`,
        );
      },
    });
  };
  const importFile = async (file: File) => {
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
  };
  const submit = () => {
    if (!draft) return;
    const checked = editableProfileSchema.safeParse(profileOf(draft));
    if (!checked.success) {
      setErrors(errorsFrom(checked.error.issues));
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
        if (error instanceof ApiError) setErrors(errorsFromDetails(error.details));
        setFailure(profileMessages.save);
      },
    });
  };

  const actions = (
    <>
      {!editing && (
        <Button variant="outline" onClick={() => downloadFile(jsonResumeFile(data, email))}>
          <FileDown aria-hidden="true" />
          Export JSON Resume
        </Button>
      )}
      {editing && (
        <Button
          variant="outline"
          onClick={() => {
            setDraft(null);
            setErrors({});
            setFailure(null);
          }}
          disabled={save.isPending}
        >
          Cancel
        </Button>
      )}
      <Button
        onClick={() => {
          setSaved(false);
          if (editing) submit();
          else {
            setImportNote(null);
            setFilledNote(null);
            setDraft(draftOf(data));
          }
        }}
        disabled={save.isPending}
      >
        {editing ? <Save aria-hidden="true" /> : <Pencil aria-hidden="true" />}
        {editing ? (save.isPending ? 'Saving…' : 'Save Changes') : 'Edit Profile'}
      </Button>
    </>
  );

  return (
    <ProfilePage actions={actions}>
      <section aria-labelledby="profile-name" className="flex min-w-0 items-center gap-3">
        {data.avatar?.startsWith('https://') ? (
          <img src={data.avatar} alt="" className="size-14 rounded-full object-cover" referrerPolicy="no-referrer" />
        ) : (
          <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-xl font-semibold text-primary">
            {(data.name.trim().charAt(0) || '?').toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <h2 id="profile-name" className="text-xl font-semibold break-words">
            {data.name || 'Your profile'}
          </h2>
          <p className="text-sm text-muted-foreground">{[data.title, data.location].filter(Boolean).join(' · ') || 'Add a title and location'}</p>
        </div>
      </section>
      {failure && <Notice kind="alert">{failure}</Notice>}
      {saved && !editing && <Notice kind="status">Profile saved.</Notice>}
      {editing && (
        <div className="grid gap-2 rounded-lg border border-dashed border-border p-3">
          <Button variant="outline" className="justify-self-start" onClick={fill} disabled={fromResume.isPending}>
            <FileInput aria-hidden="true" />
            {fromResume.isPending ? 'Reading your resume…' : 'Fill from my resume'}
          </Button>
          <p className="text-xs text-muted-foreground">
            Adds the skills, jobs and schools your primary resume states. Nothing is saved until you choose Save Changes.
          </p>
          {fromResume.isError && (
            <p role="alert" className="text-sm text-destructive">
              {fromResume.error instanceof ApiError && fromResume.error.code !== 'UNKNOWN'
                ? fromResume.error.message
                : 'Failed to read your resume. Please try again.'}
            </p>
          )}
          {filledNote && (
            <p role="status" className="text-sm">
              {filledNote}
            </p>
          )}
          <FileButton variant="outline" className="justify-self-start" accept="application/json,.json" onFile={(file) => void importFile(file)}>
            <FileUp aria-hidden="true" />
            Import JSON Resume
          </FileButton>
          <p className="text-xs text-muted-foreground">
            Replaces each field the file has (jsonresume.org format, up to 1 MB); the rest stay as they are.
          </p>
          {importNote && (
            <div role={importNote.kind} className={importNote.kind === 'alert' ? 'text-sm text-destructive' : 'grid gap-1 text-sm'}>
              {importNote.lines.map((line, index) => (
                // Two skipped entries can read the same.
                <p key={index}>{line}</p>
              ))}
            </div>
          )}
        </div>
      )}
      {editing ? <ProfileForm draft={draft} onChange={setDraft} errors={errors} /> : <ProfileView profile={data} />}
    </ProfilePage>
  );
}

/** The screen's frame: the "Profile" heading (which names the tab) over a readable column. */
function ProfilePage({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title="Profile" actions={actions} />
      {children}
    </div>
  );
}
