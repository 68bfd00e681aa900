import type { Application } from '@seeker/contract';
import type { QueryClient } from '@tanstack/react-query';
import { applicationsKeys } from './applications-keys';

/** Changes the cached application, when there is one (a 404 caches null). */
export function setCachedApplication(queryClient: QueryClient, jobId: string, update: (application: Application) => Application) {
  queryClient.setQueryData<Application | null>(applicationsKeys.application(jobId), (application) =>
    application ? update(application) : application,
  );
}

/**
 * After a change the timeline and the board's cards are read again: the server writes the timeline
 * entry, and a card shows tags and the next follow-up.
 */
export function refreshAfterChange(queryClient: QueryClient, jobId: string) {
  void queryClient.invalidateQueries({ queryKey: applicationsKeys.application(jobId) });
  void queryClient.invalidateQueries({ queryKey: applicationsKeys.boards });
  void queryClient.invalidateQueries({ queryKey: applicationsKeys.tables });
}

/**
 * After a contact is added, corrected or removed: the list of everyone known, and (a correction reaching
 * every application the person is on) the other applications' pages, read again when next shown.
 */
export function refreshContacts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: applicationsKeys.contacts });
  void queryClient.invalidateQueries({ queryKey: ['applications', 'application'] });
}
