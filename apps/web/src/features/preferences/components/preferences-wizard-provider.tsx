import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { PreferencesWizardContext, type OpenWizardOptions } from '../hooks/use-preferences-wizard';
import { usePreferencesOnboarding } from '../hooks/use-preferences-onboarding';
import { focusedElement, restoreFocus } from '../lib/focus-return';
import { PreferencesWizard } from './preferences-wizard';

// "Preferences Saved!" and its confetti come with the first save (fetched as the save succeeds, within the
// 150 ms before the dialog shows): a visit that saves nothing goes without them.
const savedDialog = lazyModule(() => import('./preferences-saved-dialog').then((module) => module.PreferencesSavedDialog));

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
  const saved = useLazyModule(savedDialog, onboarding.successOpen, 'the Preferences Saved dialog');
  const PreferencesSavedDialog = saved.data;
  const notice = saved.isError && onboarding.successOpen;
  // Read as the wizard's form mounts. Every openWizard sets it (a plain one back to 0); onboarding's auto-open, on app load, comes before any.
  const [startStep, setStartStep] = useState(0);
  const controls = useMemo(
    () => ({
      openWizard: (options?: OpenWizardOptions) => {
        // Also used straight as a click handler, which passes the click event: only a number is a step.
        setStartStep(typeof options?.step === 'number' ? options.step : 0);
        setWizardOpen(true);
      },
    }),
    [setWizardOpen],
  );

  return (
    <PreferencesWizardContext.Provider value={controls}>
      {children}
      <PreferencesWizard
        open={onboarding.wizardOpen}
        onOpenChange={onboarding.setWizardOpen}
        userId={user.id}
        guest={user.isAnonymous === true}
        onSaved={(preferences) => {
          savedDialog.load().catch(() => {
            // Opening the dialog asks again, and says so if that fails too.
          });
          saved.refetch();
          onboarding.handleSaved(preferences);
        }}
        returnFocus={returnFocus}
        initialStep={startStep}
      />
      {PreferencesSavedDialog ? (
        <PreferencesSavedDialog open={onboarding.successOpen} userId={user.id} onOpenChange={onboarding.setSuccessOpen} returnFocus={returnFocus} />
      ) : null}
      {/* The save went through; only its celebration could not be fetched (the network, or a release since the
          page loaded): said plainly instead, until closed. */}
      <div
        role="status"
        className={
          notice
            ? 'fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-sm items-center gap-3 rounded-lg border bg-card p-3 text-sm shadow-lg'
            : 'sr-only'
        }
      >
        {notice ? (
          <>
            <p className="flex-1">Your job preferences have been saved.</p>
            <Button variant="outline" size="sm" onClick={() => onboarding.setSuccessOpen(false)}>
              Close
            </Button>
          </>
        ) : null}
      </div>
    </PreferencesWizardContext.Provider>
  );
}
