import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { authClient } from '@/lib/auth-client';
import { useAuthAction } from '@/features/auth';

export const passwordMessages = {
  mismatch: 'The new passwords do not match.',
  changed: 'Password changed. Your other devices were signed out.',
  wrongCurrent: 'Your current password is not right. Check it and try again; your password has not changed.',
} as const;

const authMessages = { INVALID_PASSWORD: passwordMessages.wrongCurrent };

/** Current password, then the new one twice; other sessions end, this one stays. */
export function ChangePasswordForm() {
  const { run, pending, error, clearError } = useAuthAction(authMessages);
  const [mismatch, setMismatch] = useState(false);
  const [changed, setChanged] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const currentPassword = String(form.get('currentPassword') ?? '');
    const newPassword = String(form.get('newPassword') ?? '');
    setChanged(false);
    clearError();
    setMismatch(newPassword !== String(form.get('confirmPassword') ?? ''));
    if (newPassword !== String(form.get('confirmPassword') ?? '')) return;
    if (await run(() => authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }))) {
      formElement.reset();
      setChanged(true);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
      <FormError message={mismatch ? passwordMessages.mismatch : error} />
      <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" required />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        hint="At least 8 characters."
        required
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        required
      />
      {changed && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {passwordMessages.changed}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
