import { contactSchema, knownContactsSchema, type Contact } from '@seeker/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { applicationsKeys } from '../lib/applications-keys';
import { refreshAfterChange, refreshContacts, setCachedApplication } from '../lib/application-cache';

/** Everyone on any of the user's applications, each once, A–Z. */
export function useKnownContacts() {
  return useQuery({
    queryKey: applicationsKeys.contacts,
    queryFn: ({ signal }) => apiFetch('/api/contacts', { schema: knownContactsSchema, signal }),
  });
}

export type AddKnownContactInput = { jobId: string; personId: string };

/** POST someone already known to this application too; the answer is them as kept here. */
export function addKnownContact({ jobId, personId }: AddKnownContactInput): Promise<Contact> {
  return apiFetch(`/api/applications/${encodeURIComponent(jobId)}/contacts/known`, { method: 'POST', body: { personId }, schema: contactSchema });
}

export function useAddKnownContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addKnownContact,
    onSuccess: (contact, { jobId }) => {
      setCachedApplication(queryClient, jobId, (application) =>
        application.contacts.some((known) => known.id === contact.id)
          ? application
          : { ...application, contacts: [...application.contacts, contact] },
      );
      refreshAfterChange(queryClient, jobId);
      refreshContacts(queryClient);
    },
  });
}
