import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { authClient } from '@/lib/auth-client';
import { JobsScreen } from '@/features/job-search';
import { usePreferencesWizard } from '@/features/preferences';

export function JobsRoute() {
  const { data: session } = authClient.useSession();
  const { openWizard } = usePreferencesWizard();
  // `/jobs?session=…` (a notification's link) opens that search.
  const [params, setParams] = useSearchParams();
  const linkedSessionId = params.get('session') ?? undefined;
  useEffect(() => {
    // The screen has taken the search on (session storage keeps it); the address goes back to /jobs,
    // so a reload or New Search is not pulled back to the linked one.
    if (!linkedSessionId) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('session');
        return next;
      },
      { replace: true },
    );
  }, [linkedSessionId, setParams]);
  // The auth gate renders the app only with a session.
  if (!session) return null;
  // Keyed by user: nothing of one user's search survives another signing in on the tab.
  return <JobsScreen key={session.user.id} userId={session.user.id} onOpenPreferences={openWizard} linkedSessionId={linkedSessionId} />;
}
