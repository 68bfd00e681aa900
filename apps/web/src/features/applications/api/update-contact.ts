import { contactSchema, type Contact, type ContactRequest } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { refreshAfterChange, refreshContacts, setCachedApplication } from '../lib/application-cache';

export type UpdateContactInput = { jobId: string; contactId: string; contact: ContactRequest };

/** PUT a contact as it should read (every field; one left out is cleared); the answer is the contact as kept. */
export function updateContact({ jobId, contactId, contact }: UpdateContactInput): Promise<Contact> {
  return apiFetch(`/api/applications/${encodeURIComponent(jobId)}/contacts/${encodeURIComponent(contactId)}`, {
    method: 'PUT',
    body: contact,
    schema: contactSchema,
  });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: (contact, { jobId }) => {
      setCachedApplication(queryClient, jobId, (application) => ({
        ...application,
        contacts: application.contacts.map((candidate) => (candidate.id === contact.id ? contact : candidate)),
      }));
      refreshAfterChange(queryClient, jobId);
      refreshContacts(queryClient);
    },
    // Gone meanwhile (removed in another tab): the page reads the application again, without it.
    onError: (error, { jobId }) => {
      if (error instanceof ApiError && error.status === 404) refreshAfterChange(queryClient, jobId);
    },
  });
}
