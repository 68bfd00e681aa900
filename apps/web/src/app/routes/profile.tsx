import { PageHeader } from '@/components/page-header';
import { ProfileScreen } from '@/features/profile';
import { authClient } from '@/lib/auth-client';

/** Serves /profile. */
export function ProfileRoute() {
  const { data: session, isPending } = authClient.useSession();
  if (session)
    return <ProfileScreen key={session.user.id} userId={session.user.id} email={session.user.isAnonymous ? undefined : session.user.email} />;
  return (
    <div className="grid gap-6">
      <PageHeader title="Profile" />
      {isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading profile…
        </p>
      ) : (
        <p className="text-sm">Please sign in to view your profile.</p>
      )}
    </div>
  );
}
