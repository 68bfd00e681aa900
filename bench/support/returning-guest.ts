import { defaultPreferences } from '@seeker/contract';

type Guest = { cookie: string; userId: string };

/** Signs in a fresh guest; returns the session's Cookie header and the user's id. */
async function signInGuest(origin: string): Promise<Guest> {
  const signIn = await fetch(`${origin}/api/auth/sign-in/anonymous`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!signIn.ok) throw new Error(`guest sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const { user } = (await signIn.json()) as { user: { id: string } };
  return { cookie, userId: user.id };
}

/**
 * Signs in a guest with no preferences saved, so the dashboard is a new user's: the preferences wizard
 * opens by itself (in a browser that has not seen it); returns the session's Cookie header.
 */
export async function newGuest(origin: string): Promise<string> {
  return (await signInGuest(origin)).cookie;
}

/**
 * Signs in a guest whose preferences are saved, so the dashboard is a returning user's (no onboarding
 * wizard); returns the session's Cookie header.
 */
export async function returningGuest(origin: string): Promise<string> {
  const { cookie, userId } = await signInGuest(origin);
  const preferences = { ...defaultPreferences('UTC'), titles: ['Frontend Engineer'], locations: ['Remote'] };
  const saved = await fetch(`${origin}/api/users/${userId}/preferences`, {
    method: 'PUT',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(preferences),
  });
  if (!saved.ok) throw new Error(`saving preferences failed: ${saved.status} ${await saved.text()}`);
  return cookie;
}
