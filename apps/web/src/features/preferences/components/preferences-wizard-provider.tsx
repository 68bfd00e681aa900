import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { authClient } from '@/lib/auth-client';
import { PreferencesWizardContext } from '../hooks/use-preferences-wizard';
import { usePreferencesOnboarding } from '../hooks/use-preferences-onboarding';
import { focusedElement, restoreFocus } from '../lib/focus-return';
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
  // Remembered when the wizard opens (button or auto-open); both dialogs give focus back to it.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const rememberFocus = useCallback(() => {
    returnFocusTo.current = focusedElement();
  }, []);
  const returnFocus = useCallback(() => restoreFocus(returnFocusTo.current), []);
  const onboarding = usePreferencesOnboarding({ id: user.id, isAnonymous: user.isAnonymous === true }, { onOpen: rememberFocus });
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
        returnFocus={returnFocus}
      />
      <PreferencesSavedDialog open={onboarding.successOpen} onOpenChange={onboarding.setSuccessOpen} returnFocus={returnFocus} />
    </PreferencesWizardContext.Provider>
  );
}
