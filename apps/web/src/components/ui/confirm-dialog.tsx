import { DialogLoadFailure, useDialogLayer } from './dialog';
import type { ConfirmDialogProps } from './dialog-shared';

/** A destructive action asks first (an alert dialog); Escape or Cancel keeps things as they are. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { layer, failed, retry } = useDialogLayer(props.open, props.onCancel);
  if (layer) return <layer.ConfirmDialogContent {...props} />;
  return failed ? <DialogLoadFailure onRetry={retry} onClose={props.onCancel} /> : null;
}
