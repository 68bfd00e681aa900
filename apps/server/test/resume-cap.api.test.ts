import { eq } from 'drizzle-orm';
import { expect, it, onTestFinished } from 'vitest';
import { createDocumentReader } from '../src/documents/document-reader';
import { resumes } from '../src/db/schema';
import { maxResumesPerUser } from '../src/modules/resumes/library-limit';
import { createResumeRows } from './support/resume-rows';
import { signInAsGuest } from './support/sign-in';
import { createTestApp, describeWithApp } from './support/test-app';
import { uploadResume } from './support/upload-resume';

describeWithApp('resume cap under concurrency', (ctx) => {
  it(`holds at ${maxResumesPerUser} when uploads race for the last places`, async () => {
    // The reader lets one user have 2 documents in flight; here all 12 must reach the insert together.
    const app = await createTestApp(ctx.database, { documents: createDocumentReader({ maxPerOwner: 12 }) });
    onTestFinished(() => app.close());
    const alice = await signInAsGuest(app);
    const seeded = maxResumesPerUser - 5;
    await ctx.database.db.insert(resumes).values(createResumeRows(alice.userId, seeded));
    // All of them pass the early count (45 < 50) and reach the insert together.
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => uploadResume(app, alice, `race-${index}.txt`, Buffer.from(`resume ${index}`))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await ctx.database.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, alice.userId))).toHaveLength(maxResumesPerUser);
  });
});
