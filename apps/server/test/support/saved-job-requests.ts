import { eq } from 'drizzle-orm';
import { userProfiles } from '../../src/db/schema';
import type { SignedIn } from './sign-in';
import { testOrigin, type TestContext } from './test-app';

/** A user's requests to the suite's app, with the web app's cookie and origin, and the user's profile row. */
export function savedJobRequests(ctx: TestContext) {
  const send = (who: SignedIn, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: who.cookie, origin: testOrigin }, ...(payload ? { payload } : {}) });
  const profileOf = async (userId: string) => (await ctx.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]!;
  return { send, profileOf };
}
