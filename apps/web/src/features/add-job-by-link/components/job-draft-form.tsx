import { jobDraftLimits, jobDraftSchema, jobLinkMaxLength, type AddJobByLinkResponse, type SavedJobByLink } from '@seeker/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Notice } from '@/components/ui/notice';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fieldMessages, focusFirstRefused, type FieldMessages } from '@/lib/field-messages';
import { addTypedInJob } from '../api/add-typed-in-job';

// Fetched when a link's page did not describe its job fully (the "Add a job by link" dialog's second step):
// most links are saved at once, so the dashboard's first load goes without it.

type DraftAnswer = Extract<AddJobByLinkResponse, { outcome: 'draft' }>;

/** The fields the user finishes, in the order they are shown (the first refused one takes focus); the link is one only when typing a job in. */
const allFields = ['title', 'company', 'location', 'salary', 'description', 'url'] as const;
type Field = (typeof allFields)[number];
type Refusals = { fields: FieldMessages; form: string | null };

/** Each refused field's message (the first for each), and what is not about one of the form's fields. */
function refusalsOf(
  fields: readonly Field[],
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
  fallback: string,
): Refusals {
  const isField = (name: string) => fields.includes(name as Field);
  const messages = fieldMessages(issues);
  const refused = Object.fromEntries(Object.entries(messages).filter(([name]) => isField(name)));
  const other = Object.entries(messages).find(([name]) => !isField(name))?.[1];
  const none = Object.keys(refused).length === 0;
  return { fields: refused, form: other ?? (none ? fallback : null) };
}

export type JobDraftFormProps = DraftAnswer & {
  /** Typed in from the start (no page was read): the link is a field of its own, and may stay empty. */
  typing?: boolean;
  /** Heard once the job is saved; the dialog closes and says so. */
  onSaved: (result: SavedJobByLink) => Promise<void>;
  /** Back to the link field. */
  onBack: () => void;
  /** Hears when saving starts and ends (the dialog stays open while it runs). */
  onSavingChange: (saving: boolean) => void;
};

/**
 * "Check the job's details": what the page stated of its job, to finish and save; or "Type the job in", the
 * same form empty, its link optional. Title and company are required (checked here before anything is
 * sent); the server's refusals show at their fields.
 */
export function JobDraftForm({ draft, reason, typing = false, onSaved, onBack, onSavingChange }: JobDraftFormProps) {
  const fields = typing ? allFields : allFields.filter((name) => name !== 'url');
  const headingId = useId();
  const reasonId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState<Refusals>({ fields: {}, form: null });

  function refuse(found: Refusals) {
    setRefusals(found);
    focusFirstRefused(form.current, fields, found.fields);
  }

  const saving = useMutation({
    mutationFn: addTypedInJob,
    onMutate: () => onSavingChange(true),
    onSettled: () => onSavingChange(false),
    onSuccess: onSaved,
    onError: (error) => refuse(refusalsOf(fields, error instanceof ApiError ? error.details : [], getErrorMessage(error))),
  });

  // The form takes the place of the link field: focus goes to the first required field the page left
  // empty (typing a job in, the title), else to the heading (the notice under it says why the form is here).
  useEffect(() => {
    const empty = (['title', 'company'] as const).find((name) => !draft[name].trim());
    if (empty) form.current?.querySelector<HTMLElement>(`[name="${empty}"]`)?.focus();
    else heading.current?.focus();
  }, [draft]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button stays focusable while the job is saved (aria-disabled): a second press is ignored.
    if (saving.isPending) return;
    const data = new FormData(event.currentTarget);
    const typed = Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '').trim()]));
    const parsed = jobDraftSchema.safeParse({ url: draft.url, ...typed });
    if (!parsed.success) return refuse(refusalsOf(fields, parsed.error.issues, parsed.error.message));
    setRefusals({ fields: {}, form: null });
    saving.mutate(parsed.data);
  }

  /** Typing in a refused field takes its refusal away. */
  function forget(name: string) {
    if (refusals.fields[name]) setRefusals(({ fields: { [name]: _forgotten, ...rest }, form: other }) => ({ fields: rest, form: other }));
  }

  return (
    <form
      ref={form}
      onSubmit={handleSubmit}
      onInput={(event) => forget((event.target as HTMLInputElement).name)}
      aria-labelledby={headingId}
      aria-describedby={reasonId}
      className="grid gap-4"
      noValidate
    >
      <h3
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="rounded-sm text-base font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {typing ? 'Type the job in' : "Check the job's details"}
      </h3>
      <div id={reasonId}>
        {typing ? (
          <p className="text-sm text-muted-foreground">Only the title and company are needed. Seeker saves it with your other jobs.</p>
        ) : (
          <Notice kind="note">{reason}</Notice>
        )}
      </div>
      {typing ? null : (
        <p className="grid gap-1 text-sm">
          <span className="font-medium">Job page</span>
          <a
            href={draft.url}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-sm break-all text-primary underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {draft.url} <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      )}
      <FormError message={refusals.form} />
      <DraftField label="Title" name="title" defaultValue={draft.title} required maxLength={jobDraftLimits.title} error={refusals.fields.title} />
      <DraftField
        label="Company"
        name="company"
        defaultValue={draft.company}
        required
        maxLength={jobDraftLimits.company}
        error={refusals.fields.company}
      />
      <DraftField
        label="Location"
        name="location"
        defaultValue={draft.location}
        maxLength={jobDraftLimits.location}
        error={refusals.fields.location}
      />
      <DraftField
        label="Salary"
        name="salary"
        defaultValue={draft.salary}
        maxLength={jobDraftLimits.salary}
        hint={typing ? 'As the employer states it, e.g. €70,000 – €85,000 a year' : 'As the page states it, e.g. €70,000 – €85,000 a year'}
        error={refusals.fields.salary}
      />
      <DraftField
        label="Description"
        name="description"
        defaultValue={draft.description}
        maxLength={jobDraftLimits.description}
        error={refusals.fields.description}
        multiline
      />
      {typing ? (
        <DraftField
          label="Job link"
          name="url"
          type="url"
          defaultValue={draft.url}
          maxLength={jobLinkMaxLength}
          hint="Optional: where the job is posted, if it is"
          error={refusals.fields.url}
        />
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onBack} disabled={saving.isPending}>
          Back
        </Button>
        {/* aria-disabled, not disabled: the pressed button keeps focus while the server answers. */}
        <Button type="submit" aria-disabled={saving.isPending} className="aria-disabled:opacity-50">
          {saving.isPending ? 'Saving the job…' : 'Save job'}
        </Button>
      </DialogFooter>
    </form>
  );
}

type DraftFieldProps = { label: string; name: Field; hint?: string; error: string | undefined; multiline?: boolean } & Pick<
  ComponentProps<'input'>,
  'defaultValue' | 'required' | 'maxLength' | 'type'
>;

/** A labelled input (or textarea) described by its refusal, when it has one, then its hint. */
function DraftField({ label, name, hint, error, multiline, required, ...props }: DraftFieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  const control = { id, name, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, ...props };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-muted-foreground">
            {' '}
            (required)
          </span>
        ) : null}
      </Label>
      {multiline ? (
        <textarea
          rows={6}
          className={cn(
            'min-h-24 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground sm:text-sm',
            'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            'aria-invalid:border-destructive',
          )}
          {...control}
        />
      ) : (
        <Input autoComplete="off" {...control} />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
