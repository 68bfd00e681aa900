import type { Preferences } from '@seeker/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { usePreferences } from '../api/get-preferences';
import { toWizardPreferences } from '../lib/wizard-state';
import { FieldAlert } from './field-alert';
import { PreferencesWizardForm } from './preferences-wizard-form';
import { wizardDialogClassName } from './wizard-layout';

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
  const handleCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    returnFocus();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {!open ? null : saved ? (
        <PreferencesWizardForm
          userId={userId}
          guest={guest}
          initialPreferences={toWizardPreferences(saved)}
          onSaved={onSaved}
          onClose={() => onOpenChange(false)}
          onCloseAutoFocus={handleCloseAutoFocus}
          initialStep={initialStep}
        />
      ) : (
        <DialogContent className={wizardDialogClassName} onCloseAutoFocus={handleCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Job Preferences</DialogTitle>
            <DialogDescription>Loading your saved preferences.</DialogDescription>
          </DialogHeader>
          {preferencesQuery.isError ? (
            <FieldAlert message="Could not load your preferences.">
              <Button variant="outline" size="sm" className="w-fit" onClick={() => void preferencesQuery.refetch()}>
                Try again
              </Button>
            </FieldAlert>
          ) : (
            <div className="flex flex-1 items-center justify-center py-8">
              <Spinner label="Loading preferences" className="size-8" />
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
