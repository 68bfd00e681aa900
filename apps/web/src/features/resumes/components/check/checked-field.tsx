import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type CheckedFieldProps = Omit<ComponentProps<'input'>, 'onChange'> & {
  label: string;
  /** Said to screen readers after the label ("of role 2"), so each of many "Start" fields is told apart. */
  labelSuffix?: string;
  value: string;
  onChange: (value: string) => void;
  /** Seeker was not sure it read this field right: marked, and said so to screen readers. */
  unsure?: boolean;
  hint?: string;
  /** Why this field cannot be sent as it is: the form's word, or the server's when it refused it. */
  error?: string | undefined;
  /** The input's id, for focus to be sent to it; one of its own otherwise. */
  inputId?: string;
};

export const unsureText = 'Seeker was not sure of this: check it.';

// A text box grows with what it holds (a long bullet is read whole, not through a two-line window), up to 16 lines.
export const textAreaClass =
  'min-h-16 max-h-96 w-full [field-sizing:content] rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-invalid:border-destructive';

type Notes = { unsure?: boolean; hint?: string | undefined; error?: string | undefined };

/** The ids of a field's notes, for its aria-describedby; undefined when it has none. */
export const notesOf = (id: string, { unsure, hint, error }: Notes) =>
  [unsure ? `${id}-unsure` : '', hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** Under a field: that Seeker was unsure of it, its hint, and the server's word on it, each with the id notesOf names. */
export function FieldNotes({ id, unsure, hint, error }: Notes & { id: string }) {
  return (
    <>
      {unsure && (
        <p id={`${id}-unsure`} className="text-xs font-medium text-amber-800 dark:text-amber-300">
          {unsureText}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </>
  );
}

/** One field of the check step: a labelled input, marked when Seeker was unsure of it or the server refused it. */
export function CheckedField({ label, labelSuffix, value, onChange, unsure = false, hint, error, className, inputId, ...props }: CheckedFieldProps) {
  const ownId = useId();
  const id = inputId ?? ownId;
  const notes = notesOf(id, { unsure, hint, error });
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {labelSuffix && (
          <>
            {' '}
            <span className="sr-only">{labelSuffix}</span>
          </>
        )}
      </Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={notes}
        aria-invalid={error ? true : undefined}
        className={cn(unsure && 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-950/40')}
        {...props}
      />
      <FieldNotes id={id} unsure={unsure} hint={hint} error={error} />
    </div>
  );
}

type LinesFieldProps = {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  /** The server's word on one of its lines when it refused it. */
  error?: string | undefined;
  /** The text area's id, for focus to be sent to it; one of its own otherwise. */
  inputId?: string;
};

/** A list typed one entry per line (skills, certificates, languages, links). */
export function LinesField({ label, hint, value, onChange, rows = 4, error, inputId }: LinesFieldProps) {
  const ownId = useId();
  const id = inputId ?? ownId;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={notesOf(id, { hint, error })}
        aria-invalid={error ? true : undefined}
        className={textAreaClass}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The lines Seeker read an entry from, as the resume wrote them. */
export function ReadFrom({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="grid gap-1 text-xs text-muted-foreground">
      <span>Read from these lines of your resume:</span>
      <blockquote className="rounded border-l-4 border-border bg-muted/60 px-3 py-2 font-mono break-words whitespace-pre-wrap text-foreground">
        {lines.join('\n')}
      </blockquote>
    </div>
  );
}
