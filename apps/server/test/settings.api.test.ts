import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createPdf, resumeFixtures } from '@seeker/agents/testing';
import { accountMessages, editableProfileSchema, preferencesSchema } from '@seeker/contract';
import { eq, getTableName, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import { expect, it } from 'vitest';
import {
  account,
  notifications,
  pushSubscriptions,
  resumes,
  scheduledSearches,
  scheduledSearchRuns,
  scheduledSearchSeen,
  schedulerTasks,
  session,
  verification,
} from '../src/db/schema';
import { exportedTables, type ExportedFile } from '../src/modules/settings/collect-user-data';
import { exportLimit, exportLimitMessages } from '../src/modules/settings/export-limit';
import { exportChunkChars } from '../src/modules/settings/write-export-zip';
import { snapshot, userRows } from './harness/database-state';
import { createCredentials, signInAsGuest, signInWithEmail, signUpWithEmail, type SignedIn } from './support/sign-in';
import { describeWithApp, testOrigin, type TestContext } from './support/test-app';
import { uploadResume } from './support/upload-resume';
import { writeLetterAndTailoring } from './support/write-letter-and-tailoring';
import { fillApplication } from './support/fill-application';
import { z } from 'zod/mini';

type ExportJson = Record<string, unknown> & {
  format: string;
  account: { id: string; email: string; isAnonymous: boolean; signInMethods: string[] };
  resumes: { id: string; storagePath: string; text: string; file: string | null; docxFile: string | null; metadata: { docxPath?: string } }[];
  files: ExportedFile[];
};

const headers = (who: SignedIn) => ({ cookie: who.cookie, origin: testOrigin });

/** A bit of everything a user can have: resumes (uploaded and tailored), a search with a cover letter, preferences with a schedule, a profile, a notification, a push subscription. */
async function fillAccount(ctx: TestContext, who: SignedIn) {
  expect((await uploadResume(ctx.app, who, 'maya.txt', Buffer.from(resumeFixtures.software.resume))).statusCode).toBe(201);
  expect((await uploadResume(ctx.app, who, 'Maya Patel CV.pdf', createPdf(['Maya Patel', 'Frontend Engineer']))).statusCode).toBe(201);
  await fillApplication(ctx, who, await writeLetterAndTailoring(ctx, who));
  const preferences = (z.globalRegistry.get(preferencesSchema)?.examples as object[])[0]!;
  expect(
    (await ctx.app.inject({ method: 'PUT', url: `/api/users/${who.userId}/preferences`, headers: headers(who), payload: preferences })).statusCode,
  ).toBe(200);
  const profile = (z.globalRegistry.get(editableProfileSchema)?.examples as object[])[0]!;
  expect((await ctx.app.inject({ method: 'PUT', url: `/api/users/${who.userId}/profile`, headers: headers(who), payload: profile })).statusCode).toBe(
    200,
  );
  const [schedule] = await ctx.database.db
    .select({ id: scheduledSearches.id })
    .from(scheduledSearches)
    .where(eq(scheduledSearches.userId, who.userId));
  const ranAt = new Date();
  await ctx.database.db.insert(scheduledSearchRuns).values({
    scheduleId: schedule!.id,
    scheduledFor: ranAt,
    userId: who.userId,
    status: 'done',
    startedAt: ranAt,
    finishedAt: ranAt,
    jobCount: 3,
    newJobs: 1,
  });
  await ctx.database.db.insert(scheduledSearchSeen).values({ scheduleId: schedule!.id, postingKey: 'greenhouse:acme:1', firstSeenAt: ranAt });
  await ctx.database.db.insert(notifications).values({
    id: crypto.randomUUID(),
    userId: who.userId,
    title: '3 new jobs',
    body: 'Acme',
    link: '/jobs',
    jobs: [],
    jobCount: 3,
    deliverAt: new Date(),
  });
  await ctx.database.db
    .insert(pushSubscriptions)
    .values({ userId: who.userId, endpoint: `https://push.example/${who.userId}`, p256dh: 'p256dh-key-secret', auth: 'auth-key-secret' });
}

async function exportOf(ctx: TestContext, who: SignedIn) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/users/${who.userId}/export`, headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const entries: Unzipped = unzipSync(response.rawPayload);
  const json = JSON.parse(strFromU8(entries['seeker-export.json']!)) as ExportJson;
  return { response, entries, json };
}

const storedFile = (ctx: TestContext, key: string) => path.join(ctx.filesDir, ...key.split('/'));

/** Every file under `resumes/<userId>/` in the local file store. */
function filesOf(ctx: TestContext, userId: string) {
  const dir = path.join(ctx.filesDir, 'resumes', userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** Tables with a `user_id` column, from the database itself, so a new one cannot be forgotten. */
async function userOwnedTables(ctx: TestContext) {
  const { rows } = await ctx.database.executeSql(
    "select distinct table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'",
  );
  return (rows as { table_name: string }[]).map((row) => row.table_name).sort();
}

describeWithApp('export all my data', (ctx) => {
  it('exports every user-owned table: a new table with a user_id fails here until it is exported', async () => {
    const exported = Object.values(exportedTables).map((table) => getTableName(table));
    // better-auth's session and account rows hold tokens and password hashes: only the sign-in methods are exported.
    expect([...exported, 'account', 'session'].sort()).toEqual(await userOwnedTables(ctx));
  });

  it('zips a guest’s every record as JSON and every stored file with its exact bytes, as an attachment nobody caches', async () => {
    const maya = await signInAsGuest(ctx.app);
    await fillAccount(ctx, maya);
    const { response, entries, json } = await exportOf(ctx, maya);

    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="seeker-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers['content-disposition']).toContain(new Date().toISOString().slice(0, 10));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(json).toMatchObject({ format: 'seeker-export/1', account: { id: maya.userId, isAnonymous: true, signInMethods: [] } });
    expect(new Date(json.exportedAt as string).toISOString()).toBe(json.exportedAt);
    expect(strFromU8(entries['README.txt']!)).toContain('seeker-export.json');

    // Every row of every user-owned table is in the JSON under its key.
    const rows = await userRows(ctx.database, maya.userId);
    const keyOf = new Map<string, string>(Object.entries(exportedTables).map(([key, table]) => [getTableName(table), key]));
    const empty: string[] = [];
    for (const [table, stored] of Object.entries(rows)) {
      if (['user', 'session', 'account'].includes(table)) continue;
      const value = json[keyOf.get(table)!];
      const listed = Array.isArray(value) ? value : value ? [value] : [];
      expect(listed, `${table} in seeker-export.json`).toHaveLength(stored.length);
      if (stored.length === 0) empty.push(table);
    }
    expect(empty, 'fillAccount leaves these tables empty').toEqual([]);
    expect(json.scheduledSearchSeen).toEqual([expect.objectContaining({ postingKey: 'greenhouse:acme:1' })]);
    expect(json.profile).toMatchObject({ userId: maya.userId, title: 'Frontend Engineer', totalJobsViewed: expect.any(Number) as number });
    expect(Object.keys(json.profile as object)).toEqual(
      expect.arrayContaining(['currentSessionId', 'lastSearchDate', 'lastClearedDate', 'createdAt', 'updatedAt']),
    );
    expect(json.pushSubscriptions).toEqual([{ endpoint: `https://push.example/${maya.userId}`, createdAt: expect.any(String) as string }]);

    // Every stored file (two uploads, a tailored PDF and its DOCX twin) is in the archive, byte for byte.
    const dbResumes = await ctx.database.db.select().from(resumes).where(eq(resumes.userId, maya.userId));
    const keys = dbResumes.flatMap((row) => [row.storagePath, ...(row.metadata.docxPath ? [row.metadata.docxPath] : [])]);
    expect(keys).toHaveLength(4);
    expect(json.files).toHaveLength(4);
    for (const resume of json.resumes) {
      const paths = [resume.file, resume.docxFile].filter(Boolean) as string[];
      const stored = [resume.storagePath, resume.metadata.docxPath].filter(Boolean) as string[];
      expect(paths).toHaveLength(stored.length);
      paths.forEach((archivePath, index) => {
        expect(archivePath.startsWith(`files/${resume.id}/`)).toBe(true);
        expect(Buffer.from(entries[archivePath]!).equals(fs.readFileSync(storedFile(ctx, stored[index]!))), archivePath).toBe(true);
        expect(json.files).toContainEqual({ path: archivePath, resumeId: resume.id, bytes: entries[archivePath]!.length });
      });
    }
    expect(json.resumes.find((resume) => resume.file?.endsWith('Maya_Patel_CV.pdf'))?.text).toContain('Maya Patel');
    expect(Object.keys(entries).sort()).toEqual(['README.txt', 'seeker-export.json', ...json.files.map((file) => file.path)].sort());
  });

  it('lists a file missing from storage as missing instead of failing', async () => {
    const maya = await signInAsGuest(ctx.app);
    const uploaded = await uploadResume(ctx.app, maya, 'gone.txt', Buffer.from('a resume whose file went away'));
    fs.rmSync(storedFile(ctx, (uploaded.json() as { storagePath: string }).storagePath));
    const { entries, json } = await exportOf(ctx, maya);
    const resumeId = (uploaded.json() as { id: string }).id;
    expect(json.files).toEqual([{ path: `files/${resumeId}/gone.txt`, resumeId, bytes: null, missing: true }]);
    expect(Object.keys(entries).sort()).toEqual(['README.txt', 'seeker-export.json']);
  });

  it('names the sign-in methods of an email account and carries no password hash, token or push key', async () => {
    const credentials = createCredentials();
    const jane = await signUpWithEmail(ctx.app, credentials);
    await fillAccount(ctx, jane);
    await ctx.database.db.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: `reset-password:${crypto.randomUUID()}`,
      value: jane.userId,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const { response, entries, json } = await exportOf(ctx, jane);
    expect(json.account).toMatchObject({ email: credentials.email, isAnonymous: false, signInMethods: ['credential'] });

    const [credential] = await ctx.database.db.select().from(account).where(eq(account.userId, jane.userId));
    const sessions = await ctx.database.db.select().from(session).where(eq(session.userId, jane.userId));
    const verifications = await ctx.database.db.select().from(verification);
    const secrets = [
      credential!.password!,
      credentials.password,
      ...sessions.map((row) => row.token),
      ...verifications.map((row) => row.identifier.split(':')[1]!),
      'p256dh-key-secret',
      'auth-key-secret',
    ];
    expect(secrets.length).toBeGreaterThan(5);
    const texts = [response.rawPayload.toString('latin1'), ...Object.values(entries).map((bytes) => Buffer.from(bytes).toString('latin1'))];
    for (const secret of secrets)
      expect(
        texts.some((text) => text.includes(secret)),
        'a secret is in the archive',
      ).toBe(false);
  });

  it('is the owner’s alone', async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/export` })).statusCode).toBe(401);
    const refused = await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/export`, headers: { cookie: bob.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
  });
});

/** `count` jobs typed in by hand, each with a description of `chars` characters that hardly deflates (random base64). */
async function typeInJobs(ctx: TestContext, who: SignedIn, count: number, chars = 50_000) {
  for (let index = 0; index < count; index++) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/typed-in',
      headers: headers(who),
      payload: {
        url: `https://careers.example.com/jobs/${index}`,
        title: `Engineer ${index}`,
        company: 'Example Robotics',
        description: crypto.randomBytes(chars).toString('base64').slice(0, chars),
      },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
  }
}

const exportRequest = (who: SignedIn) => ({ method: 'GET' as const, url: `/api/users/${who.userId}/export`, headers: { cookie: who.cookie } });

describeWithApp('export limits', (ctx) => {
  it(`refuses a user's ${exportLimit.count + 1}th export within an hour with 429 and when to try again, and leaves others alone`, async () => {
    const maya = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const firstAt = Date.now();
    await exportOf(ctx, maya);
    const firstDoneAt = Date.now();
    for (let turn = 1; turn < exportLimit.count; turn++) await exportOf(ctx, maya);

    const refused = await ctx.app.inject(exportRequest(maya));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/json');
    const { error } = refused.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('RATE_LIMITED');
    // An hour after the first export started, on the guest's clock (UTC: no zone saved), the minute rounded up.
    const [, time, minutes] =
      /^You have exported your data 3 times in the last hour, the most Seeker makes for one person\. Try again after (\d\d:\d\d) UTC(?: tomorrow)? \(in (\d+) minutes\)\.$/.exec(
        error.message,
      ) ?? [];
    const shown = (at: number) => new Date(Math.ceil((at + exportLimit.windowMs) / 60_000) * 60_000).toISOString().slice(11, 16);
    expect([shown(firstAt), shown(firstDoneAt)], error.message).toContain(time);
    expect(['59', '60'], error.message).toContain(minutes);

    const bobsExport = await exportOf(ctx, bob);
    expect(bobsExport.json.account.id).toBe(bob.userId);
  });

  it('refuses a second export of a user while the first is still being sent, and allows one once it is over', async () => {
    const maya = await signInAsGuest(ctx.app);
    // More than the streams between the archive and the client hold, so the first stays open until it is read.
    await typeInJobs(ctx, maya, 4);
    const first = await ctx.app.inject({ ...exportRequest(maya), payloadAsStream: true });
    expect(first.statusCode).toBe(200);

    const second = await ctx.app.inject(exportRequest(maya));
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ error: { code: 'RATE_LIMITED', message: exportLimitMessages.running } });
    const bob = await signInAsGuest(ctx.app);
    expect((await ctx.app.inject(exportRequest(bob))).statusCode).toBe(200);

    const chunks: Buffer[] = [];
    for await (const chunk of first.stream()) chunks.push(chunk as Buffer);
    const entries = unzipSync(Buffer.concat(chunks));
    expect((JSON.parse(strFromU8(entries['seeker-export.json']!)) as ExportJson).jobListings).toHaveLength(4);
    await new Promise((resolve) => setImmediate(resolve));
    await exportOf(ctx, maya);
  });

  it('keeps answering other requests while a large export is made: /api/health/live before the export is done', async () => {
    const maya = await signInAsGuest(ctx.app);
    // 10 jobs of 50,000 characters (a minute's typed-in jobs): over 500 KB of JSON, deflated a chunk at a time with a turn of the event loop after each.
    await typeInJobs(ctx, maya, 10);
    const order: string[] = [];
    const exported = ctx.app.inject(exportRequest(maya)).then((response) => {
      order.push('export');
      return response;
    });
    // Once the export has started (its first reads are on their way), another client asks whether the server lives.
    await new Promise((resolve) => setImmediate(resolve));
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    order.push('live');
    expect(live.statusCode).toBe(200);
    const response = await exported;
    expect(response.statusCode).toBe(200);
    expect(order).toEqual(['live', 'export']);
    const json = JSON.parse(strFromU8(unzipSync(response.rawPayload)['seeker-export.json']!)) as ExportJson;
    expect(json.jobListings).toHaveLength(10);
    // The JSON was far more than one step's worth.
    expect(strFromU8(unzipSync(response.rawPayload)['seeker-export.json']!).length).toBeGreaterThan(5 * exportChunkChars);
  });
});

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
