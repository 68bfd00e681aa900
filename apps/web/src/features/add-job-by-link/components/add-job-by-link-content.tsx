import { addJobByLinkMessages, jobLinkMaxLength, type AddJobByLinkResponse, type SavedJobByLink } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { notLoaded } from '@/components/load-failure';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { addJobByLink } from '../api/add-job-by-link';
import { savedJobsKeys } from '@/features/saved-jobs';

/** The form to finish a job a page did not describe fully: fetched when first needed (or while a link is read). */
const draftForm = lazyModule(() => import('./job-draft-form'));

type DraftAnswer = Extract<AddJobByLinkResponse, { outcome: 'draft' }>;

type AddJobByLinkContentProps = {
  /** A job was saved: the dialog closes and the screen says so. */
  onAdded: (result: SavedJobByLink) => void;
  /** While a link is read or a job saved, the dialog may not be closed. */
  onBusyChange: (busy: boolean) => void;
};

/** The form, empty, for a job typed in: the link field's address comes along when it is one. */
function typedInDraft(url: string): DraftAnswer {
  const link = /^https?:\/\//i.test(url) ? url : '';
  return { outcome: 'draft', draft: { url: link, title: '', company: '', location: '', salary: '', description: '' }, reason: '' };
}

/**
 * The dialog's form (fetched when it first opens, under its title): paste a job page's address and the job is read from
 * it and saved. A page that does not describe its job fully (in the structured form search engines read, or
 * with parts left out) gives a form filled with what it did state, to finish and save. "Type the job in" gives
 * that form empty, for a job with no page Seeker can read, or none at all.
 */
export function AddJobByLinkContent({ onAdded, onBusyChange }: AddJobByLinkContentProps) {
  const queryClient = useQueryClient();
  // An empty field is told at once, without asking the server.
  const [emptyError, setEmptyError] = useState<string | null>(null);
  // What the page stated, once the server asks the user to finish it; null while the link field shows.
  const [draft, setDraft] = useState<DraftAnswer | null>(null);
  // The form was asked for by "Type the job in", not by a page's answer.
  const [typing, setTyping] = useState(false);
  // The last page read into a draft: Back and the same link again shows it again, without reading the page twice.
  const lastDraft = useRef<{ url: string; answer: DraftAnswer } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();
  // While the finished job is saved the dialog stays open, as while a link is read.
  const [saving, setSaving] = useState(false);
  const form = useLazyModule(draftForm, draft !== null, 'the job form');

  async function finish(result: SavedJobByLink) {
    await queryClient.invalidateQueries({ queryKey: savedJobsKeys.all });
    // The dialog closes; the next opening starts afresh at the link field.
    onAdded(result);
  }

  const adding = useMutation({
    mutationFn: addJobByLink,
    onSuccess: (result, url) => {
      if (result.outcome === 'saved') return finish(result);
      lastDraft.current = { url, answer: result };
      setTyping(false);
      setDraft(result);
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

  // The content arrives after the dialog opened (its code is fetched then): the field takes the focus.
  useEffect(() => field.current?.focus(), []);

  const busy = adding.isPending || saving;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

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
    // The form is fetched while the page is read, in case the page leaves something out.
    if (lastDraft.current?.url === url) {
      setTyping(false);
      return setDraft(lastDraft.current.answer);
    }
    draftForm.load().catch(() => {});
    adding.mutate(url);
  }

  /** The empty form, the link field's address in its own link field (not one Seeker refused: it stays behind). */
  function typeIn() {
    if (adding.isPending) return;
    draftForm.load().catch(() => {});
    setTyping(true);
    setDraft(typedInDraft(fieldError || failure ? '' : (field.current?.value.trim() ?? '')));
  }

  /** Back to the link field, the address as it was sent still in it. */
  function back() {
    flushSync(() => setDraft(null));
    field.current?.focus();
  }

  /** The draft's form once fetched (nothing while it is: it was fetched while the page was read), or why it is not here. */
  function draftStep(answer: DraftAnswer) {
    return (
      <>
        <QueryState query={form} look="notice" message={notLoaded('The form')} loading={null}>
          {({ JobDraftForm }) => <JobDraftForm {...answer} typing={typing} onSaved={finish} onBack={back} onSavingChange={setSaving} />}
        </QueryState>
        {form.isError ? (
          <DialogFooter>
            <Button variant="outline" onClick={back}>
              Back
            </Button>
          </DialogFooter>
        ) : null}
      </>
    );
  }

  return (
    <>
      {draft ? (
        draftStep(draft)
      ) : (
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
              defaultValue={adding.variables}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
              onChange={() => (fieldError || failure) && reset()}
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              For example https://boards.greenhouse.io/company/jobs/123
            </p>
          </div>
          <p className="text-sm text-muted-foreground">
            No link, or one Seeker cannot read?{' '}
            <button
              type="button"
              onClick={typeIn}
              aria-disabled={adding.isPending}
              className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:opacity-50"
            >
              Type the job in
            </button>
          </p>
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
      )}
    </>
  );
}
