import { hasPreferences } from '@seeker/contract';
import { useQueryClient } from '@tanstack/react-query';
import { DashboardScreen } from '@/features/dashboard';
import { ScheduledSearchesSection } from '@/features/scheduled-searches';
import { authClient } from '@/lib/auth-client';
import { getPreferencesQueryOptions, usePreferences, scheduleStep, usePreferencesWizard } from '@/features/preferences';

function SignedInDashboard({ userId }: { userId: string }) {
  const { openWizard } = usePreferencesWizard();
  const queryClient = useQueryClient();
  // The wizard's app-load check already asked for these; this reads the same cache entry.
  const { data: preferences } = usePreferences({ userId });
  return (
    <DashboardScreen
      userId={userId}
      onOpenPreferences={() => openWizard()}
      preferencesSaved={preferences ? hasPreferences(preferences.preferences) : undefined}
      scheduledSearches={
        <ScheduledSearchesSection
          userId={userId}
          onEditSchedule={() => openWizard({ step: scheduleStep })}
          // Pausing, resuming or deleting also switches the saved Enable Automated Job Search; the wizard reads it afresh.
          onChanged={() => void queryClient.invalidateQueries({ queryKey: getPreferencesQueryOptions(userId).queryKey })}
        />
      }
    />
  );
}

export function DashboardRoute() {
  const { data: session } = authClient.useSession();
  // The auth gate shows this screen only with a session.
  if (!session) return null;
  return <SignedInDashboard key={session.user.id} userId={session.user.id} />;
}
