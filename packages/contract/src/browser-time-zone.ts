import { z } from 'zod/mini';
import { isTimeZone } from './schedule-format';
import { safeString } from './text';

/**
 * `?timezone=`: the browser's IANA time zone, which a user's dates mean until they save preferences with
 * their own (the saved one wins). A value that names no zone is ignored (only NUL or half a surrogate pair, as in
 * every string, is refused).
 */
export const browserTimeZoneField = z.optional(
  z
    .union([safeString(), z.array(safeString())])
    .check(
      z.describe("The browser's IANA time zone (e.g. America/Los_Angeles): used until the user saves preferences with one (given twice, the first)"),
    ),
);
export const browserTimeZoneQuerySchema = z.object({ timezone: browserTimeZoneField });

/** The browser's zone when it names one, else undefined (then the saved zone, else UTC, stands). */
export function browserZoneOf(query: { timezone?: string | string[] | undefined }): string | undefined {
  const zone = Array.isArray(query.timezone) ? query.timezone[0] : query.timezone;
  return zone !== undefined && isTimeZone(zone) ? zone : undefined;
}
