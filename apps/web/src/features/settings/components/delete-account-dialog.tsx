import { accountDeletionWord, accountMessages } from '@seeker/contract';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormError } from '@/components/ui/form-error';
import { ApiError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/** The Danger Zone's Delete Account: nothing happens until the user types DELETE; then everything of theirs goes and they are signed out. */
export function DeleteAccountDialog({ userId, onDeleted }: { userId: string; onDeleted: () => void }) {
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount({ onDeleted });
  const confirmed = typed.trim() === accountDeletionWord;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        setTyped('');
        remove.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive" className="justify-self-start">
          <Trash2 aria-hidden="true" />
          Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This deletes your profile, preferences, resumes and their files, searches, saved jobs, research, schedules and notifications, for good.
            Export your data first if you want a copy.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed) remove.mutate({ userId, confirmation: accountDeletionWord });
          }}
        >
          <FormError
            message={
              remove.isError
                ? remove.error instanceof ApiError && remove.error.status > 0 && remove.error.code !== 'UNKNOWN'
                  ? remove.error.message
                  : accountMessages.deleteFailed
                : null
            }
          />
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{accountMessages.confirmation}</Label>
            <Input
              id={inputId}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={remove.isPending}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
