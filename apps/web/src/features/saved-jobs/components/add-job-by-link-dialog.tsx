import { jobLinkMaxLength, type AddJobByLinkResponse } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { addJobByLink } from '../api/add-job-by-link';
import { savedJobsKeys } from '../lib/saved-jobs-keys';

/** What the screen says once a link was read: the job saved, or the one the user already had. */
export function addedJobMessage({ job, added }: AddJobByLinkResponse) {
  return added ? `Saved "${job.title}" at ${job.company}.` : `You already had "${job.title}" at ${job.company}; it is up to date now.`;
}

/**
 * "Add a job by link": paste a Greenhouse, Lever, Ashby, Workable or SmartRecruiters job page's address
 * and the job is read from that source and saved. `onAdded` hears what was saved (the screen says so).
 */
export function AddJobByLinkDialog({ onAdded }: { onAdded: (result: AddJobByLinkResponse) => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const adding = useMutation({
    mutationFn: addJobByLink,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: savedJobsKeys.all });
      setOpen(false);
      onAdded(result);
    },
  });
  const failure = adding.error;
  const fieldError = failure instanceof ApiError ? failure.fieldMessage('url') : undefined;

  function handleOpenChange(next: boolean) {
    if (adding.isPending) return;
    adding.reset();
    setOpen(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    adding.mutate(String(new FormData(event.currentTarget).get('url') ?? ''));
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Add a job by link
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a job by link</DialogTitle>
          <DialogDescription>
            Paste the address of a job page on Greenhouse, Lever, Ashby, Workable or SmartRecruiters. Seeker reads the job from there and saves it
            with your other jobs, ranked against your preferences.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
          <FormError message={failure ? getErrorMessage(failure) : null} />
          <TextField
            label="Job link"
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={jobLinkMaxLength}
            required
            aria-invalid={fieldError ? true : undefined}
            hint="For example https://boards.greenhouse.io/company/jobs/123"
            onChange={() => fieldError && adding.reset()}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={adding.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={adding.isPending}>
              {adding.isPending ? 'Reading the job…' : 'Add job'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
