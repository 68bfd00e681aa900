import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { authClient } from '@/lib/auth-client';
import { runGuestKeptHooks } from '@/lib/session-hooks';
import { useAuthAction } from '../hooks/use-auth-action';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';

/**
 * Turns a guest into an account. Signing up while signed in as a guest makes the server's
 * anonymous plugin move the guest's data to the new user.
 */
export function SaveAccountDialog({ triggerClassName }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  const { run, pending, error, clearError } = useAuthAction();
  const { data: session } = authClient.useSession();

  function handleOpenChange(next: boolean) {
    if (pending) return;
    clearError();
    setOpen(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const guestId = session?.user.id;
    const saved = await run(async () => {
      const result = await authClient.signUp.email({ name, email, password });
      if (guestId && result.data) runGuestKeptHooks(guestId, result.data.user.id);
      return result;
    });
    if (saved) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className={triggerClassName}>
          Keep your data
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keep your data</DialogTitle>
          <DialogDescription>
            You are using Seeker as a guest. Create an account to keep your saved jobs, resumes and research and to sign in from anywhere.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-4">
          <FormError message={error} />
          <TextField label="Name" name="name" autoComplete="name" required />
          <TextField label="Email" name="email" type="email" autoComplete="email" required />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            hint="At least 8 characters."
            required
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : 'Create account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
