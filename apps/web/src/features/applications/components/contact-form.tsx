import { applicationLimits, applicationMessages, contactRequestSchema, type Contact } from '@seeker/contract';
import { useAddContact } from '../api/add-contact';
import { useUpdateContact } from '../api/update-contact';
import { PartForm, type PartField } from './part-form';

const fields: readonly PartField[] = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'off', maxLength: applicationLimits.name },
  { name: 'role', label: 'Role', autoComplete: 'off', maxLength: applicationLimits.role, hint: 'Recruiter, hiring manager…' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off', maxLength: applicationLimits.email },
  {
    name: 'link',
    label: 'Link',
    type: 'url',
    inputMode: 'url',
    autoComplete: 'off',
    maxLength: applicationLimits.link,
    hint: 'A profile page, such as www.linkedin.com/in/ada',
  },
];

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
  return (
    <PartForm
      title={editing ? `Edit ${editing.name}` : 'Add a contact'}
      note={editing && editing.alsoOn.length > 0 ? `Changes show on every application ${editing.name} is on.` : undefined}
      fields={fields}
      columns="sm:grid-cols-2"
      values={editing && { name: editing.name, role: editing.role, email: editing.email, link: editing.link }}
      schema={contactRequestSchema}
      save={editing ? update : add}
      send={(contact, done) => (editing ? update.mutate({ jobId, contactId: editing.id, contact }, done) : add.mutate({ jobId, contact }, done))}
      onSaved={onSaved}
      fullNote={!editing && props.full ? applicationMessages.tooManyContacts : undefined}
      label={editing ? 'Save contact' : 'Add contact'}
      onCancel={editing ? props.onCancel : undefined}
    />
  );
}
