import { scheduledSearchMessages } from '@seeker/contract';
import { ApiError } from '@/lib/api-client';

/** What the server said, when it answered with one of our error bodies (not for a lost connection). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status > 0 && error.code !== 'UNKNOWN' ? error.message : undefined;
}

/** "Error updating schedule", with the server's reason after it when it gave one. */
export function actionErrorMessage(error: unknown, headline: string): string {
  const detail = serverMessage(error);
  return detail ? `${headline}: ${detail}` : headline;
}

/** Retry: "Failed to retry cloud task" when the server answered (or scheduling failed again), "Error retrying cloud task" when the call itself failed. */
export function retryErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return actionErrorMessage(error, scheduledSearchMessages.retryFailed);
  return scheduledSearchMessages.retryError;
}

export function retryStillFailingMessage(cloudTaskError: string): string {
  return `${scheduledSearchMessages.retryFailed}: ${cloudTaskError}`;
}

/** The list could not be read: the server refused ("Failed to load schedules") or could not be reached ("Error loading schedules"). */
export function loadErrorHeadline(error: unknown): string {
  return error instanceof ApiError && error.status > 0 ? scheduledSearchMessages.loadFailed : scheduledSearchMessages.loadError;
}
