import { resumeMessages } from '@seeker/contract';
import { ApiError } from '@/lib/api-client';

/** Spec wording: the server's text when it gave one, else a generic failure; a request that never got an answer is a connection problem. */
export function uploadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return resumeMessages.uploadThrew;
  return error.code === 'UNKNOWN' ? resumeMessages.uploadFailed : error.message;
}

/** "Could not fetch resumes." when the server answered with a failure; "Error fetching resumes." when the request threw. */
export function listErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0 ? resumeMessages.listFailed : resumeMessages.listThrew;
}
