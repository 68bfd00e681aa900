import { ApiError } from '@/lib/api-client';
import { fieldMessages, type FieldMessages } from '@/lib/field-messages';

/** What the server said went wrong (or the lost connection); `fallback` when it said nothing readable. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'UNKNOWN' && error.message) return error.message;
  return fallback;
}

/** The server's field messages of a failed request, if it refused fields. */
export function apiFieldMessages(error: unknown): FieldMessages {
  return error instanceof ApiError ? fieldMessages(error.details) : {};
}
