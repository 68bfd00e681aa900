import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { resumes, session, user } from '../src/db/schema';
import { sweepAbandonedGuests } from '../src/jobs/sweep-abandoned-guests.handler';
import { createLocalFileStore } from '../src/storage/local';
import { authPost, createCredentials, signInAsGuest, signUpWithEmail, type SignedIn } from './support/sign-in';
import { describeWithApp, testOrigin, type TestContext } from './support/test-app';
import { uploadResume } from './support/upload-resume';

async function uploadText(ctx: TestContext, who: SignedIn, text: string) {
  const response = await uploadResume(ctx.app, who, 'cv.txt', Buffer.from(text));
  return path.join(ctx.filesDir, ...(response.json().storagePath as string).split('/'));
}

const silent = { error: () => {} };
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describeWithApp('deleting users', (ctx) => {
  it('removes a deleted guest’s files along with their rows', async () => {
    const guest = await signInAsGuest(ctx.app);
    const file = await uploadText(ctx, guest, 'guest resume');
    expect(fs.existsSync(file)).toBe(true);
    const response = await authPost(ctx.app, '/delete-anonymous-user', {}, guest.cookie);
    expect(response.statusCode).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect(await ctx.database.db.select().from(resumes)).toEqual([]);
  });

  it("removes a tailored resume's PDF and its DOCX twin with the user", async () => {
    const guest = await signInAsGuest(ctx.app);
    const tailored = await ctx.app.inject({
      method: 'POST',
      url: '/api/agents/tailor-resume',
      headers: { cookie: guest.cookie, origin: testOrigin },
      payload: {
        message: 'Tailor',
        context: {
          user_id: guest.userId,
          resume_text: 'Jane Doe\n\nEXPERIENCE\nEngineer, Acme — 2019 – 2024\n• Built React apps',
          job_description: 'Requirements\n- React',
        },
        session_id: `resume-${Date.now()}`,
      },
    });
    expect(tailored.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(resumes).where(eq(resumes.userId, guest.userId));
    const stored = [row!.storagePath, row!.metadata.docxPath!].map((key) => path.join(ctx.filesDir, ...key.split('/')));
    expect(stored.every((file) => fs.existsSync(file))).toBe(true);
    expect((await authPost(ctx.app, '/delete-anonymous-user', {}, guest.cookie)).statusCode).toBe(200);
    expect(stored.map((file) => fs.existsSync(file))).toEqual([false, false]);
  });

  it('keeps the files a guest moved to their new account when the guest is deleted', async () => {
    const guest = await signInAsGuest(ctx.app);
    const file = await uploadText(ctx, guest, 'kept resume');
    await signUpWithEmail(ctx.app, createCredentials(), guest.cookie);
    expect(fs.existsSync(file)).toBe(true);
    expect(await ctx.database.db.select().from(resumes)).toHaveLength(1);
  });

  it('sweeps guests with no live session created over 30 days ago, with their files, and nobody else', async () => {
    const abandoned = await signInAsGuest(ctx.app);
    const abandonedFile = await uploadText(ctx, abandoned, 'old');
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
    expect(await sweepAbandonedGuests(ctx.database.db, files, silent)).toBe(1);
    const left = (await ctx.database.db.select({ id: user.id }).from(user)).map((row) => row.id).sort();
    expect(left).toEqual([active.userId, newish.userId, member.userId].sort());
    expect(fs.existsSync(abandonedFile)).toBe(false);
  });

  it('also sweeps upload files a crash left half-written over an hour ago', async () => {
    const guest = await signInAsGuest(ctx.app);
    const kept = await uploadText(ctx, guest, 'kept');
    const stale = `${kept}.partial`;
    const fresh = path.join(path.dirname(kept), 'fresh.txt.partial');
    for (const [file, ageMs] of [
      [stale, 2 * 60 * 60 * 1000],
      [fresh, 60 * 1000],
    ] as const) {
      fs.writeFileSync(file, 'half');
      fs.utimesSync(file, new Date(Date.now() - ageMs), new Date(Date.now() - ageMs));
    }
    await sweepAbandonedGuests(ctx.database.db, createLocalFileStore(ctx.filesDir), silent);
    expect([fs.existsSync(kept), fs.existsSync(stale), fs.existsSync(fresh)]).toEqual([true, false, true]);
  });
});
