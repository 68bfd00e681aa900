import { eq } from 'drizzle-orm';
import { expect, it, onTestFinished } from 'vitest';
import { createDocumentReader } from '../src/documents/document-reader';
import { resumes } from '../src/db/schema';
import { userQuotas } from '../src/modules/quotas';
import { libraryMessages } from '../src/modules/resumes/library-limit';
import { createResumeRows } from './support/resume-rows';
import { signInAsGuest } from './support/sign-in';
import { createTestApp, describeWithApp } from './support/test-app';
import { replaceResumeFile } from './support/replace-resume-file';
import { uploadResume } from './support/upload-resume';

describeWithApp('resume cap under concurrency', (ctx) => {
  // A guest's quota (an account's is higher, the same code).
  const maxResumesPerUser = userQuotas.guest.resumes;

  it(`holds at ${maxResumesPerUser} when uploads race for the last places`, async () => {
    // The reader lets one user have 2 documents in flight; here all 12 must reach the insert together.
    const app = await createTestApp(ctx.database, { documents: createDocumentReader({ maxPerOwner: 12 }) });
    onTestFinished(() => app.close());
    const alice = await signInAsGuest(app);
    const seeded = maxResumesPerUser - 5;
    await ctx.database.db.insert(resumes).values(createResumeRows(alice.userId, seeded));
    // All of them pass the early count and reach the insert together.
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => uploadResume(app, alice, `race-${index}.txt`, Buffer.from(`resume ${index}`))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await ctx.database.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, alice.userId))).toHaveLength(maxResumesPerUser);
  });

  it('refuses a file that would take the library past its bytes, with the message, and counts the files it holds', async () => {
    const bob = await signInAsGuest(ctx.app);
    const [row] = createResumeRows(bob.userId, 1);
    await ctx.database.db.insert(resumes).values({ ...row!, fileSize: userQuotas.guest.resumeBytes - 10 });
    const refused = await uploadResume(ctx.app, bob, 'one-more.txt', Buffer.from('a resume of more than ten bytes'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'CONFLICT', message: libraryMessages.tooManyBytes('guest') } });
    expect((await uploadResume(ctx.app, bob, 'small.txt', Buffer.from('tiny'))).statusCode).toBe(201);
  });

  it('counts a replaced file against the bytes in place of the old one, and lets a library full by count swap a file', async () => {
    const carol = await signInAsGuest(ctx.app);
    const seeded = createResumeRows(carol.userId, userQuotas.guest.resumes - 1);
    // The library is full by count, and 100 bytes short of full by bytes.
    const uploaded = (await uploadResume(ctx.app, carol, 'small.txt', Buffer.from('Carol, a small resume'))).json() as {
      id: string;
      fileSize: number;
    };
    await ctx.database.db.insert(resumes).values(
      seeded.map((row, index) => ({
        ...row,
        fileSize: index === 0 ? userQuotas.guest.resumeBytes - 100 - uploaded.fileSize - (seeded.length - 1) : 1,
      })),
    );
    const tooBig = await replaceResumeFile(ctx.app, carol, uploaded.id, 'bigger.txt', Buffer.from(`Carol ${'x'.repeat(200)}`));
    expect(tooBig.statusCode, tooBig.body).toBe(409);
    expect(tooBig.json()).toEqual({ error: { code: 'CONFLICT', message: libraryMessages.tooManyBytes('guest') } });
    const [kept] = await ctx.database.db.select({ fileSize: resumes.fileSize }).from(resumes).where(eq(resumes.id, uploaded.id));
    expect(kept!.fileSize).toBe(uploaded.fileSize);
    // 100 bytes more than the old file fit exactly, and the count (unchanged by a replacement) refuses nothing.
    const fits = await replaceResumeFile(ctx.app, carol, uploaded.id, 'fits.txt', Buffer.alloc(uploaded.fileSize + 100, 'y'));
    expect(fits.statusCode, fits.body).toBe(200);
  });
});
