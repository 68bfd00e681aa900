import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resumes } from '../src/db/schema';
import { sweepOrphanFiles } from '../src/background-jobs/sweep-orphan-files.handler';
import { deleteResume } from '../src/modules/resumes/delete-resume';
import { storeResumeFile } from '../src/modules/resumes/upload-resume';
import { deleteAccount } from '../src/modules/settings';
import { inProcessScheduler } from '../src/modules/scheduler';
import { listPageSize, orphanFileGraceMs, type FileStore } from '../src/storage/file-store';
import { createLocalFileStore } from '../src/storage/local';
import { createS3FileStore } from '../src/storage/s3';
import { startFakeS3, type FakeS3 } from './fakes/fake-s3';
import { recordingTaskQueue } from './support/recording-task-queue';
import { createResumeRows } from './support/resume-rows';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { describeWithApp, testOrigin, type TestContext } from './support/test-app';
import { uploadResume } from './support/upload-resume';
import { warmDocumentReader } from './support/warm-document-workers';

const bucket = 'seeker-files';
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3(bucket);
});
afterAll(async () => {
  await s3?.close();
});

/** A store the sweep runs on, and how a test sets a stored file's last-modified time. */
type StoreUnderTest = { files: FileStore; age: (key: string, ageMs: number) => void; keys: () => string[] };

function localStore(ctx: TestContext): StoreUnderTest {
  const root = ctx.filesDir;
  for (const entry of fs.readdirSync(root)) fs.rmSync(path.join(root, entry), { recursive: true, force: true });
  return {
    files: createLocalFileStore(root),
    age(key, ageMs) {
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(path.join(root, ...key.split('/')), when, when);
    },
    keys: () =>
      fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort(),
  };
}

function s3Store(): StoreUnderTest {
  s3.objects.clear();
  return {
    files: createS3FileStore({ endpoint: s3.endpoint, bucket, accessKeyId: 'test', secretAccessKey: 'test-secret', region: 'us-east-1' }),
    age(key, ageMs) {
      s3.objects.get(key)!.modifiedAt = new Date(Date.now() - ageMs);
    },
    keys: () => [...s3.objects.keys()].sort(),
  };
}

const hour = 60 * 60 * 1000;
const silent = { error: () => {} };
const errors: object[] = [];
const recordingLog = { error: (details: object) => void errors.push(details) };

/** A store that fails every delete: what a crash right after the row's delete leaves behind. */
const crashOnDelete = (files: FileStore): FileStore => ({
  ...files,
  delete: async () => {
    throw new Error('crashed before the file was deleted');
  },
});

const storeKinds: [string, (ctx: TestContext) => StoreUnderTest][] = [
  ['the local store', localStore],
  ['S3 (fake, on loopback)', () => s3Store()],
];

describeWithApp('the orphan-file sweep', (ctx) => {
  it.each(storeKinds)('on %s removes files no row names once over an hour old, and keeps young ones and every named file', async (_kind, make) => {
    const store = make(ctx);
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    // Rows naming an uploaded file and a tailored resume's PDF and DOCX twin, and the files themselves.
    const [upload] = createResumeRows(alice.userId, 1);
    const [tailored] = createResumeRows(bob.userId, 1).map((row) => ({
      ...row,
      type: 'tailored' as const,
      fileType: 'pdf' as const,
      storagePath: `resumes/${bob.userId}/2_tailored.pdf`,
      metadata: { ...row.metadata, docxPath: `resumes/${bob.userId}/2_tailored.docx` },
    }));
    await ctx.database.db.insert(resumes).values([upload!, tailored!]);
    const named = [upload!.storagePath, tailored!.storagePath, tailored!.metadata.docxPath!];
    const oldOrphans = [`resumes/${alice.userId}/9_gone.txt`, `resumes/no-such-user/1_cv.pdf`];
    const youngOrphan = `resumes/${alice.userId}/10_uploading.pdf`;
    // Outside the server's keys: another application's object in a shared bucket.
    const foreign = 'backups/db.dump';
    for (const key of [...named, ...oldOrphans, youngOrphan, foreign]) await store.files.put(key, Buffer.from(key), 'text/plain');
    for (const key of [...named, ...oldOrphans, foreign]) store.age(key, 2 * hour);
    store.age(youngOrphan, orphanFileGraceMs - 5 * 60 * 1000);

    expect(await sweepOrphanFiles(ctx.database.db, store.files, silent)).toBe(2);
    expect(store.keys()).toEqual([...named, youngOrphan, foreign].sort());
    // Run again (or on another worker at the same time): nothing more goes.
    expect(
      await Promise.all([sweepOrphanFiles(ctx.database.db, store.files, silent), sweepOrphanFiles(ctx.database.db, store.files, silent)]),
    ).toEqual([0, 0]);
    expect(store.keys()).toEqual([...named, youngOrphan, foreign].sort());
  });

  it.each(storeKinds)(
    'on %s goes through more files than one page holds, a page at a time',
    async (_kind, make) => {
      const store = make(ctx);
      const alice = await signInAsGuest(ctx.app);
      const rows = createResumeRows(alice.userId, 3);
      await ctx.database.db.insert(resumes).values(rows);
      const orphans = Array.from({ length: listPageSize + 7 }, (_, index) => `resumes/${alice.userId}/orphan_${String(index).padStart(5, '0')}.txt`);
      for (const key of [...orphans, ...rows.map((row) => row.storagePath)]) {
        await store.files.put(key, Buffer.from('x'), 'text/plain');
        store.age(key, 2 * hour);
      }
      const pages: number[] = [];
      for await (const page of store.files.list('resumes/')) pages.push(page.length);
      expect(pages.every((size) => size <= listPageSize)).toBe(true);
      expect(pages.reduce((sum, size) => sum + size, 0)).toBe(orphans.length + rows.length);
      expect(await sweepOrphanFiles(ctx.database.db, store.files, silent)).toBe(orphans.length);
      expect(store.keys()).toEqual(rows.map((row) => row.storagePath).sort());
    },
    60_000,
  );

  it.each(storeKinds)(
    'on %s: a crash at any step leaves only files without rows, never a row without its file, and the sweep takes them',
    async (_kind, make) => {
      const store = make(ctx);
      const alice = await signInAsGuest(ctx.app);
      const db = ctx.database.db;
      const documents = warmDocumentReader();

      // 1. An upload's file is written, then the process dies before its row is inserted.
      const written = await storeResumeFile(
        store.files,
        documents,
        { userId: alice.userId, fileName: 'cv.txt', bytes: Buffer.from('Jane Doe') },
        new Date(),
      );
      // 2. A resume's row is deleted, then the process dies before its file goes.
      const [kept, removed] = createResumeRows(alice.userId, 2);
      await db.insert(resumes).values([kept!, removed!]);
      for (const row of [kept!, removed!]) await store.files.put(row.storagePath, Buffer.from('x'), 'text/plain');
      errors.splice(0);
      await deleteResume(db, crashOnDelete(store.files), recordingLog as never, removed!);
      expect(errors).toHaveLength(1);
      expect(await db.select({ id: resumes.id }).from(resumes).where(eq(resumes.id, removed!.id))).toEqual([]);

      // Every row still names a file that is there: nothing the app lists is broken.
      for (const row of await db.select().from(resumes)) expect(await store.files.get(row.storagePath)).toBeDefined();
      expect(store.keys()).toEqual([kept!.storagePath, removed!.storagePath, written.storagePath].sort());

      // Young, they stay (the upload might still be inserting its row); past the grace, the sweep takes them.
      expect(await sweepOrphanFiles(db, store.files, silent)).toBe(0);
      for (const key of store.keys()) store.age(key, 2 * hour);
      expect(await sweepOrphanFiles(db, store.files, silent)).toBe(2);
      expect(store.keys()).toEqual([kept!.storagePath]);
    },
  );

  it.each(storeKinds)('on %s takes what a deleted account left when its files could not be deleted, folder and all', async (_kind, make) => {
    const store = make(ctx);
    const maya = await signInAsGuest(ctx.app);
    const rows = createResumeRows(maya.userId, 2);
    await ctx.database.db.insert(resumes).values(rows);
    for (const row of rows) await store.files.put(row.storagePath, Buffer.from('x'), 'text/plain');
    const queue = recordingTaskQueue();
    const deps = {
      db: ctx.database.db,
      files: crashOnDelete(store.files),
      scheduler: inProcessScheduler({ db: ctx.database.db, queue }, testOrigin),
      log: silent,
    };
    await deleteAccount(deps, maya.userId);
    expect(await ctx.database.db.select().from(resumes)).toEqual([]);
    expect(store.keys()).toHaveLength(2);
    for (const row of rows) store.age(row.storagePath, 2 * hour);
    expect(await sweepOrphanFiles(ctx.database.db, store.files, silent)).toBe(2);
    expect(store.keys()).toEqual([]);
    expect(fs.existsSync(path.join(ctx.filesDir, 'resumes', maya.userId))).toBe(false);
  });

  it('keeps every file the app itself writes (uploads and a tailored resume), however old', async () => {
    const store = localStore(ctx);
    const maya: SignedIn = await signInAsGuest(ctx.app);
    expect((await uploadResume(ctx.app, maya, 'cv.txt', Buffer.from('Maya Patel\nEngineer'))).statusCode).toBe(201);
    const tailored = await ctx.app.inject({
      method: 'POST',
      url: '/api/agents/tailor-resume',
      headers: { cookie: maya.cookie, origin: testOrigin },
      payload: {
        message: 'Tailor',
        context: {
          user_id: maya.userId,
          resume_text: 'Maya Patel\n\nEXPERIENCE\nEngineer, Acme — 2019 – 2024\n• Built React apps',
          job_description: 'React',
        },
        session_id: `resume-${Date.now()}`,
      },
    });
    expect(tailored.statusCode, tailored.body).toBe(200);
    const stored = store.keys();
    expect(stored).toHaveLength(3);
    for (const key of stored) store.age(key, 48 * hour);
    expect(await sweepOrphanFiles(ctx.database.db, store.files, silent)).toBe(0);
    expect(store.keys()).toEqual(stored);
  });
});
