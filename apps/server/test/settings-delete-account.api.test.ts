import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { accountMessages } from '@seeker/contract';
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { scheduledSearches, schedulerTasks, verification } from '../src/db/schema';
import { snapshot, userRows } from './harness/database-state';
import { fillAccount, headers } from './support/account-data';
import { createCredentials, signInAsGuest, signInWithEmail, signUpWithEmail, type SignedIn } from './support/sign-in';
import { describeWithApp, testOrigin, type TestContext } from './support/test-app';

/** Every file under `resumes/<userId>/` in the local file store. */
function filesOf(ctx: TestContext, userId: string) {
  const dir = path.join(ctx.filesDir, 'resumes', userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describeWithApp('delete my account', (ctx) => {
  const remove = (who: SignedIn, body: unknown, userId = who.userId) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/users/${userId}/delete-account`,
      headers: headers(who),
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it.each([
    ['a missing confirmation', {}],
    ['the word in lower case', { confirmation: 'delete' }],
    ['another word', { confirmation: 'YES' }],
    ['no body', undefined],
  ])('refuses %s with a 400 and removes nothing', async (_case, body) => {
    const maya = await signInAsGuest(ctx.app);
    await fillAccount(ctx, maya);
    const before = await snapshot(ctx.database, ctx.filesDir);
    const response = await remove(maya, body);
    expect(response.statusCode).toBe(400);
    if (body) expect((response.json() as { error: { details: { message: string }[] } }).error.details[0]!.message).toBe(accountMessages.confirmation);
    expect(await snapshot(ctx.database, ctx.filesDir)).toEqual(before);
  });

  it.each([
    ['a guest', (ctx: TestContext) => signInAsGuest(ctx.app)],
    ['an email account', (ctx: TestContext) => signUpWithEmail(ctx.app, createCredentials())],
  ])('removes every row, file and scheduled task of %s, signs it out, and leaves everyone else alone', async (_kind, signIn) => {
    const maya = await signIn(ctx);
    const bob = await signUpWithEmail(ctx.app);
    await fillAccount(ctx, maya);
    await fillAccount(ctx, bob);
    const [{ email }] = (await userRows(ctx.database, maya.userId)).user as [{ email: string }];
    const later = new Date(Date.now() + 3600_000);
    await ctx.database.db.insert(verification).values([
      { id: crypto.randomUUID(), identifier: email, value: 'code', expiresAt: later },
      { id: crypto.randomUUID(), identifier: 'reset-password:maya', value: maya.userId, expiresAt: later },
      { id: crypto.randomUUID(), identifier: 'reset-password:bob', value: bob.userId, expiresAt: later },
    ]);
    const taskIds = (
      await ctx.database.db.select({ taskId: scheduledSearches.taskId }).from(scheduledSearches).where(eq(scheduledSearches.userId, maya.userId))
    ).map((row) => row.taskId!);
    expect(taskIds).toHaveLength(1);
    expect(filesOf(ctx, maya.userId)).toHaveLength(4);
    const bobBefore = await userRows(ctx.database, bob.userId);
    const bobFiles = filesOf(ctx, bob.userId);

    const response = await remove(maya, { confirmation: 'DELETE' });
    expect(response.statusCode, response.body).toBe(204);
    const cookies = [response.headers['set-cookie']].flat().filter(Boolean) as string[];
    expect(cookies.find((cookie) => cookie.startsWith('seeker.session_token=;'))).toMatch(/Max-Age=0/i);

    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${maya.userId}/profile`, headers: { cookie: maya.cookie } })).statusCode).toBe(
      401,
    );
    expect(Object.values(await userRows(ctx.database, maya.userId)).flat()).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(verification)
        .where(inArray(verification.identifier, [email, 'reset-password:maya'])),
    ).toEqual([]);
    expect(filesOf(ctx, maya.userId)).toEqual([]);
    expect(await ctx.database.db.select().from(schedulerTasks).where(inArray(schedulerTasks.id, taskIds))).toEqual([]);

    expect(await userRows(ctx.database, bob.userId)).toEqual(bobBefore);
    expect(filesOf(ctx, bob.userId)).toEqual(bobFiles);
    expect(await ctx.database.db.select({ id: verification.id }).from(verification)).toHaveLength(1);
  });

  it('lets nobody sign in to a deleted email account again', async () => {
    const credentials = createCredentials();
    const jane = await signUpWithEmail(ctx.app, credentials);
    expect((await remove(jane, { confirmation: 'DELETE' })).statusCode).toBe(204);
    expect((await signInWithEmail(ctx.app, credentials)).statusCode).toBe(401);
  });

  it('keeps every row and file when the database refuses the delete, and says nothing was removed', async () => {
    const maya = await signInAsGuest(ctx.app);
    await fillAccount(ctx, maya);
    const before = await snapshot(ctx.database, ctx.filesDir);
    await ctx.database.executeSql(
      `create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$;
       create trigger refuse_delete before delete on "user" for each row execute function refuse_delete();`,
    );
    try {
      const response = await remove(maya, { confirmation: 'DELETE' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: accountMessages.deleteFailed } });
    } finally {
      await ctx.database.executeSql('drop trigger refuse_delete on "user"; drop function refuse_delete();');
    }
    expect(await snapshot(ctx.database, ctx.filesDir)).toEqual(before);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${maya.userId}/profile`, headers: { cookie: maya.cookie } })).statusCode).toBe(
      200,
    );
  });

  it('refuses anyone but the owner', async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    await fillAccount(ctx, alice);
    const before = await snapshot(ctx.database, ctx.filesDir);
    expect((await remove(bob, { confirmation: 'DELETE' }, alice.userId)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/users/${alice.userId}/delete-account`,
          headers: { origin: testOrigin },
          payload: { confirmation: 'DELETE' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await snapshot(ctx.database, ctx.filesDir)).toEqual(before);
  });
});
