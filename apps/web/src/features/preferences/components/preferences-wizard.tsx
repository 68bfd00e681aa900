import type { Preferences } from '@seeker/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { usePreferences } from '../api/get-preferences';
import { toWizardPreferences } from '../lib/wizard-state';
import { FieldAlert } from './field-alert';
import type { PreferencesWizardForm as PreferencesWizardFormType } from './preferences-wizard-form';
import { wizardDialogClassName } from './wizard-layout';

type WizardForm = typeof PreferencesWizardFormType;

// The steps, their fields and their libraries (slider, popover, checkbox…) come when the wizard first
// opens: the dashboard, under it on every load, paints without them.
let loadedForm: WizardForm | undefined;
const loadForm = () =>
  import('./preferences-wizard-form').then((module) => {
    loadedForm = module.PreferencesWizardForm;
    return loadedForm;
  });

/**
 * The wizard's form once its code is here (state, not Suspense: the dialog's loading content stays up
 * until then, as while the saved preferences load), or whether fetching it failed.
 */
function useWizardForm(open: boolean) {
  const [form, setForm] = useState<{ Form: WizardForm } | undefined>(loadedForm && { Form: loadedForm });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open || form) return;
    let live = true;
    loadForm().then(
      (Form) => live && setForm({ Form }),
      (error: unknown) => {
        console.error('Could not load the preferences wizard', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [open, form, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return { Form: form?.Form, failed, retry };
}

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
  const { Form, failed, retry } = useWizardForm(open);
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
            <FieldAlert message={failed ? 'Could not load the wizard.' : 'Could not load your preferences.'}>
              <Button variant="outline" size="sm" className="w-fit" onClick={() => (failed ? retry() : void preferencesQuery.refetch())}>
                Try again
              </Button>
            </FieldAlert>
          ) : (
            spinner
          ),
        )
      )}
    </Dialog>
  );
}
