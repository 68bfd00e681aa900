import { z } from 'zod/mini';

/** The one error vocabulary of the API. Each code has exactly one HTTP status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A document we could read but refuse: it expands too far, takes too long or needs too much memory. */
  DOCUMENT_LIMIT: 422,
  /** A resume read, but not reliably enough to write from (no roles found, sections run together): the message says what to fix. */
  UNREADABLE_RESUME: 422,
  /** A resume read too uncertainly to tailor unchecked (no roles, many unsure fields): its owner checks what Seeker read first. */
  RESUME_NOT_CHECKED: 409,
  RATE_LIMITED: 429,
  /** The request line or headers are over Node's limit (16 KB), answered before any route runs. */
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodeSchema = z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]);

/** One refused field: `path` is dotted within the part it was in (body, params, query), e.g. `searchSchedule.customSchedule`. */
export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Every non-2xx JSON response of our own routes has this body; validation errors list each field. */
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.optional(z.array(errorDetailSchema)),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Messages the spec fixes; clients and tests match them to the letter. */
export const authMessages = {
  unauthenticated: 'User must be authenticated',
  forbidden: 'Unauthorized access to user data',
} as const;
