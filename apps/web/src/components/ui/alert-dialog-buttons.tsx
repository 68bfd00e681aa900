import { AlertDialog } from 'radix-ui';
import { Button } from './button';

type AlertDialogButtonsProps = { cancel: string; action: string; onAction: () => void };

/** An alert dialog's two answers: the safe one (also Escape) first on narrow screens' bottom row, the destructive one beside it. */
export function AlertDialogButtons({ cancel, action, onAction }: AlertDialogButtonsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <AlertDialog.Cancel asChild>
        <Button variant="outline">{cancel}</Button>
      </AlertDialog.Cancel>
      <AlertDialog.Action asChild>
        <Button variant="destructive" onClick={onAction}>
          {action}
        </Button>
      </AlertDialog.Action>
    </div>
  );
}
