import { JobsScreen } from '@/features/jobs/components/jobs-screen';
import { usePreferencesWizard } from '@/features/preferences/hooks/use-preferences-wizard';
import { authClient } from '@/lib/auth-client';

export function JobsRoute() {
  const { data: session } = authClient.useSession();
  const { openWizard } = usePreferencesWizard();
  // The auth gate renders the app only with a session.
  if (!session) return null;
  // Keyed by user: nothing of one user's search survives another signing in on the tab.
  return <JobsScreen key={session.user.id} userId={session.user.id} onOpenPreferences={openWizard} />;
}
