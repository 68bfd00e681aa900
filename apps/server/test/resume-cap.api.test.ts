import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { resumes } from '../src/db/schema';
import { maxResumesPerUser } from '../src/modules/resumes/upload-resume';
import { createResumeRows } from './support/resume-rows';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';
import { uploadResume } from './support/upload-resume';

describeWithApp('resume cap under concurrency', (ctx) => {
  it(`holds at ${maxResumesPerUser} when uploads race for the last places`, async () => {
    const alice = await signInAsGuest(ctx.app);
    const seeded = maxResumesPerUser - 5;
    await ctx.database.db.insert(resumes).values(createResumeRows(alice.userId, seeded));
    // All of them pass the early count (45 < 50) and reach the insert together.
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => uploadResume(ctx.app, alice, `race-${index}.txt`, Buffer.from(`resume ${index}`))));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await ctx.database.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, alice.userId))).toHaveLength(maxResumesPerUser);
  });
});
