import { hasPreferences } from '@seeker/contract';
import { DashboardScreen } from '@/features/dashboard';
import { usePreferences } from '@/features/preferences/api/get-preferences';
import { usePreferencesWizard } from '@/features/preferences/hooks/use-preferences-wizard';
import { authClient } from '@/lib/auth-client';

function SignedInDashboard({ userId }: { userId: string }) {
  const { openWizard } = usePreferencesWizard();
  // The wizard's app-load check already asked for these; this reads the same cache entry.
  const { data: preferences } = usePreferences({ userId });
  return (
    <DashboardScreen
      userId={userId}
      onOpenPreferences={openWizard}
      preferencesSaved={preferences ? hasPreferences(preferences.preferences) : undefined}
    />
  );
}

export function DashboardRoute() {
  const { data: session } = authClient.useSession();
  // The auth gate shows this screen only with a session.
  if (!session) return null;
  return <SignedInDashboard key={session.user.id} userId={session.user.id} />;
}
