import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { guestSignOutTitle, guestSignOutWarning } from '../hooks/use-sign-out';

type GuestSignOutDialogProps = { open: boolean; onCancel: () => void; onConfirm: () => void; returnFocus: () => HTMLElement | null };

/** What a guest is asked before Log Out: Cancel or Escape keeps them signed in, focus back on Log Out. */
export function GuestSignOutDialog(props: GuestSignOutDialogProps) {
  return <ConfirmDialog title={guestSignOutTitle} description={guestSignOutWarning} action="Log Out" {...props} />;
}
