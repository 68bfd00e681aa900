import { safeString } from '@seeker/contract';
import { z } from 'zod';
import { validationError, zodIssueDetails } from '../../http/validation-error';

const name = safeString().trim().min(1, 'must not be empty').max(200);
const image = safeString().max(2048).nullable().optional();

/**
 * better-auth checks its bodies loosely and writes some fields straight to NOT NULL columns (`name: null`
 * to update-user answered 500). The endpoints that write user fields are checked here first; the rest of
 * each body is left to better-auth.
 */
const schemas: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': z.looseObject({ name, image }),
  '/api/auth/update-user': z.looseObject({ name: name.optional(), image }),
};

/** 400 in our error shape, with each refused field, when a better-auth body would break its own writes. */
export function assertAuthRequestBody(pathname: string, body: unknown) {
  const schema = schemas[pathname];
  if (!schema) return;
  const result = schema.safeParse(body ?? {});
  if (result.success) return;
  throw validationError('body', zodIssueDetails(result.error.issues));
}
