import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import type { Auth } from './create-auth';
import { toWebHeaders } from './web-request';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  isAnonymous: boolean;
};

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The signed-in user, or a 401 `User must be authenticated`. Looked up once per request. */
    requireUser(): Promise<SessionUser>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** onRequest hook: 401 before anything else (body parsing, validation) happens. */
    requireSignIn: onRequestAsyncHookHandler;
    /** onRequest hook: 401 without a session, 403 unless `:userId` is the signed-in user. */
    requireOwnUserParam: onRequestAsyncHookHandler;
  }
}

/** 403 `Unauthorized access to user data` unless the record belongs to the signed-in user. */
export function assertOwner(user: SessionUser, ownerId: string) {
  if (user.id !== ownerId) throw AppError.forbidden();
}

export const authorization = fp(
  async (app: FastifyInstance, { auth }: { auth: Auth }) => {
    const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
    app.decorateRequest('requireUser', async function requireUser(this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        // Checked once per request, and reused for a few seconds across requests (session-cache.ts).
        pending = auth.sessionCache.lookup(this.headers.cookie, async () => {
          const session = await auth.api.getSession({ headers: toWebHeaders(this.headers) });
          if (!session) return null;
          const user: SessionUser = {
            id: session.user.id,
            email: session.user.email,
            name: session.user.name,
            image: session.user.image ?? null,
            isAnonymous: Boolean(session.user.isAnonymous),
          };
          return { user, token: session.session.token, expiresAt: new Date(session.session.expiresAt) };
        });
        cache.set(this, pending);
      }
      const user = await pending;
      if (!user) throw AppError.unauthenticated();
      return user;
    });
    app.decorate('requireSignIn', async (request: FastifyRequest) => {
      await request.requireUser();
    });
    app.decorate('requireOwnUserParam', async (request: FastifyRequest) => {
      const user = await request.requireUser();
      assertOwner(user, (request.params as { userId?: string }).userId ?? '');
    });
  },
  { name: 'authorization' },
);
