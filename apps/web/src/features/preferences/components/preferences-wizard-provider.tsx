import { useMemo, type ReactNode } from 'react';
import { authClient } from '@/lib/auth-client';
import { PreferencesWizardContext } from '../hooks/use-preferences-wizard';
import { usePreferencesOnboarding } from '../hooks/use-preferences-onboarding';
import { PreferencesSavedDialog } from './preferences-saved-dialog';
import { PreferencesWizard } from './preferences-wizard';

type SessionUser = { id: string; isAnonymous?: boolean | null };

/** Holds the wizard for the whole signed-in app: onboarding opens it, the dashboard's button too. */
export function PreferencesWizardProvider({ children }: { children: ReactNode }) {
  const { data: session } = authClient.useSession();
  const user = session?.user;
  if (!user) return children;
  // A different user starts with a fresh wizard and a fresh onboarding check.
  return (
    <SignedInWizard key={user.id} user={user}>
      {children}
    </SignedInWizard>
  );
}

function SignedInWizard({ user, children }: { user: SessionUser; children: ReactNode }) {
  const onboarding = usePreferencesOnboarding({ id: user.id, isAnonymous: user.isAnonymous === true });
  const { setWizardOpen } = onboarding;
  const controls = useMemo(() => ({ openWizard: () => setWizardOpen(true) }), [setWizardOpen]);

  return (
    <PreferencesWizardContext.Provider value={controls}>
      {children}
      <PreferencesWizard
        open={onboarding.wizardOpen}
        onOpenChange={onboarding.setWizardOpen}
        userId={user.id}
        onSaved={onboarding.handleSaved}
      />
      <PreferencesSavedDialog open={onboarding.successOpen} onOpenChange={onboarding.setSuccessOpen} />
    </PreferencesWizardContext.Provider>
  );
}
