import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { fireConfetti } from '../lib/fire-confetti';
import { onboardingDelays } from '../lib/onboarding-delays';
import { SavedResumeNote } from './saved-resume-note';

type PreferencesSavedDialogProps = {
  open: boolean;
  /** Whose resume the dialog speaks of. */
  userId: string;
  onOpenChange: (open: boolean) => void;
  /** Called as the dialog closes: it has no trigger for Radix to focus. */
  returnFocus: () => void;
};

export function PreferencesSavedDialog({ open, userId, onOpenChange, returnFocus }: PreferencesSavedDialogProps) {
  const panel = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => {
      fireConfetti(panel.current ?? undefined).catch((error: unknown) => console.warn('Confetti failed', error));
    }, onboardingDelays.confetti);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={panel}
        hideCloseButton
        className="text-center"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader className="pr-0 text-center">
          <DialogTitle className="text-xl">Preferences Saved! 🎉</DialogTitle>
          <DialogDescription>
            Your job preferences have been saved successfully. We&apos;ll use them to find the best job matches for you.
          </DialogDescription>
        </DialogHeader>
        <SavedResumeNote userId={userId} />
        <DialogFooter className="sm:justify-center">
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
