import { z } from 'zod/mini';
import { isTimeZone } from './schedule-format';
import { safeString } from './text';

/**
 * `?timezone=`: the browser's IANA time zone, which a user's dates mean until they save preferences with
 * their own (the saved one wins). A value that names no zone is ignored, never refused.
 */
export const browserTimeZoneField = z.optional(
  safeString().check(
    z.maxLength(64),
    z.describe("The browser's IANA time zone (e.g. America/Los_Angeles): used until the user saves preferences with one"),
  ),
);
export const browserTimeZoneQuerySchema = z.object({ timezone: browserTimeZoneField });

/** The browser's zone when it names one, else undefined (then the saved zone, else UTC, stands). */
export function browserZoneOf(query: { timezone?: string | undefined }): string | undefined {
  return query.timezone !== undefined && isTimeZone(query.timezone) ? query.timezone : undefined;
}
