import { guestName } from '@seeker/contract';
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authClient } from '@/lib/auth-client';
import type { MockRequest } from './mock-fetch';

/** A user as our server's better-auth sends one: its core fields and the anonymous plugin's isAnonymous. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  isAnonymous: boolean;
  createdAt: string;
  updatedAt: string;
};

type Session = {
  id: string;
  token: string;
  userId: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  ipAddress: string;
  userAgent: string;
};
/** A user and their email-and-password login; a guest has none (null). */
type Account = { user: SessionUser; password: string | null };

/** The password of a user the test signed in without naming one. */
export const defaultPassword = 'correct horse battery';

/**
 * The better-auth server the web tests talk to: who is signed in, which accounts exist, and every
 * /api/auth/ request it answered. One per worker, reset after each test (setup.ts).
 */
const server = {
  accounts: [] as Account[],
  signedIn: null as { account: Account; session: Session } | null,
  /** get-session waits (the page has asked and the server not yet answered) until the test ends. */
  holding: null as { promise: Promise<void>; resolve: () => void } | null,
  requests: [] as MockRequest[],
  lastId: 0,
};

const nextId = (kind: string) => `${kind}-${(server.lastId += 1)}`;
const now = () => new Date().toISOString();

/** An error as better-auth answers one: its message and code. */
const authError = (status: number, code: string, message: string) => HttpResponse.json({ message, code }, { status });

function signIn(account: Account) {
  // better-auth's session for a new sign-in: 30 days (create-auth.ts), the address and browser it came from.
  const created = now();
  const session: Session = {
    id: nextId('session'),
    token: nextId('token'),
    userId: account.user.id,
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    createdAt: created,
    updatedAt: created,
    ipAddress: '127.0.0.1',
    userAgent: navigator.userAgent,
  };
  // A guest who signs up or signs in is linked to that account (anonymous plugin) and then deleted.
  const guest = server.signedIn?.account.user.isAnonymous ? server.signedIn.account : null;
  if (guest) server.accounts = server.accounts.filter((known) => known !== guest);
  server.signedIn = { account, session };
  return session;
}

function newUser(fields: Partial<SessionUser>): SessionUser {
  const created = now();
  return {
    id: nextId('new-user'),
    name: '',
    email: '',
    emailVerified: false,
    image: null,
    isAnonymous: false,
    createdAt: created,
    updatedAt: created,
    ...fields,
  };
}

/** better-auth's own length checks (emailAndPassword in create-auth.ts: 8 to 128 characters). */
function passwordProblem(password: unknown) {
  if (typeof password !== 'string' || password.length < 8) return authError(400, 'PASSWORD_TOO_SHORT', 'Password too short');
  if (password.length > 128) return authError(400, 'PASSWORD_TOO_LONG', 'Password too long');
  return null;
}

type Body = Record<string, unknown>;
type Route = (body: Body) => Response | Promise<Response>;

/** better-auth's routes the web client calls, answered as our server answers them (paths under /api/auth). */
const routes: Record<string, Route> = {
  'GET /get-session': async () => {
    if (server.holding) await server.holding.promise;
    const signedIn = server.signedIn;
    return HttpResponse.json(signedIn ? { session: signedIn.session, user: signedIn.account.user } : null);
  },
  'POST /sign-up/email': (body) => {
    const problem = passwordProblem(body.password);
    if (problem) return problem;
    if (server.accounts.some((known) => known.user.email === body.email)) {
      return authError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'User already exists. Use another email.');
    }
    const account: Account = {
      user: newUser({ name: String(body.name), email: String(body.email), image: (body.image as string | undefined) ?? null }),
      password: String(body.password),
    };
    server.accounts.push(account);
    const session = signIn(account);
    return HttpResponse.json({ token: session.token, user: account.user });
  },
  'POST /sign-in/email': (body) => {
    const account = server.accounts.find((known) => known.user.email === body.email && known.password !== null && known.password === body.password);
    if (!account) return authError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
    const session = signIn(account);
    return HttpResponse.json({ redirect: false, token: session.token, user: account.user });
  },
  'POST /sign-in/anonymous': () => {
    if (server.signedIn?.account.user.isAnonymous) {
      return authError(400, 'ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY', 'Anonymous users cannot sign in again anonymously');
    }
    const id = nextId('guest');
    const account: Account = {
      user: newUser({ id, name: guestName, email: `${id}@anonymous.placeholder.invalid`, isAnonymous: true }),
      password: null,
    };
    server.accounts.push(account);
    const session = signIn(account);
    return HttpResponse.json({ token: session.token, user: account.user });
  },
  'POST /sign-out': () => {
    server.signedIn = null;
    return HttpResponse.json({ success: true });
  },
  'POST /change-password': (body) => {
    const signedIn = server.signedIn;
    if (!signedIn) return authError(401, 'UNAUTHORIZED', 'Unauthorized');
    const problem = passwordProblem(body.newPassword);
    if (problem) return problem;
    if (signedIn.account.password === null) return authError(400, 'CREDENTIAL_ACCOUNT_NOT_FOUND', 'Credential account not found');
    if (body.currentPassword !== signedIn.account.password) return authError(400, 'INVALID_PASSWORD', 'Invalid password');
    signedIn.account.password = String(body.newPassword);
    // Revoking the other sessions gives this one a new token.
    const token = body.revokeOtherSessions ? signIn(signedIn.account).token : null;
    return HttpResponse.json({ token, user: signedIn.account.user });
  },
  'GET /list-accounts': () => {
    const signedIn = server.signedIn;
    if (!signedIn) return authError(401, 'UNAUTHORIZED', 'Unauthorized');
    const { user, password } = signedIn.account;
    const credential = {
      id: `account-${user.id}`,
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
      scopes: [],
    };
    return HttpResponse.json(password === null ? [] : [credential]);
  },
};

/**
 * The MSW handler for better-auth's routes: part of the tests' API server (api-server.ts), behind every
 * answer a test gives with mockFetch, so a test can still answer one of these routes its own way.
 * A route not listed above falls through to the server's 404.
 */
export const authServerHandler = http.all('*/api/auth/*', async ({ request }) => {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const text = await request.clone().text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  server.requests.push({ method, path: url.pathname, body, ...(url.search ? { search: url.search } : {}) });
  const route = routes[`${method} ${url.pathname.replace(/^\/api\/auth/, '')}`];
  return route ? route((body ?? {}) as Body) : undefined;
});

/**
 * The app's better-auth client's session store (nanostores), and what it holds when a page loads. Read as
 * `.value`: `.get()` on a store nothing listens to mounts it for a moment, which starts a session request
 * and, a second later, an unmount that may find the test file's window gone.
 */
const sessionStore = authClient.$store.atoms.session!;
const pageLoad = { data: null, error: null, isPending: true, isRefetching: false };
const refetchSession = () => (sessionStore.value as { refetch: () => Promise<void> }).refetch();

/**
 * nanostores' reset for tests, as its cleanStores() calls it: the store drops its listeners and runs its
 * unmount (better-auth's window listeners go) at once. Read off the store itself, because the nanostores
 * better-auth loads is not the one an import from here would get.
 */
const cleanSymbol = Object.getOwnPropertySymbols(sessionStore).find((symbol) => symbol.description === 'clean');
function cleanSessionStore() {
  if (!cleanSymbol) throw new Error("nanostores' clean() is missing from the session store (is NODE_ENV production?)");
  (sessionStore as unknown as Record<symbol, () => void>)[cleanSymbol]!();
}

/**
 * After each test (setup.ts), once the screen is unmounted: nobody signed in, no accounts, no requests, a
 * held get-session answered, and the client as on a page that has just loaded. Its session store lets go of
 * its window listeners now rather than a second later, when the test file's window may be gone.
 */
export function resetAuth() {
  server.holding?.resolve();
  server.holding = null;
  server.accounts = [];
  server.signedIn = null;
  server.requests = [];
  cleanSessionStore();
  sessionStore.set({ ...(sessionStore.value as object), ...pageLoad });
}

/** The app's client asks for the session again and has its answer (any request still out is dropped). */
async function readSession() {
  await act(refetchSession);
}

/** What each helper returns: every request the auth server received in this test, in order (get-session too). */
type AuthRequests = { requests: MockRequest[] };

/**
 * Signs the browser in as `user` (Ada Lovelace, user-1, not a guest unless said): the server answers
 * get-session with their session, and the app's client has read it before the test renders.
 * A user who is not a guest signs in with `password` (change-password checks it).
 */
export async function signedInAs(user: Partial<SessionUser> = {}, { password = defaultPassword } = {}): Promise<AuthRequests> {
  const full = newUser({ id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com', ...user });
  const account: Account = { user: full, password: full.isAnonymous ? null : password };
  server.accounts = [...server.accounts.filter((known) => known.user.id !== full.id), account];
  server.signedIn = null;
  signIn(account);
  await readSession();
  return { requests: server.requests };
}

/** Nobody is signed in: get-session answers null, and the app's client has read that. */
export async function signedOut(): Promise<AuthRequests> {
  server.signedIn = null;
  await readSession();
  return { requests: server.requests };
}

/** The page has just loaded: the client has asked for the session and the server has not answered (until the test ends). */
export async function sessionPending(): Promise<AuthRequests> {
  let release = () => {};
  server.holding = { promise: new Promise<void>((resolve) => (release = resolve)), resolve: () => release() };
  await act(async () => {
    sessionStore.set({ ...(sessionStore.value as object), ...pageLoad });
    void refetchSession();
  });
  return { requests: server.requests };
}
