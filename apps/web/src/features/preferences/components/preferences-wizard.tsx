import type { Preferences } from '@seeker/contract';
import type { ReactNode } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { usePreferences } from '../api/get-preferences';
import { toWizardPreferences } from '../lib/wizard-state';
import { wizardDialogClassName } from './wizard-layout';

// The steps, their fields and their libraries (slider, popover, checkbox…) come when the wizard first
// opens: the dashboard, under it on every load, paints without them.
const wizardForm = lazyModule(() => import('./preferences-wizard-form').then((module) => module.PreferencesWizardForm));

type PreferencesWizardProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string | undefined;
  /** The signed-in user is a guest, with no email address. */
  guest?: boolean;
  onSaved: (preferences: Preferences) => void;
  /** Called as the dialog closes: it has no trigger for Radix to focus. */
  returnFocus: () => void;
  /** The step to open at; the first one unless given. */
  initialStep?: number;
};

/** The job-preferences wizard in a modal, loaded with the saved preferences. */
export function PreferencesWizard({ open, onOpenChange, userId, guest = false, onSaved, returnFocus, initialStep }: PreferencesWizardProps) {
  const preferencesQuery = usePreferences({ userId: userId ?? '', queryConfig: { enabled: Boolean(userId) } });
  const saved = preferencesQuery.data?.preferences;
  // State, not Suspense: the dialog's loading content stays up until the form's code is here, as while
  // the saved preferences load.
  const { data: Form, isError: failed, refetch: retry } = useLazyModule(wizardForm, open, 'the preferences wizard');
  const handleCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    returnFocus();
  };

  const loading = (children: ReactNode) => (
    <DialogContent className={wizardDialogClassName} onCloseAutoFocus={handleCloseAutoFocus}>
      <DialogHeader>
        <DialogTitle>Job Preferences</DialogTitle>
        <DialogDescription>Loading your saved preferences.</DialogDescription>
      </DialogHeader>
      {children}
    </DialogContent>
  );
  const spinner = (
    <div className="flex flex-1 items-center justify-center py-8">
      <Spinner label="Loading preferences" className="size-8" />
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {!open ? null : saved && Form ? (
        <Form
          userId={userId}
          guest={guest}
          initialPreferences={toWizardPreferences(saved)}
          onSaved={onSaved}
          onClose={() => onOpenChange(false)}
          onCloseAutoFocus={handleCloseAutoFocus}
          initialStep={initialStep}
        />
      ) : (
        loading(
          preferencesQuery.isError || failed ? (
            <LoadFailure
              look="notice"
              message={failed ? 'Could not load the wizard.' : 'Could not load your preferences.'}
              onRetry={() => (failed ? retry() : void preferencesQuery.refetch())}
            />
          ) : (
            spinner
          ),
        )
      )}
    </Dialog>
  );
}
