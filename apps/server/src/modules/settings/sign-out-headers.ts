import type { FastifyRequest } from 'fastify';
import { describeError } from '../../http/describe-error';
import { type Auth, toWebHeaders } from '../auth';

/**
 * The Set-Cookie headers of better-auth's own sign-out, which expire every cookie it set under its
 * names and attributes (`seeker.session_token`, `__Secure-` on https, chunked session data...). Called
 * after the rows are gone, so it finds no session to delete; should it fail, the cookie is dead anyway.
 */
export async function signOutHeaders(auth: Auth, request: FastifyRequest): Promise<string[]> {
  try {
    const { headers } = await auth.api.signOut({ headers: toWebHeaders(request.headers), returnHeaders: true });
    return headers.getSetCookie();
  } catch (error) {
    request.log.error({ error: describeError(error) }, 'sign-out after deleting an account failed');
    return [];
  }
}
