import { profileMessages, type UserProfile } from '@seeker/contract';
import { FileDown, Pencil, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { LoadingLine } from '@/components/ui/loading-line';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { useProfileForm, type ProfileFormState } from '../hooks/use-profile-form';
import { downloadFile } from '../lib/download-file';
import { jsonResumeFile } from '../lib/json-resume-file';
import { ProfileForm } from './profile-form';
import { ProfileSources } from './profile-sources';
import { ProfileView } from './profile-view';

/**
 * The Profile screen (spec part 2 section 2): view mode, or edit mode with Save Changes. `email` (a signed-up
 * account's, never a guest's placeholder) goes into the exported JSON Resume.
 */
export function ProfileScreen({ userId, email }: { userId: string; email?: string }) {
  const profile = useProfile(userId);
  const form = useProfileForm(userId);
  return (
    <ProfilePage actions={profile.data && <ProfileActions profile={profile.data} email={email} form={form} />}>
      <QueryState
        query={profile}
        look="plain"
        message={(error) =>
          error instanceof ApiError && error.status === 404 ? profileMessages.notFound : 'Failed to load your profile. Please try again.'
        }
        loading={<LoadingLine>Loading profile…</LoadingLine>}
      >
        {(data) => (
          <>
            <ProfileIdentity profile={data} />
            {form.failure && <Notice kind="alert">{form.failure}</Notice>}
            {form.saved && !form.draft && <Notice kind="status">Profile saved.</Notice>}
            {form.draft && <ProfileSources form={form} />}
            {form.draft ? <ProfileForm draft={form.draft} onChange={form.setDraft} errors={form.errors} /> : <ProfileView profile={data} />}
          </>
        )}
      </QueryState>
    </ProfilePage>
  );
}

/** View mode: Export and Edit Profile; edit mode: Cancel and Save Changes. */
function ProfileActions({ profile, email, form }: { profile: UserProfile; email: string | undefined; form: ProfileFormState }) {
  const editing = form.draft !== null;
  return (
    <>
      {!editing && (
        <Button variant="outline" onClick={() => downloadFile(jsonResumeFile(profile, email))}>
          <FileDown aria-hidden="true" />
          Export JSON Resume
        </Button>
      )}
      {editing && (
        <Button variant="outline" onClick={form.cancel} disabled={form.saving}>
          Cancel
        </Button>
      )}
      <Button onClick={editing ? form.submit : () => form.edit(profile)} disabled={form.saving}>
        {editing ? <Save aria-hidden="true" /> : <Pencil aria-hidden="true" />}
        {editing ? (form.saving ? 'Saving…' : 'Save Changes') : 'Edit Profile'}
      </Button>
    </>
  );
}

/** The photo (or the name's first letter), the name, and the title and place under it. */
function ProfileIdentity({ profile }: { profile: UserProfile }) {
  return (
    <section aria-labelledby="profile-name" className="flex min-w-0 items-center gap-3">
      {profile.avatar?.startsWith('https://') ? (
        <img src={profile.avatar} alt="" className="size-14 rounded-full object-cover" referrerPolicy="no-referrer" />
      ) : (
        <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-xl font-semibold text-primary">
          {(profile.name.trim().charAt(0) || '?').toUpperCase()}
        </span>
      )}
      <div className="min-w-0">
        <h2 id="profile-name" className="text-xl font-semibold break-words">
          {profile.name || 'Your profile'}
        </h2>
        <p className="text-sm text-muted-foreground">{[profile.title, profile.location].filter(Boolean).join(' · ') || 'Add a title and location'}</p>
      </div>
    </section>
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
