import { PageHeader } from '@/components/page-header';
import { SettingsScreen } from '@/features/settings';
import { authClient } from '@/lib/auth-client';

/** Serves /settings (?tab=resume|notifications|account). */
export function SettingsRoute() {
  const { data: session, isPending } = authClient.useSession();
  if (session) {
    const { id, name, email, isAnonymous } = session.user;
    return <SettingsScreen key={id} user={{ id, name, email, isAnonymous: Boolean(isAnonymous) }} />;
  }
  return (
    <div className="grid gap-6">
      <PageHeader title="Settings" />
      <p role={isPending ? 'status' : undefined} className="text-sm text-muted-foreground">
        {isPending ? 'Loading settings…' : 'Please sign in to change your settings.'}
      </p>
    </div>
  );
}
