import { applicationMessages } from '@seeker/contract';
import type { ComponentProps, FormEvent, KeyboardEvent } from 'react';
import type { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useCheckedForm } from '../hooks/use-checked-form';
import { useFirstFieldFocus } from '../hooks/use-edit-in-place';
import { errorText } from '../lib/error-text';
import { FormField } from './form-field';

/** One field of a part's form: its input's attributes, its label and hint, and whether it takes a whole row. */
export type PartField = ComponentProps<typeof FormField> & { name: string };

type PartFormProps<Schema extends z.ZodMiniType, Saved> = {
  /** The form's heading, and its name. */
  title: string;
  /** The fields in the order shown (the first one refused takes focus), in a grid of `columns`. */
  fields: readonly PartField[];
  columns: string;
  /** What the fields start with: the values of the one corrected. */
  values?: Record<string, string | number | undefined> | undefined;
  /** The contract's rules for the body, checked before anything is sent. */
  schema: Schema;
  /** What the rules check, from the form's data; each field's text unless given. */
  read?: (data: FormData) => unknown;
  /** A refusal the rules cannot know (a day before today), as the field and what to say at it. */
  refusal?: (body: z.infer<Schema>) => { field: string; message: string } | undefined;
  /** The request that saves: while pending the button says so; its failure shows above the fields, and at a field it names. */
  save: { isPending: boolean; error: unknown };
  /** Sends the checked body with the request; `done` resets a form that adds, then tells `onSaved`. */
  send: (body: z.infer<Schema>, done: { onSuccess: (saved: Saved) => void }) => void;
  onSaved: (saved: Saved) => void;
  /** Said under the heading when the list holds as many as it may: the button is disabled then. */
  fullNote?: string | undefined;
  /** Said under the heading, for the user to know before saving. */
  note?: string | undefined;
  /** The button: "Add contact", or "Add" with `srLabel` after it for screen readers ("Add follow-up"). */
  label: string;
  srLabel?: string;
  /**
   * Correcting a saved one: Cancel beside the button (and Escape), the first field focused as it opens, and
   * the fields left as they are once saved. A form that adds has none.
   */
  onCancel?: (() => void) | undefined;
};

const textOf = (names: readonly string[]) => (data: FormData) => Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')]));

/**
 * A part of an application added or corrected in place (a contact, an interview, a follow-up): its heading,
 * the server's refusal, its fields with theirs, and Add (or Save and Cancel). Checked by the contract's own
 * rules first; a form that adds is emptied once saved.
 */
export function PartForm<Schema extends z.ZodMiniType, Saved>(props: PartFormProps<Schema, Saved>) {
  const { title, fields, columns, values, schema, refusal, save, send, onSaved, fullNote, note, label, srLabel, onCancel } = props;
  const names = fields.map((field) => field.name);
  const { read = textOf(names) } = props;
  const editing = onCancel !== undefined;
  const { errors, check, refuse } = useCheckedForm(schema, names, save.error);
  const formRef = useFirstFieldFocus(editing);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = check(form, read(new FormData(form)));
    if (!body) return;
    const refused = refusal?.(body);
    if (refused) return refuse(form, refused.field, refused.message);
    send(body, {
      onSuccess: (saved) => {
        if (!editing) form.reset();
        onSaved(saved);
      },
    });
  }

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      onKeyDown={onCancel && escapeCancels(onCancel)}
      noValidate
      aria-label={title}
      className={editing ? 'grid gap-3' : 'grid gap-3 border-t pt-4'}
    >
      <h3 className="font-medium">{title}</h3>
      {fullNote ? <p className="text-sm text-muted-foreground">{fullNote}</p> : null}
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      <FormError message={save.error ? errorText(save.error, applicationMessages.saveFailed) : null} />
      <div className={`grid gap-3 ${columns}`}>
        {fields.map((field) => (
          <FormField key={field.name} defaultValue={values?.[field.name]} error={errors[field.name]} {...field} />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={Boolean(fullNote) || save.isPending}>
          {save.isPending ? (editing ? 'Saving…' : 'Adding…') : label}
          {srLabel ? (
            <>
              {' '}
              <span className="sr-only">{srLabel}</span>
            </>
          ) : null}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A correction's form: Escape leaves it as Cancel does. */
function escapeCancels(onCancel: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onCancel();
  };
}
