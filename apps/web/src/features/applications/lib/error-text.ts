import { ApiError } from '@/lib/api-client';
import { fieldMessages, type FieldMessages } from '@/lib/field-messages';

/**
 * What the server said went wrong (or the lost connection); `fallback` when it said nothing readable. A
 * refused field is told in its own words ("Pick a date between 2000 and 2099"), not the request's
 * ("Invalid body deadline: …").
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.code === 'UNKNOWN') return fallback;
  if (error.code === 'VALIDATION_ERROR' && error.details[0]?.message) return error.details[0].message;
  return error.message || fallback;
}

/** The server's field messages of a failed request, if it refused fields. */
export function apiFieldMessages(error: unknown): FieldMessages {
  return error instanceof ApiError ? fieldMessages(error.details) : {};
}
