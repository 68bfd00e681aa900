import { contactSchema, type Contact, type ContactRequest } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterChange, refreshContacts, setCachedApplication } from '../lib/application-cache';

export type AddContactInput = { jobId: string; contact: ContactRequest };

/** POST a contact at the company (a recruiter, say); the answer is the contact as kept. */
export function addContact({ jobId, contact }: AddContactInput): Promise<Contact> {
  return apiFetch(`/api/applications/${encodeURIComponent(jobId)}/contacts`, { method: 'POST', body: contact, schema: contactSchema });
}

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: (contact, { jobId }) => {
      setCachedApplication(queryClient, jobId, (application) => ({ ...application, contacts: [...application.contacts, contact] }));
      refreshAfterChange(queryClient, jobId);
      refreshContacts(queryClient);
    },
  });
}
