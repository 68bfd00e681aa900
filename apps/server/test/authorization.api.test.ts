import { expect, it } from 'vitest';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';

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

  it("answers 403 \"Unauthorized access to user data\" for another user's record", async () => {
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
});
