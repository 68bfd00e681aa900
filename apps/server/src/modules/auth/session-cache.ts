import crypto from 'node:crypto';
import { cookieValue } from '../../http/session-token';
import type { SessionUser } from './authorize';

/** A session better-auth has just verified: who it is, and until when it holds. */
export type VerifiedSession = { user: SessionUser; token: string; expiresAt: Date };

export type SessionCache = {
  /**
   * The user of the session cookie in `cookieHeader`: from the cache while a check of that exact cookie
   * is fresh, else from `verify` (better-auth's getSession), whose answer is kept briefly. Null: no session.
   */
  lookup: (cookieHeader: string | undefined, verify: () => Promise<VerifiedSession | null>) => Promise<SessionUser | null>;
  /** Sign-out, revocation, a changed user: every cached session of the user is dropped at once. */
  forgetUser: (userId: string) => void;
  /** One session ended (deleted by token). */
  forgetToken: (token: string) => void;
  /** The user of this cookie's cached session, if any (to forget them after a better-auth call with it). */
  userOfCookie: (cookieHeader: string | undefined) => string | undefined;
  size: () => number;
};

type Entry = { user: SessionUser; tokenHash: string; expiresAt: number };

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

/**
 * The session check of every request, kept in this process for `ttlMs` (decision 0020): keyed by a
 * SHA-256 of the signed session cookie (never the cookie itself), filled only by a check better-auth made
 * of that exact cookie (its signature verified, the session found and unexpired), and never kept past
 * the session's own expiry. Dropped at once on sign-out, revocation, account deletion and any other
 * better-auth call of the user in this process; another process may go on honouring a revoked session
 * for at most `ttlMs`. A check under way when something is forgotten is not kept.
 */
export function createSessionCache({
  cookieNames,
  ttlMs = 10_000,
  maxEntries = 10_000,
  now = Date.now,
}: {
  /** The session cookie's name as better-auth reads it (with the `__Secure-` prefix on https only). */
  cookieNames: string[];
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}): SessionCache {
  const entries = new Map<string, Entry>();
  const keysOfUser = new Map<string, Set<string>>();
  const keysOfToken = new Map<string, Set<string>>();
  const checking = new Map<string, Promise<SessionUser | null>>();
  // Bumped by every forget: a check that started before one is not kept (it may have read a session since ended).
  let forgets = 0;

  const keyOf = (header: string | undefined) => {
    for (const name of cookieNames) {
      const value = cookieValue(header, name);
      if (value) return sha256(`${name}=${value}`);
    }
    return undefined;
  };

  const unlink = (index: Map<string, Set<string>>, id: string, key: string) => {
    const keys = index.get(id);
    keys?.delete(key);
    if (keys?.size === 0) index.delete(id);
  };

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    unlink(keysOfUser, entry.user.id, key);
    unlink(keysOfToken, entry.tokenHash, key);
  };

  const keep = (key: string, session: VerifiedSession) => {
    const expiresAt = Math.min(now() + ttlMs, session.expiresAt.getTime());
    if (expiresAt <= now()) return;
    drop(key);
    // The oldest entries go first once the cache is full (a Map iterates in insertion order).
    while (entries.size >= maxEntries) drop(entries.keys().next().value!);
    const tokenHash = sha256(session.token);
    entries.set(key, { user: session.user, tokenHash, expiresAt });
    keysOfUser.set(session.user.id, (keysOfUser.get(session.user.id) ?? new Set()).add(key));
    keysOfToken.set(tokenHash, (keysOfToken.get(tokenHash) ?? new Set()).add(key));
  };

  const forgetAll = (index: Map<string, Set<string>>, id: string) => {
    forgets++;
    // Checks under way may have read what just ended: requests from now on make their own.
    checking.clear();
    for (const key of [...(index.get(id) ?? [])]) drop(key);
  };

  return {
    async lookup(cookieHeader, verify) {
      const key = keyOf(cookieHeader);
      if (!key) return (await verify())?.user ?? null;
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.user;
      if (entry) drop(key);
      // Requests of one page arrive together: one check for all of them.
      let pending = checking.get(key);
      if (!pending) {
        const startedAt = forgets;
        const check: Promise<SessionUser | null> = verify()
          .then((session) => {
            if (session && forgets === startedAt) keep(key, session);
            return session?.user ?? null;
          })
          .finally(() => {
            if (checking.get(key) === check) checking.delete(key);
          });
        checking.set(key, check);
        pending = check;
      }
      return pending;
    },
    forgetUser: (userId) => forgetAll(keysOfUser, userId),
    forgetToken: (token) => forgetAll(keysOfToken, sha256(token)),
    userOfCookie(cookieHeader) {
      const key = keyOf(cookieHeader);
      return key ? entries.get(key)?.user.id : undefined;
    },
    size: () => entries.size,
  };
}
