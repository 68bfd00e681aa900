import { applicationLimits, applicationMessages, contactRequestSchema, type Contact, type ContactRequest } from '@seeker/contract';
import type { FormEvent } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useAddContact } from '../api/add-contact';
import { useUpdateContact } from '../api/update-contact';
import { useCheckedForm } from '../hooks/use-checked-form';
import { useFirstFieldFocus } from '../hooks/use-edit-in-place';
import { errorText } from '../lib/error-text';
import { FormField } from './form-field';
import { escapeCancels, PartFormButtons } from './part-form-buttons';

const fields = ['name', 'role', 'email', 'link'];

type ContactFormProps = { jobId: string; onSaved: (contact: Contact) => void } & (
  { editing?: undefined; full: boolean } | { editing: Contact; onCancel: () => void }
);

/**
 * Add a contact — a name, and what else is known (role, email, profile link) — or correct one
 * (`editing`: its fields filled in, with Cancel). Checked by the contract's own rules first.
 */
export function ContactForm(props: ContactFormProps) {
  const { jobId, editing, onSaved } = props;
  const add = useAddContact();
  const update = useUpdateContact();
  const save = editing ? update : add;
  const { errors, check } = useCheckedForm(contactRequestSchema, fields, save.error);
  const full = !editing && props.full;
  const formRef = useFirstFieldFocus(editing !== undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(fields.map((field) => [field, String(new FormData(form).get(field) ?? '')]));
    const contact = check(form, values);
    if (!contact) return;
    const done = {
      onSuccess: (saved: Contact) => {
        if (!editing) form.reset();
        onSaved(saved);
      },
    };
    if (editing) update.mutate({ jobId, contactId: editing.id, contact: contact satisfies ContactRequest }, done);
    else add.mutate({ jobId, contact: contact satisfies ContactRequest }, done);
  }

  const title = editing ? `Edit ${editing.name}` : 'Add a contact';
  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      onKeyDown={escapeCancels(editing ? props.onCancel : undefined)}
      noValidate
      aria-label={title}
      className={editing ? 'grid gap-3' : 'grid gap-3 border-t pt-4'}
    >
      <h3 className="font-medium">{title}</h3>
      {full ? <p className="text-sm text-muted-foreground">{applicationMessages.tooManyContacts}</p> : null}
      <FormError message={save.error ? errorText(save.error, applicationMessages.saveFailed) : null} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label="Name"
          name="name"
          required
          autoComplete="off"
          maxLength={applicationLimits.name}
          defaultValue={editing?.name}
          error={errors.name}
        />
        <FormField
          label="Role"
          name="role"
          autoComplete="off"
          maxLength={applicationLimits.role}
          hint="Recruiter, hiring manager…"
          defaultValue={editing?.role}
          error={errors.role}
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          maxLength={applicationLimits.email}
          defaultValue={editing?.email}
          error={errors.email}
        />
        <FormField
          label="Link"
          name="link"
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={applicationLimits.link}
          hint="A profile page, https://…"
          defaultValue={editing?.link}
          error={errors.link}
        />
      </div>
      <PartFormButtons
        pending={save.isPending}
        disabled={full}
        label={editing ? 'Save contact' : 'Add contact'}
        onCancel={editing ? props.onCancel : undefined}
      />
    </form>
  );
}
