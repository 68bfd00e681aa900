import { expect, it } from 'vitest';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp, testOrigin } from './support/test-app';

describeWithApp('authorization', (ctx) => {
  it('answers 401 "User must be authenticated" without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/anyone/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'User must be authenticated' } });
  });

  it('answers 401 for a forged session cookie', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/anyone/profile',
      headers: { cookie: 'seeker.session_token=forged.value' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 "Unauthorized access to user data" for another user\'s record', async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${alice.userId}/profile`,
      headers: { cookie: bob.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Unauthorized access to user data' } });
  });

  it('checks the session before the body: 401 without one, 403 for another user, even with a bad body', async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const anonymous = await ctx.app.inject({ method: 'PUT', url: `/api/users/${alice.userId}/preferences`, payload: { nonsense: true } });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${alice.userId}/preferences`,
      headers: { cookie: bob.cookie },
      payload: { nonsense: true },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses a write from a foreign origin or a cross-site fetch, and allows our own', async () => {
    const alice = await signInAsGuest(ctx.app);
    const url = `/api/users/${alice.userId}/preferences`;
    const { defaultPreferences } = await import('@seeker/contract');
    const payload = defaultPreferences('UTC');
    const evil = await ctx.app.inject({ method: 'PUT', url, headers: { cookie: alice.cookie, origin: 'http://evil.example' }, payload });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.message).toBe('Cross-site request refused');
    const sibling = await ctx.app.inject({ method: 'PUT', url, headers: { cookie: alice.cookie, 'sec-fetch-site': 'same-site' }, payload });
    expect(sibling.statusCode).toBe(403);
    const own = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: alice.cookie, origin: testOrigin, 'sec-fetch-site': 'same-origin' },
      payload,
    });
    expect(own.statusCode).toBe(200);
    // Another spelling of the same path is the same route, and refused the same way.
    const encoded = await ctx.app.inject({
      method: 'PUT',
      url: url.replace('/api/', '/%61pi/'),
      headers: { cookie: alice.cookie, origin: 'http://evil.example' },
      payload,
    });
    expect(encoded.statusCode).toBe(403);
    const encodedDelete = await ctx.app.inject({
      method: 'DELETE',
      url: '/%61pi/resumes/anything',
      headers: { cookie: alice.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(encodedDelete.statusCode).toBe(403);
    const read = await ctx.app.inject({ method: 'GET', url, headers: { cookie: alice.cookie, origin: 'http://evil.example' } });
    expect(read.statusCode).toBe(200);
  });
});
