import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getTableName, eq } from 'drizzle-orm';
import { strFromU8 } from 'fflate';
import { expect, it } from 'vitest';
import { account, resumes, session, verification } from '../src/db/schema';
import { exportedTables } from '../src/modules/settings/collect-user-data';
import { userRows } from './harness/database-state';
import { exportOf, fillAccount } from './support/account-data';
import { createCredentials, signInAsGuest, signUpWithEmail } from './support/sign-in';
import { describeWithApp, type TestContext } from './support/test-app';
import { uploadResume } from './support/upload-resume';

const storedFile = (ctx: TestContext, key: string) => path.join(ctx.filesDir, ...key.split('/'));

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
