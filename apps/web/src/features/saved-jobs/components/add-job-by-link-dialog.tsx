import { addJobByLinkMessages, jobLinkMaxLength, type AddJobByLinkResponse } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
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
  // "Acme Robotics, Inc." ends the sentence itself: no second full stop.
  return added
    ? `Saved "${job.title}" at ${job.company}${job.company.endsWith('.') ? '' : '.'}`
    : `You already had "${job.title}" at ${job.company}; it is up to date now.`;
}

/**
 * "Add a job by link": paste a Greenhouse, Lever, Ashby, Workable or SmartRecruiters job page's address
 * and the job is read from that source and saved. `onAdded` hears what was saved (the screen says so).
 */
export function AddJobByLinkDialog({ onAdded }: { onAdded: (result: AddJobByLinkResponse) => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // An empty field is told at once, without asking the server.
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();
  const adding = useMutation({
    mutationFn: addJobByLink,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: savedJobsKeys.all });
      setOpen(false);
      onAdded(result);
    },
    // Back to the field the error is about (it describes it), wherever the submit came from.
    onError: () => field.current?.focus(),
  });
  const failure = adding.error;
  const fieldError = emptyError ?? (failure instanceof ApiError ? failure.fieldMessage('url') : undefined);
  // The field's own words ("Paste the whole address …"), not the request's ("Invalid body url: …").
  const message = fieldError ?? (failure ? getErrorMessage(failure) : null);

  function reset() {
    setEmptyError(null);
    adding.reset();
  }

  function handleOpenChange(next: boolean) {
    if (adding.isPending) return;
    reset();
    setOpen(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button stays focusable while the job is read (aria-disabled): a second press is ignored.
    if (adding.isPending) return;
    const url = String(new FormData(event.currentTarget).get('url') ?? '').trim();
    if (!url) {
      adding.reset();
      setEmptyError(addJobByLinkMessages.notALink);
      field.current?.focus();
      return;
    }
    setEmptyError(null);
    adding.mutate(url);
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
          <div id={errorId}>
            <FormError message={message} />
          </div>
          <div className="grid gap-2">
            <TextField
              ref={field}
              label="Job link"
              name="url"
              type="url"
              inputMode="url"
              autoComplete="off"
              maxLength={jobLinkMaxLength}
              required
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
              onChange={() => (fieldError || failure) && reset()}
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              For example https://boards.greenhouse.io/company/jobs/123
            </p>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={adding.isPending}>
                Cancel
              </Button>
            </DialogClose>
            {/* aria-disabled, not disabled: the pressed button keeps focus while the server answers. */}
            <Button type="submit" aria-disabled={adding.isPending} className="aria-disabled:opacity-50">
              {adding.isPending ? 'Reading the job…' : 'Add job'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
