import { Button } from './button';

type AlertDialogButtonsProps = { cancel: string; action: string; onCancel: () => void; onAction: () => void };

/** An alert dialog's two answers: the safe one (focused on open, also Escape) first on narrow screens' bottom row, the destructive one beside it. */
export function AlertDialogButtons({ cancel, action, onCancel, onAction }: AlertDialogButtonsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" data-autofocus onClick={onCancel}>
        {cancel}
      </Button>
      <Button variant="destructive" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
