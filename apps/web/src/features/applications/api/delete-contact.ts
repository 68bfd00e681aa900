import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterChange, refreshContacts, setCachedApplication } from '../lib/application-cache';

export type DeleteContactInput = { jobId: string; contactId: string };

export function deleteContact({ jobId, contactId }: DeleteContactInput): Promise<void> {
  return apiFetch(`/api/applications/${encodeURIComponent(jobId)}/contacts/${encodeURIComponent(contactId)}`, { method: 'DELETE' });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_nothing, { jobId, contactId }) => {
      setCachedApplication(queryClient, jobId, (application) => ({
        ...application,
        contacts: application.contacts.filter((contact) => contact.id !== contactId),
      }));
      refreshAfterChange(queryClient, jobId);
      refreshContacts(queryClient);
    },
  });
}
