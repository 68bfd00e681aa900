import { editableProfileSchema, profileMessages } from '@seeker/contract';
import { LoaderCircle, Pencil, Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { useSaveProfile } from '../api/save-profile';
import { errorsFrom, errorsFromDetails, type FieldErrors } from '../lib/field-errors';
import { draftOf, profileOf, type ProfileDraft } from '../lib/profile-draft';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';

/** The Profile screen (spec part 2 section 2): view mode, or edit mode with Save Changes. */
export function ProfileScreen({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  const save = useSaveProfile(userId);
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  if (profile.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Loading profile…
      </p>
    );
  }
  if (profile.isError) {
    return (
      <div role="alert" className="grid gap-3">
        <p className="text-sm">{profile.error instanceof ApiError && profile.error.status === 404 ? profileMessages.notFound : 'Failed to load your profile. Please try again.'}</p>
        <Button variant="outline" className="justify-self-start" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const data = profile.data;
  const editing = draft !== null;
  const submit = () => {
    if (!draft) return;
    const checked = editableProfileSchema.safeParse(profileOf(draft));
    if (!checked.success) {
      setErrors(errorsFrom(checked.error.issues));
      setFailure('Some fields need a fix before saving.');
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

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {data.avatar?.startsWith('https://') ? (
            <img src={data.avatar} alt="" className="size-14 rounded-full object-cover" referrerPolicy="no-referrer" />
          ) : (
            <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-xl font-semibold text-primary">
              {(data.name.trim().charAt(0) || '?').toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold break-words">{data.name || 'Your profile'}</h1>
            <p className="text-sm text-muted-foreground">{[data.title, data.location].filter(Boolean).join(' · ') || 'Add a title and location'}</p>
          </div>
        </div>
        <div className="flex gap-2">
          {editing && (
            <Button variant="outline" onClick={() => { setDraft(null); setErrors({}); setFailure(null); }} disabled={save.isPending}>
              Cancel
            </Button>
          )}
          <Button
            onClick={() => {
              setSaved(false);
              if (editing) submit();
              else setDraft(draftOf(data));
            }}
            disabled={save.isPending}
          >
            {editing ? <Save aria-hidden="true" /> : <Pencil aria-hidden="true" />}
            {editing ? (save.isPending ? 'Saving…' : 'Save Changes') : 'Edit Profile'}
          </Button>
        </div>
      </header>
      {failure && (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive">
          {failure}
        </p>
      )}
      {saved && !editing && (
        <p role="status" className="rounded-md border border-emerald-600/40 bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          Profile saved.
        </p>
      )}
      {editing ? <ProfileForm draft={draft} onChange={setDraft} errors={errors} /> : <ProfileView profile={data} />}
    </div>
  );
}
