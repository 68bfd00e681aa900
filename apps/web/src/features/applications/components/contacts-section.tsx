import { applicationLimits, applicationMessages, type Contact } from '@seeker/contract';
import { Mail, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useDeleteContact } from '../api/delete-contact';
import { useConfirmedRemove } from '../hooks/use-confirmed-remove';
import { errorText } from '../lib/error-text';
import { ContactForm } from './contact-form';
import { DetailSection } from './detail-section';

function ContactItem({ contact, onRemove }: { contact: Contact; onRemove: () => void }) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-md border p-3">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="font-medium break-words">
          {contact.link ? (
            <a href={contact.link} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
              {contact.name} <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            contact.name
          )}
        </p>
        {contact.role ? <p className="text-muted-foreground">{contact.role}</p> : null}
        {contact.email ? (
          <a href={`mailto:${contact.email}`} className="flex items-center gap-1 break-all text-primary underline underline-offset-4">
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            {contact.email}
          </a>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 text-destructive hover:text-destructive"
        aria-label={`Remove ${contact.name}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

/** The people at the company: who they are and how to reach them. */
export function ContactsSection({ jobId, contacts }: { jobId: string; contacts: Contact[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteContact();
  const [added, setAdded] = useState('');
  const confirm = useConfirmedRemove<Contact>({
    title: 'Remove this contact?',
    describe: (contact) => `${contact.name} leaves this application's contacts.`,
    remove: (contact) => remove.mutate({ jobId, contactId: contact.id }),
    afterRemove: () => heading.current,
  });

  return (
    <DetailSection title="Contacts" headingRef={heading}>
      <FormError message={remove.error ? errorText(remove.error, applicationMessages.deleteFailed) : null} />
      {contacts.length > 0 ? (
        <ul className="grid gap-2">
          {contacts.map((contact) => (
            <ContactItem key={contact.id} contact={contact} onRemove={() => confirm.ask(contact)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No contacts yet.</p>
      )}
      <p role="status" className="sr-only">
        {added}
      </p>
      <ContactForm jobId={jobId} full={contacts.length >= applicationLimits.contacts} onAdded={(name) => setAdded(`Added ${name}.`)} />
      {confirm.dialog}
    </DetailSection>
  );
}
