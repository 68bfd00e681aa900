import { applicationLimits, applicationMessages, contactRequestSchema, type ContactRequest } from '@seeker/contract';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useAddContact } from '../api/add-contact';
import { useCheckedForm } from '../hooks/use-checked-form';
import { errorText } from '../lib/error-text';
import { FormField } from './form-field';

const fields = ['name', 'role', 'email', 'link'];

type ContactFormProps = { jobId: string; full: boolean; onAdded: (name: string) => void };

/** Add a contact: a name, and what else is known (role, email, profile link). Checked by the contract's own rules first. */
export function ContactForm({ jobId, full, onAdded }: ContactFormProps) {
  const add = useAddContact();
  const { errors, check } = useCheckedForm(contactRequestSchema, fields, add.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(fields.map((field) => [field, String(new FormData(form).get(field) ?? '')]));
    const contact = check(form, values);
    if (!contact) return;
    add.mutate(
      { jobId, contact: contact satisfies ContactRequest },
      {
        onSuccess: (contact) => {
          form.reset();
          onAdded(contact.name);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Add a contact" className="grid gap-3 border-t pt-4">
      <h3 className="font-medium">Add a contact</h3>
      {full ? <p className="text-sm text-muted-foreground">{applicationMessages.tooManyContacts}</p> : null}
      <FormError message={add.error ? errorText(add.error, applicationMessages.saveFailed) : null} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Name" name="name" required autoComplete="off" maxLength={applicationLimits.name} error={errors.name} />
        <FormField
          label="Role"
          name="role"
          autoComplete="off"
          maxLength={applicationLimits.role}
          hint="Recruiter, hiring manager…"
          error={errors.role}
        />
        <FormField label="Email" name="email" type="email" autoComplete="off" maxLength={applicationLimits.email} error={errors.email} />
        <FormField
          label="Link"
          name="link"
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={applicationLimits.link}
          hint="A profile page, https://…"
          error={errors.link}
        />
      </div>
      <Button type="submit" variant="outline" className="justify-self-start" disabled={full || add.isPending}>
        {add.isPending ? 'Adding…' : 'Add contact'}
      </Button>
    </form>
  );
}
