// What the app and other features may use of auth.
export { AuthGate } from './components/auth-gate';
export { SaveAccountDialog } from './components/save-account-dialog';
export { useAuthAction } from './hooks/use-auth-action';
export { guestSignOutTitle, guestSignOutWarning, useSignOut } from './hooks/use-sign-out';
export { GuestSignOutDialog } from './components/guest-sign-out-dialog';
