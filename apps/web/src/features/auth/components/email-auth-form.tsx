import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import type { RunAuthAction } from '../hooks/use-auth-action';
import { AuthModeSwitch, type AuthMode } from './auth-mode-switch';
import { TextField } from '@/components/ui/text-field';

type EmailAuthFormProps = {
  pending: boolean;
  run: RunAuthAction;
  onModeChange: () => void;
};

const MIN_PASSWORD_LENGTH = 8;

export function EmailAuthForm({ pending, run, onModeChange }: EmailAuthFormProps) {
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const isSignUp = mode === 'sign-up';

  function changeMode(next: AuthMode) {
    setMode(next);
    onModeChange();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const name = String(form.get('name') ?? '').trim();
    // On success the session updates and the auth gate swaps this screen for the app.
    await run(() => (isSignUp ? authClient.signUp.email({ name, email, password }) : authClient.signIn.email({ email, password })));
  }

  return (
    <div className="grid gap-4">
      <AuthModeSwitch mode={mode} onChange={changeMode} disabled={pending} />
      <form onSubmit={handleSubmit} className="grid gap-4" aria-label={isSignUp ? 'Create account' : 'Sign in'}>
        {isSignUp ? <TextField label="Name" name="name" autoComplete="name" required /> : null}
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          required
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          minLength={isSignUp ? MIN_PASSWORD_LENGTH : undefined}
          hint={isSignUp ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
        />
        <Button type="submit" disabled={pending} className="w-full">
          {isSignUp ? 'Create account' : 'Sign in'}
        </Button>
      </form>
    </div>
  );
}
