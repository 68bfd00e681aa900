import type { App } from '../../src/app';
import { testOrigin } from './test-app';

export type SignedIn = { cookie: string; userId: string };

function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((item) => item.split(';')[0]).join('; ');
}

/** POST to a better-auth endpoint as a browser on our origin would, optionally with a session cookie. */
export async function authPost(app: App, path: string, payload: object, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin: testOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload,
  });
}

async function expectSignedIn(response: Awaited<ReturnType<typeof authPost>>): Promise<SignedIn> {
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { user: { id: string } };
  return { cookie: cookieHeader(response.headers['set-cookie']), userId: body.user.id };
}

export async function signInAsGuest(app: App): Promise<SignedIn> {
  return expectSignedIn(await authPost(app, '/sign-in/anonymous', {}));
}

let counter = 0;
export function createCredentials(overrides: Partial<{ email: string; password: string; name: string }> = {}) {
  counter += 1;
  return { email: `user${counter}-${Date.now()}@example.test`, password: 'correct horse battery', name: `User ${counter}`, ...overrides };
}

export async function signUpWithEmail(app: App, credentials = createCredentials(), guestCookie?: string) {
  return expectSignedIn(await authPost(app, '/sign-up/email', credentials, guestCookie));
}

export async function signInWithEmail(app: App, credentials: { email: string; password: string }) {
  return authPost(app, '/sign-in/email', credentials);
}
