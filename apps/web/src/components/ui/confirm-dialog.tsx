import { useId } from 'react';
import { cn } from '@/lib/cn';
import { AlertDialogButtons } from './alert-dialog-buttons';
import { dialogContentClassName, type ConfirmDialogProps } from './dialog-shared';
import { Modal } from './modal';

/** A destructive action asks first (an alert dialog); Escape or Cancel keeps things as they are. */
export function ConfirmDialog({ open, title, description, action, cancel = 'Cancel', onCancel, onConfirm, returnFocus }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Modal
      open={open}
      onDismiss={onCancel}
      role="alertdialog"
      keepOnOutsidePress
      labelledBy={`${id}-title`}
      describedBy={`${id}-description`}
      className={cn(dialogContentClassName, 'max-w-sm')}
      returnFocus={() => {
        const target = returnFocus?.();
        target?.focus();
        return Boolean(target) && document.activeElement === target;
      }}
    >
      <div className="grid gap-1.5">
        <h2 id={`${id}-title`} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        <div id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </div>
      </div>
      <AlertDialogButtons cancel={cancel} action={action} onCancel={onCancel} onAction={onConfirm} />
    </Modal>
  );
}
