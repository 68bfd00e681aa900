import { JobsScreen } from '@/features/jobs/components/jobs-screen';
import { usePreferencesWizard } from '@/features/preferences/hooks/use-preferences-wizard';
import { authClient } from '@/lib/auth-client';

export function JobsRoute() {
  const { data: session } = authClient.useSession();
  const { openWizard } = usePreferencesWizard();
  // The auth gate renders the app only with a session.
  if (!session) return null;
  return <JobsScreen userId={session.user.id} onOpenPreferences={openWizard} />;
}
