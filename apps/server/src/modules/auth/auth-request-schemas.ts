import { safeString } from '@seeker/contract';
import { z } from 'zod/mini';
import { validationError, zodIssueDetails } from '../../http/validation-error';

const name = safeString().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(200));
const image = z.optional(z.nullable(safeString().check(z.maxLength(2048))));

/**
 * better-auth checks its bodies loosely and writes some fields straight to NOT NULL columns (`name: null`
 * to update-user answered 500). The endpoints that write user fields are checked here first; the rest of
 * each body is left to better-auth.
 */
const schemas: Record<string, z.ZodMiniType> = {
  '/api/auth/sign-up/email': z.looseObject({ name, image }),
  '/api/auth/update-user': z.looseObject({ name: z.optional(name), image }),
};

/** 400 in our error shape, with each refused field, when a better-auth body would break its own writes. */
export function assertAuthRequestBody(pathname: string, body: unknown) {
  const schema = schemas[pathname];
  if (!schema) return;
  const result = schema.safeParse(body ?? {});
  if (result.success) return;
  throw validationError('body', zodIssueDetails(result.error.issues));
}
