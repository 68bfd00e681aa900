import { applicationMessages, type Contact } from '@seeker/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useAddKnownContact, useKnownContacts } from '../api/known-contacts';
import { errorText } from '../lib/error-text';

type KnownContactPickerProps = { jobId: string; company: string; contacts: Contact[]; full: boolean; onAdded: (contact: Contact) => void };

/**
 * "Add someone you know": a person met on another application (a recruiter hiring for several of the
 * company's jobs) added here too, without typing them again. People at this job's company come first.
 * Shown only when there is someone not on this application yet.
 */
export function KnownContactPicker({ jobId, company, contacts, full, onAdded }: KnownContactPickerProps) {
  const known = useKnownContacts();
  const add = useAddKnownContact();
  const [chosen, setChosen] = useState('');
  const id = useId();
  const here = new Set(contacts.map((contact) => contact.personId));
  const atCompany = (person: { applications: { company: string }[] }) => person.applications.some((application) => application.company === company);
  const others = (known.data?.contacts ?? []).filter((person) => !here.has(person.personId));
  const ordered = [...others.filter(atCompany), ...others.filter((person) => !atCompany(person))];
  if (ordered.length === 0 || full) return null;
  const picked = ordered.some((person) => person.personId === chosen) ? chosen : ordered[0]!.personId;

  return (
    <form
      className="grid gap-2 border-t pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (add.isPending) return;
        add.mutate({ jobId, personId: picked }, { onSuccess: onAdded });
      }}
    >
      <Label htmlFor={id}>Add someone you know</Label>
      <div className="flex flex-wrap gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <Select id={id} value={picked} onChange={(event) => setChosen(event.target.value)}>
            {ordered.map((person) => (
              <option key={person.personId} value={person.personId}>
                {[person.name, person.role, person.applications[0]?.company].filter(Boolean).join(' · ')}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="outline" aria-disabled={add.isPending} className="aria-disabled:opacity-50">
          Add to this application
        </Button>
      </div>
      <FormError message={add.error ? errorText(add.error, applicationMessages.saveFailed) : null} />
    </form>
  );
}
