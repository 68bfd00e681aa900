import { defaultPreferences } from '@seeker/contract';

/**
 * Signs in a guest whose preferences are saved, so the dashboard is a returning user's (no onboarding
 * wizard); returns the session's Cookie header.
 */
export async function returningGuest(origin: string): Promise<string> {
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
  const preferences = { ...defaultPreferences('UTC'), titles: ['Frontend Engineer'], locations: ['Remote'] };
  const saved = await fetch(`${origin}/api/users/${user.id}/preferences`, {
    method: 'PUT',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(preferences),
  });
  if (!saved.ok) throw new Error(`saving preferences failed: ${saved.status} ${await saved.text()}`);
  return cookie;
}
