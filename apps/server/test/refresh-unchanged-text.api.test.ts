import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { savedJobs } from '../src/db/schema';
import { contentHashOf } from '../src/modules/saved-jobs/saved-job-shapes';
import { seedSearchSession, type SeedJob } from './support/seed-saved-jobs';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';

describeWithApp('a search that finds saved jobs again', (ctx) => {
  const job = (fingerprint: string, description: string): SeedJob => {
    const text = { description, descriptionHtml: `<p>${description}</p>`, qualifications: [], benefits: [], places: [], sources: [] };
    return { fingerprint, ...text, contentHash: contentHashOf(text) };
  };
  const saved = async (id: string) => (await ctx.database.db.select().from(savedJobs).where(eq(savedJobs.id, id)))[0]!;

  it('leaves the text of a job found with the same text as it is, and rewrites the text that changed', async () => {
    const alice = await signInAsGuest(ctx.app);
    const first = await seedSearchSession(ctx.database.db, alice.userId, [job('fp-same', 'Build robots.'), job('fp-changed', 'Old text.')]);
    const [same, changed] = first.jobIds as [string, string];
    // Marked behind the app's back: a rewrite of the text would replace it.
    await ctx.database.db.update(savedJobs).set({ description: 'as kept' }).where(eq(savedJobs.id, same));

    const second = await seedSearchSession(ctx.database.db, alice.userId, [job('fp-changed', 'New text.'), job('fp-same', 'Build robots.')]);
    // The same two cards, found again: now where this search lists them.
    expect(second.jobIds).toHaveLength(2);
    expect(await saved(same)).toMatchObject({ description: 'as kept', sessionId: second.sessionId, listingNumber: 2 });
    expect(await saved(changed)).toMatchObject({
      description: 'New text.',
      descriptionHtml: '<p>New text.</p>',
      contentHash: contentHashOf({
        description: 'New text.',
        descriptionHtml: '<p>New text.</p>',
        qualifications: [],
        benefits: [],
        places: [],
        sources: [],
      }),
      sessionId: second.sessionId,
      listingNumber: 1,
    });
  });

  it('writes what changed of a job found again, to null too, whatever order a range’s keys come in', async () => {
    const alice = await signInAsGuest(ctx.app);
    const before = new Date('2026-11-01T09:00:00Z');
    const first = await seedSearchSession(ctx.database.db, alice.userId, [
      {
        ...job('fp-pay', 'Build robots.'),
        workplace: 'hybrid',
        datePosted: before,
        salaryRange: { min: 140_000, max: 170_000, currency: 'USD', period: 'year' },
      },
    ]);
    const [id] = first.jobIds as [string];

    const after = new Date('2026-11-20T09:00:00Z');
    const second = await seedSearchSession(ctx.database.db, alice.userId, [
      {
        ...job('fp-pay', 'Build robots.'),
        salary: '$150k–180k',
        salaryRange: { period: 'year', currency: 'USD', max: 180_000, min: 150_000 },
        workplace: null,
        datePosted: after,
        matchScore: 91,
      },
    ]);
    expect(await saved(id)).toMatchObject({
      company: 'Acme Robotics',
      salary: '$150k–180k',
      salaryRange: { min: 150_000, max: 180_000, currency: 'USD', period: 'year' },
      workplace: null,
      datePosted: after,
      matchScore: 91,
      description: 'Build robots.',
      sessionId: second.sessionId,
    });
  });
});
