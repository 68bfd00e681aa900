import { applicationLimits, applicationMessages, type Contact } from '@seeker/contract';
import { Mail } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { FormError } from '@/components/ui/form-error';
import { useDeleteContact } from '../api/delete-contact';
import { useAnnouncement } from '../hooks/use-announcement';
import { useConfirmedRemove } from '../hooks/use-confirmed-remove';
import { errorText } from '../lib/error-text';
import { ContactForm } from './contact-form';
import { KnownContactPicker } from './known-contact-picker';
import { DetailSection } from './detail-section';
import { PartItem } from './part-item';

type ContactItemProps = { jobId: string; contact: Contact; onRemove: () => void; onSaved: (contact: Contact) => void };

function ContactItem({ jobId, contact, onRemove, onSaved }: ContactItemProps) {
  return (
    <PartItem
      name={contact.name}
      onRemove={onRemove}
      form={(done) => (
        <ContactForm
          jobId={jobId}
          editing={contact}
          onCancel={done}
          onSaved={(saved) => {
            done();
            onSaved(saved);
          }}
        />
      )}
    >
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
      {contact.alsoOn.length > 0 ? (
        <p className="text-muted-foreground">
          Also on{' '}
          {contact.alsoOn.map((application, index) => (
            <span key={application.jobId}>
              {index > 0 ? ', ' : ''}
              <Link to={`/applications/${encodeURIComponent(application.jobId)}`} className="text-primary underline underline-offset-4">
                {application.title} at {application.company}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </PartItem>
  );
}

/** The people at the company: who they are, how to reach them, and which other applications they are on. */
export function ContactsSection({ jobId, company, contacts }: { jobId: string; company: string; contacts: Contact[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteContact();
  const [said, say] = useAnnouncement();
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
            <ContactItem
              key={contact.id}
              jobId={jobId}
              contact={contact}
              onRemove={() => confirm.ask(contact)}
              onSaved={(saved) => say(`Saved ${saved.name}.`)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No contacts yet.</p>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
      <ContactForm jobId={jobId} full={contacts.length >= applicationLimits.contacts} onSaved={(contact) => say(`Added ${contact.name}.`)} />
      <KnownContactPicker
        jobId={jobId}
        company={company}
        contacts={contacts}
        full={contacts.length >= applicationLimits.contacts}
        onAdded={(contact) => say(`Added ${contact.name}.`)}
      />
      {confirm.dialog}
    </DetailSection>
  );
}
