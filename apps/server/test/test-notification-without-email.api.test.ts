import type { TestNotificationResult } from '@seeker/contract';
import { expect, it } from 'vitest';
import { savePreferences } from './support/search-app';
import { scheduledPreferences } from './support/scheduling-app';
import { signUpWithEmail } from './support/sign-in';
import { describeWithApp } from './support/test-app';

describeWithApp('a test notification on a server without email', (ctx) => {
  it('tells the person in their words why no email went out, not which settings the server lacks', async () => {
    const ada = await signUpWithEmail(ctx.app);
    await savePreferences(ctx.app, ada, scheduledPreferences({ notificationType: 'Email', enabled: false }));
    const response = await ctx.app.inject({ method: 'POST', url: `/api/users/${ada.userId}/notifications/test`, headers: { cookie: ada.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const { email } = response.json() as TestNotificationResult;
    expect(email).toEqual({
      state: 'skipped',
      message: 'Email is not set up on this server, so no email went out. New jobs still show in the app, under the bell.',
    });
    expect(email.message).not.toMatch(/SMTP|_URL|_FROM/);
  });
});
