import { safeString } from '@seeker/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

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
  const details = result.error.issues.slice(0, 20).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = details[0]!;
  throw new AppError('VALIDATION_ERROR', `Invalid body${first.path ? ` ${first.path}` : ''}: ${first.message}`, details);
}
