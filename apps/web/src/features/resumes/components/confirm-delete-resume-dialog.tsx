import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type ConfirmDeleteResumeDialogProps = {
  title: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
};

/** Spec part 2 section 5: deleting a resume asks first. Escape or Cancel keeps it. */
export function ConfirmDeleteResumeDialog({ title, onCancel, onConfirm, returnFocus }: ConfirmDeleteResumeDialogProps) {
  return (
    <ConfirmDialog
      open={title !== null}
      title="Delete this resume?"
      description={<>“{title}” and its file will be deleted for good.</>}
      action="Delete"
      onCancel={onCancel}
      onConfirm={onConfirm}
      returnFocus={returnFocus}
    />
  );
}
