import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { session } from '../src/db/schema';
import { authPost, createCredentials, signInAsGuest, signInWithEmail, signUpWithEmail, type SignedIn } from './support/sign-in';
import { createTestApp, testOrigin } from './support/test-app';
import { databaseTargets, openTestDatabase, resetDatabase } from './support/test-database';

/** What "another api process" honours: its own cache, with a short TTL here so the test can wait it out. */
const otherProcessTtlMs = 600;

for (const target of databaseTargets()) {
  describe(`session checks cached briefly and safely [${target}]`, () => {
    let database: Database;
    let app: App;
    let other: App;
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-'));
    beforeAll(async () => {
      database = await openTestDatabase(target);
      app = await createTestApp(database, { filesDir });
      other = await createTestApp(database, { filesDir, sessionCacheTtlMs: otherProcessTtlMs });
    });
    beforeEach(async () => resetDatabase(database));
    afterAll(async () => {
      await other?.close();
      await app?.close();
      await database?.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    });

    const profileStatus = async (via: App, who: SignedIn) =>
      (await via.inject({ method: 'GET', url: `/api/users/${who.userId}/profile`, headers: { cookie: who.cookie } })).statusCode;
    const cookieOf = (response: Awaited<ReturnType<typeof signInWithEmail>>) => ({
      cookie: String(response.headers['set-cookie']).split(';')[0]!,
      userId: (response.json() as { user: { id: string } }).user.id,
    });

    it('reuses a check: a session deleted behind its back still answers within the TTL, and no longer after it', async () => {
      const guest = await signInAsGuest(app);
      expect(await profileStatus(other, guest)).toBe(200);
      // As a revocation on another process would: the row goes, this process hears nothing.
      await database.db.delete(session).where(eq(session.userId, guest.userId));
      expect(await profileStatus(other, guest)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, otherProcessTtlMs + 100));
      expect(await profileStatus(other, guest)).toBe(401);
    });

    it('reads only the cookie better-auth reads: over http a __Secure- cookie is nobody, whatever sits beside it', async () => {
      const guest = await signInAsGuest(app);
      const forged = '__Secure-seeker.session_token=zzz';
      expect(await profileStatus(app, { ...guest, cookie: `${forged}; ${guest.cookie}` })).toBe(200);
      expect(await profileStatus(app, { ...guest, cookie: forged })).toBe(401);
    });

    it('forgets a session at once when it signs out', async () => {
      const guest = await signInAsGuest(app);
      expect(await profileStatus(app, guest)).toBe(200);
      expect((await authPost(app, '/sign-out', {}, guest.cookie)).statusCode).toBe(200);
      expect(await profileStatus(app, guest)).toBe(401);
    });

    it("forgets a user's other sessions at once when they are revoked from one of them", async () => {
      const credentials = createCredentials();
      const laptop = await signUpWithEmail(app, credentials);
      const phone = cookieOf(await signInWithEmail(app, credentials));
      expect(await profileStatus(app, laptop)).toBe(200);
      expect(await profileStatus(app, phone)).toBe(200);
      expect((await authPost(app, '/revoke-other-sessions', {}, phone.cookie)).statusCode).toBe(200);
      expect(await profileStatus(app, laptop)).toBe(401);
      expect(await profileStatus(app, phone)).toBe(200);

      // One session revoked by its token, from another session of the user.
      const tablet = cookieOf(await signInWithEmail(app, credentials));
      expect(await profileStatus(app, tablet)).toBe(200);
      const [tabletRow] = await database.db
        .select({ token: session.token })
        .from(session)
        .where(eq(session.token, decodeURIComponent(tablet.cookie.split('=')[1]!).split('.')[0]!));
      expect((await authPost(app, '/revoke-session', { token: tabletRow!.token }, phone.cookie)).statusCode).toBe(200);
      expect(await profileStatus(app, tablet)).toBe(401);
    });

    it('forgets the sessions of a deleted account at once: the old cookie gets 401, never a 500', async () => {
      const guest = await signInAsGuest(app);
      const credentials = createCredentials();
      const account = await signUpWithEmail(app, credentials);
      const secondDevice = cookieOf(await signInWithEmail(app, credentials));
      expect(await profileStatus(app, secondDevice)).toBe(200);
      expect(await profileStatus(app, guest)).toBe(200);
      const deleted = await app.inject({
        method: 'POST',
        url: `/api/users/${account.userId}/delete-account`,
        headers: { cookie: account.cookie, origin: testOrigin },
        payload: { confirmation: 'DELETE' },
      });
      expect(deleted.statusCode).toBe(204);
      expect(await profileStatus(app, secondDevice)).toBe(401);
      const write = await app.inject({
        method: 'PUT',
        url: `/api/users/${secondDevice.userId}/preferences`,
        headers: { cookie: secondDevice.cookie, origin: testOrigin },
        payload: {},
      });
      expect(write.statusCode).toBe(401);
      // Someone else's cached session is untouched.
      expect(await profileStatus(app, guest)).toBe(200);
    });
  });
}
