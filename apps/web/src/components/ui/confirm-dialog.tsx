import { useDialogLayer } from './dialog';
import type { ConfirmDialogProps } from './dialog-shared';

/** A destructive action asks first (an alert dialog); Escape or Cancel keeps things as they are. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const layer = useDialogLayer(props.open);
  return layer ? <layer.ConfirmDialogContent {...props} /> : null;
}
