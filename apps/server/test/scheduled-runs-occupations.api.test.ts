import { createPosting, handTaxonomy } from '@seeker/agents/testing';
import type { JobSearchSession, ScheduledSearch } from '@seeker/contract';
import { expect, it } from 'vitest';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
import { executeScheduledSearch, percolatePostings } from '../src/modules/scheduled-searches';
import type { OccupationKnowledge } from '../src/taxonomy/occupation-knowledge';
import { savePreferences } from './support/search-app';
import { describeWithScheduling, scheduledPreferences } from './support/scheduling-app';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { testOrigin } from './support/test-app';

// The hand index (not ESCO's data): "Buchhalter" is an accountant's German title; a line cook is no accountant.
const handKnowledge: OccupationKnowledge = {
  status: () => ({ occupations: 'built-in', reason: 'hand index for a test' }),
  index: async () => handTaxonomy,
};
const day = 86_400_000;
const recorded = new Date('2026-03-02T08:00:00Z');
const posting = (sourceId: string, title: string) =>
  createPosting({ sourceId, title, company: 'Acme', fingerprint: `acme|${sourceId}`, descriptionText: 'Bern office.', postedAt: recorded });

describeWithScheduling('scheduled runs ranking titles by occupation', (ctx) => {
  const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: who.cookie, origin: testOrigin } });
  const reasonsOf = async (who: SignedIn, sessionId: string) =>
    Object.fromEntries(
      ((await get(who, `/api/job-search-sessions/${sessionId}`)).json() as JobSearchSession).jobs.map((job) => [job.title, job.matchReason]),
    );

  it('ranks by occupation once installed: the next run searches in full, later ones from their kept matches, new jobs included', async () => {
    const { db } = ctx.database;
    await upsertPostings(db, [posting('1', 'Buchhalter (w/m/d)'), posting('2', 'Line Cook')], recorded);
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, {
      ...scheduledPreferences(),
      titles: ['Accountant'],
      skills: [],
      companies: [],
      locations: [],
      excludeKeywords: [],
    });
    const scheduleId = ((await get(alice, `/api/users/${alice.userId}/scheduled-searches`)).json() as { scheduledSearches: ScheduledSearch[] })
      .scheduledSearches[0]!.id;
    const run = (occupations: OccupationKnowledge | undefined, days: number) =>
      executeScheduledSearch({ ...ctx.parts.execute, occupations }, { scheduleId }, new Date(recorded.getTime() + days * day));

    // Without an index: titles by their words, no occupation named.
    const byWords = await run(undefined, 1);
    expect(Object.values(await reasonsOf(alice, byWords.sessionId!)).join(' ')).not.toMatch(/occupation/i);

    // Installed: the kept matches were made without it, so this run searches in full and names the occupation.
    const installed = await run(handKnowledge, 2);
    expect(installed.search).toBe('full');
    expect((await reasonsOf(alice, installed.sessionId!))['Buchhalter (w/m/d)']).toMatch(/^Same occupation as Accountant/);

    // A new job of the occupation arrives, in German: the percolator matches it by the occupation's titles the
    // schedule asks the index for, and the next run ranks it from its kept matches.
    await upsertPostings(db, [posting('3', 'Buchhalter 80-100%')], new Date(recorded.getTime() + 3 * day));
    expect(await percolatePostings(db)).toBeGreaterThan(0);
    const later = await run(handKnowledge, 4);
    expect(later.search).toBe('incremental');
    const reasons = await reasonsOf(alice, later.sessionId!);
    expect(reasons['Buchhalter 80-100%']).toMatch(/^Same occupation as Accountant/);
    expect(reasons['Buchhalter (w/m/d)']).toMatch(/^Same occupation as Accountant/);
  }, 120_000);
});
