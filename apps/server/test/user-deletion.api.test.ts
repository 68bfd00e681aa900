import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDocx, createPdf, resumeFixtures } from '@seeker/agents/testing';
import { preferencesSchema } from '@seeker/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coverLetters, resumes, scheduledSearches, schedulerTasks, session, user } from '../src/db/schema';
import { sweepAbandonedGuests } from '../src/background-jobs/sweep-abandoned-guests.handler';
import { inProcessScheduler } from '../src/modules/scheduler';
import { createLocalFileStore } from '../src/storage/local';
import type { recordingTaskQueue } from './support/recording-task-queue';
import { authPost, createCredentials, signInAsGuest, signUpWithEmail, type SignedIn } from './support/sign-in';
import { createTestApp, testOrigin, testScheduling, type TestContext } from './support/test-app';
import { databaseTargets, openTestDatabase, resetDatabase } from './support/test-database';
import { uploadResume } from './support/upload-resume';
import { writeLetterAndTailoring } from './support/write-letter-and-tailoring';
import { fillApplication } from './support/fill-application';
import { z } from 'zod/mini';

const scheduling = testScheduling();
/** The slots the app's scheduler queued and has not dropped. */
const slots = (scheduling.queue as ReturnType<typeof recordingTaskQueue>).slots;
const scheduler = (ctx: TestContext) => inProcessScheduler({ db: ctx.database.db, queue: scheduling.queue }, testOrigin);

async function uploadText(ctx: TestContext, who: SignedIn, text: string) {
  const response = await uploadResume(ctx.app, who, 'cv.txt', Buffer.from(text));
  return path.join(ctx.filesDir, ...(response.json().storagePath as string).split('/'));
}

const silent = { error: () => {} };
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const headers = (who: SignedIn) => ({ cookie: who.cookie, origin: testOrigin });
const folderOf = (ctx: TestContext, userId: string) => path.join(ctx.filesDir, 'resumes', userId);

/** Settings' Delete Account, the one way an account (a guest's too) is deleted. */
async function deleteAccount(ctx: TestContext, who: SignedIn) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${who.userId}/delete-account`,
    headers: headers(who),
    payload: { confirmation: 'DELETE' },
  });
  expect(response.statusCode, response.body).toBe(204);
}

/** Every kind of file a user can own (uploaded PDF, DOCX and text, a tailored PDF and its DOCX twin), a cover letter, and a schedule with its task. */
async function fillAccount(ctx: TestContext, who: SignedIn) {
  expect((await uploadResume(ctx.app, who, 'cv.pdf', createPdf(['Maya Patel', 'Frontend Engineer']))).statusCode).toBe(201);
  expect((await uploadResume(ctx.app, who, 'cv.docx', await createDocx(['Maya Patel', 'Frontend Engineer']))).statusCode).toBe(201);
  expect((await uploadResume(ctx.app, who, 'cv.txt', Buffer.from(resumeFixtures.software.resume))).statusCode).toBe(201);
  await fillApplication(ctx, who, await writeLetterAndTailoring(ctx, who));
  const preferences = (z.globalRegistry.get(preferencesSchema)?.examples as object[])[0]!;
  const saved = await ctx.app.inject({ method: 'PUT', url: `/api/users/${who.userId}/preferences`, headers: headers(who), payload: preferences });
  expect(saved.statusCode, saved.body).toBe(200);
  const [schedule] = await ctx.database.db.select().from(scheduledSearches).where(eq(scheduledSearches.userId, who.userId));
  expect(schedule?.taskId).toMatch(/^task-/);
  // A second task for the schedule, which the schedule does not name (one a failed cancel left live).
  const stray = await scheduler(ctx).schedule({ scheduleId: schedule!.id, schedule: schedule!.schedule });
  if (!stray.ok) throw new Error(stray.error);
  const tasks = await ctx.database.db.select({ id: schedulerTasks.id }).from(schedulerTasks).where(eq(schedulerTasks.scheduleId, schedule!.id));
  expect(tasks.map((task) => task.id).sort()).toEqual([schedule!.taskId!, stray.taskId].sort());
  expect(await ctx.database.db.select().from(coverLetters).where(eq(coverLetters.userId, who.userId))).toHaveLength(1);
  const [tailoredRow] = await ctx.database.db.select().from(resumes).where(eq(resumes.type, 'tailored'));
  expect(tailoredRow?.metadata.docxPath).toMatch(/\.docx$/);
  // Three uploads, a tailored PDF and its DOCX twin; a cover letter is rendered when asked, never stored.
  expect(
    fs
      .readdirSync(folderOf(ctx, who.userId))
      .map((name) => path.extname(name))
      .sort(),
  ).toEqual(['.docx', '.docx', '.pdf', '.pdf', '.txt']);
  return { scheduleId: schedule!.id, taskIds: tasks.map((task) => task.id) };
}

/** As describeWithApp, with the app's scheduler queue one this file can read. */
for (const target of databaseTargets()) {
  describe(`deleting users [${target}]`, () => {
    const ctx = { target } as TestContext;
    beforeAll(async () => {
      ctx.database = await openTestDatabase(target);
      ctx.filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-'));
      ctx.app = await createTestApp(ctx.database, { filesDir: ctx.filesDir, scheduling });
    });
    beforeEach(async () => {
      await resetDatabase(ctx.database);
      slots.splice(0);
    });
    afterAll(async () => {
      await ctx.app?.close();
      await ctx.database?.close();
      fs.rmSync(ctx.filesDir, { recursive: true, force: true });
    });
    it.each([
      ['a guest', (ctx: TestContext) => signInAsGuest(ctx.app)],
      ['an email account', (ctx: TestContext) => signUpWithEmail(ctx.app, createCredentials())],
    ])(
      'leaves nothing of %s: no file, no folder, no scheduler task or queued slot naming its schedule',
      async (_kind, signIn) => {
        const maya = await signIn(ctx);
        const bob = await signUpWithEmail(ctx.app, createCredentials());
        const mine = await fillAccount(ctx, maya);
        const theirs = await fillAccount(ctx, bob);
        const bobFiles = fs.readdirSync(folderOf(ctx, bob.userId)).sort();

        await deleteAccount(ctx, maya);

        expect(fs.existsSync(folderOf(ctx, maya.userId))).toBe(false);
        expect(await ctx.database.db.select().from(schedulerTasks).where(eq(schedulerTasks.scheduleId, mine.scheduleId))).toEqual([]);
        expect(slots.filter((slot) => mine.taskIds.includes(slot.taskId))).toEqual([]);
        // Everyone else's stay.
        expect(fs.readdirSync(folderOf(ctx, bob.userId)).sort()).toEqual(bobFiles);
        const left = await ctx.database.db.select({ id: schedulerTasks.id }).from(schedulerTasks).where(inArray(schedulerTasks.id, theirs.taskIds));
        expect(left).toHaveLength(2);
        expect(slots.filter((slot) => theirs.taskIds.includes(slot.taskId))).toHaveLength(2);
      },
      30_000,
    );

    it('refuses better-auth’s own guest deletion, which would skip the tasks: a guest is deleted through Settings', async () => {
      const guest = await signInAsGuest(ctx.app);
      const file = await uploadText(ctx, guest, 'guest resume');
      const response = await authPost(ctx.app, '/delete-anonymous-user', {}, guest.cookie);
      expect(response.statusCode).toBe(404);
      expect(fs.existsSync(file)).toBe(true);
      expect(await ctx.database.db.select({ id: user.id }).from(user).where(eq(user.id, guest.userId))).toHaveLength(1);
    });

    it('keeps the files a guest moved to their new account when the guest is deleted', async () => {
      const guest = await signInAsGuest(ctx.app);
      const file = await uploadText(ctx, guest, 'kept resume');
      await signUpWithEmail(ctx.app, createCredentials(), guest.cookie);
      expect(fs.existsSync(file)).toBe(true);
      expect(await ctx.database.db.select().from(resumes)).toHaveLength(1);
      // better-auth deleted the guest itself once linked.
      expect(await ctx.database.db.select({ id: user.id }).from(user).where(eq(user.id, guest.userId))).toEqual([]);
    });

    it('sweeps guests with no live session created over 30 days ago, with their files, folder and tasks, and nobody else', async () => {
      const abandoned = await signInAsGuest(ctx.app);
      const { scheduleId } = await fillAccount(ctx, abandoned);
      const active = await signInAsGuest(ctx.app);
      const newish = await signInAsGuest(ctx.app);
      const member = await signUpWithEmail(ctx.app, createCredentials());

      for (const id of [abandoned.userId, active.userId, member.userId]) {
        await ctx.database.db
          .update(user)
          .set({ createdAt: daysAgo(45) })
          .where(eq(user.id, id));
      }
      for (const id of [abandoned.userId, newish.userId, member.userId]) {
        await ctx.database.db
          .update(session)
          .set({ expiresAt: daysAgo(1) })
          .where(eq(session.userId, id));
      }

      const files = createLocalFileStore(ctx.filesDir);
      expect(await sweepAbandonedGuests({ db: ctx.database.db, files, scheduler: scheduler(ctx), log: silent })).toBe(1);
      const left = (await ctx.database.db.select({ id: user.id }).from(user)).map((row) => row.id).sort();
      expect(left).toEqual([active.userId, newish.userId, member.userId].sort());
      expect(fs.existsSync(folderOf(ctx, abandoned.userId))).toBe(false);
      expect(await ctx.database.db.select().from(schedulerTasks).where(eq(schedulerTasks.scheduleId, scheduleId))).toEqual([]);
    }, 30_000);

    it('also sweeps upload files a crash left half-written over an hour ago, and the folder one leaves empty', async () => {
      const guest = await signInAsGuest(ctx.app);
      const kept = await uploadText(ctx, guest, 'kept');
      const stale = `${kept}.partial`;
      const fresh = path.join(path.dirname(kept), 'fresh.txt.partial');
      const lone = path.join(ctx.filesDir, 'resumes', 'crashed-user', '1_cv.pdf.partial');
      fs.mkdirSync(path.dirname(lone), { recursive: true });
      for (const [file, ageMs] of [
        [stale, 2 * 60 * 60 * 1000],
        [fresh, 60 * 1000],
        [lone, 2 * 60 * 60 * 1000],
      ] as const) {
        fs.writeFileSync(file, 'half');
        fs.utimesSync(file, new Date(Date.now() - ageMs), new Date(Date.now() - ageMs));
      }
      await sweepAbandonedGuests({ db: ctx.database.db, files: createLocalFileStore(ctx.filesDir), scheduler: scheduler(ctx), log: silent });
      expect([fs.existsSync(kept), fs.existsSync(stale), fs.existsSync(fresh)]).toEqual([true, false, true]);
      expect(fs.existsSync(path.dirname(lone))).toBe(false);
    });
  });
}
