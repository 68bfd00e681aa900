import { betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { anonymous, genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { authLog } from './auth-log';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { FileStore } from '../../storage/file-store';
import { createUserProfile } from './create-user-profile';
import { removeUserFiles, userFileKeys } from './delete-user-files';
import { transferGuestData } from './transfer-guest-data';
import { createSessionCache } from './session-cache';
import { sessionCookieName } from '../../http/session-token';
import { guestName } from '@seeker/contract';

/** Set by our handler from the socket (or trusted proxy) address; a client-sent value is overwritten. */
export const clientIpHeader = 'x-seeker-client-ip';

export type AuthOptions = Pick<Config, 'publicUrl' | 'google' | 'oidc' | 'trustedOrigins'> & {
  secret: string;
  /** better-auth's own per-IP limiter; off in API tests that sign up many users quickly. */
  rateLimit: boolean;
  /** Where better-auth's own log lines go (see auth-log.ts); without one they are dropped. */
  logger?: FastifyBaseLogger;
  /** A deleted user's files are removed with them. */
  files: FileStore;
  /** How long a session check is reused in this process (10 s; tests of what another process sees shorten it). */
  sessionCacheTtlMs?: number;
};

export function createAuth(db: Db, options: AuthOptions) {
  /** File keys of users being deleted, read before their rows go and removed once they have. */
  const doomedFiles = new Map<string, string[]>();
  // Each request's session check, kept a few seconds in this process (decision 0020).
  // Only the one name better-auth reads: over http a `__Secure-` cookie is not its session, whatever it holds.
  const secureCookies = options.publicUrl.startsWith('https://');
  const sessionCache = createSessionCache({
    cookieNames: [sessionCookieName(secureCookies)],
    ...(options.sessionCacheTtlMs === undefined ? {} : { ttlMs: options.sessionCacheTtlMs }),
  });
  const auth = betterAuth({
    appName: 'Seeker',
    logger: options.logger ? { log: authLog(options.logger) } : { disabled: true },
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.publicUrl, ...options.trustedOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    socialProviders: options.google ? { google: { ...options.google, prompt: 'select_account' } } : {},
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: options.rateLimit },
    // An account (a guest's too) is deleted through Settings only (POST /api/users/{id}/delete-account), which
    // also removes its scheduler tasks and files in a safe order; better-auth's own endpoint would not.
    disabledPaths: ['/delete-anonymous-user'],
    advanced: {
      cookiePrefix: 'seeker',
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    hooks: {
      // Whatever a better-auth call of a signed-in user changed — sign-out, a revoked session, a new
      // password, a renamed user, a guest linked to an account — their cached session checks go with it.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/get-session') return;
        const userId = ctx.context.session?.user.id ?? sessionCache.userOfCookie(ctx.headers?.get('cookie') ?? undefined);
        if (userId) sessionCache.forgetUser(userId);
      }),
    },
    databaseHooks: {
      session: {
        // However a session ends (revoked, signed out, expired and cleaned up), its cached checks end with it.
        delete: {
          before: async (session) => sessionCache.forgetToken(session.token),
          after: async (session) => sessionCache.forgetToken(session.token),
        },
      },
      user: {
        // better-auth still deletes a guest itself once it is linked to an account (its data moved over
        // first, so it has no files left); should one have any, they go after its rows, never before.
        delete: {
          before: async (user) => {
            sessionCache.forgetUser(user.id);
            doomedFiles.set(user.id, await userFileKeys(db, user.id));
          },
          after: async (user) => {
            sessionCache.forgetUser(user.id);
            const keys = doomedFiles.get(user.id) ?? [];
            doomedFiles.delete(user.id);
            await removeUserFiles(options.files, console, user.id, keys);
          },
        },
        create: {
          after: async (user) => {
            await createUserProfile(db, { userId: user.id, avatar: user.image ?? null });
          },
        },
      },
    },
    plugins: [
      anonymous({
        // The frame and the profile call a guest "Guest" (better-auth's own default is "Anonymous").
        generateName: () => guestName,
        // A guest who adds email + password (or signs in with a provider) keeps everything they made.
        // better-auth calls this on sign-up *and* on signing in to an existing account from a guest session.
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await transferGuestData(db, {
            fromUserId: anonymousUser.user.id,
            toUserId: newUser.user.id,
            accountIsNew: new Date(newUser.user.createdAt) >= new Date(anonymousUser.user.createdAt),
          });
        },
      }),
      ...(options.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  discoveryUrl: `${options.oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: options.oidc.clientId,
                  clientSecret: options.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
  return Object.assign(auth, { sessionCache });
}

export type Auth = ReturnType<typeof createAuth>;
