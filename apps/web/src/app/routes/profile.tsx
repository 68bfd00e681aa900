import { ProfileScreen } from '@/features/profile';
import { authClient } from '@/lib/auth-client';

/** Serves /profile. */
export function ProfileRoute() {
  const { data: session, isPending } = authClient.useSession();
  if (isPending) return <p role="status" className="text-sm text-muted-foreground">Loading profile…</p>;
  if (!session) return <p className="text-sm">Please sign in to view your profile.</p>;
  return <ProfileScreen key={session.user.id} userId={session.user.id} />;
}
