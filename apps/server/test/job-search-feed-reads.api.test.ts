import type { JobSourcesResponse, RunJobSearchResponse } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobSearchSessions, sourceHealth } from '../src/db/schema';
import { globexOnRemotive, reactOnJobicy, searchPreferences } from './fixtures/search-jobs';
import { describeWithSources, runSearch, savePreferences } from './support/search-app';
import { searchSources, setUpSearchBoards } from './support/search-runs';
import { signInAsGuest } from './support/sign-in';

describeWithSources('run-job-search feed reads', searchSources, (ctx) => {
  it('does not ask a feed again within its published interval, whoever searches', async () => {
    setUpSearchBoards(ctx.fake);
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: [] }));
    await savePreferences(ctx.app, bob, searchPreferences({ companies: [] }));
    expect((await runSearch(ctx.app, alice)).statusCode).toBe(200);
    expect((await runSearch(ctx.app, bob)).statusCode).toBe(200);
    expect(ctx.fake.count('remotive')).toBe(1);
    expect(ctx.fake.count('jobicy')).toBe(1);
    const [remotive] = await ctx.database.db.select().from(sourceHealth).where(eq(sourceHealth.key, 'remotive'));
    expect(remotive).toMatchObject({ status: 'active', postingsCount: 1 });
    expect(ctx.fake.requests.every((request) => /^Seeker\/1\.0 \(.*\+http:\/\/localhost:3000\)$/.test(request.userAgent))).toBe(true);
  });

  it('names a feed whose last read failed, when and why, in the searches that do not ask it again; and a target company with no board', async () => {
    setUpSearchBoards(ctx.fake);
    ctx.fake.set({ feeds: { remoteok: 'error', remotive: [globexOnRemotive], jobicy: [reactOnJobicy] } });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: ['Initech Holdings Nowhere'] }));
    const first = (await runSearch(ctx.app, alice)).json() as RunJobSearchResponse;
    expect(first.sources.find((source) => source.name === 'remoteok')).toMatchObject({ status: 'failed', error: expect.stringMatching(/500/) });

    const again = (await runSearch(ctx.app, alice)).json() as RunJobSearchResponse;
    const [health] = await ctx.database.db.select().from(sourceHealth).where(eq(sourceHealth.key, 'remoteok'));
    expect(again.sources.find((source) => source.name === 'remoteok')).toEqual({
      name: 'remoteok',
      label: 'Remote OK',
      status: 'stale',
      count: 0,
      error: health!.lastError,
      failedAt: health!.lastErrorAt!.toISOString(),
      // Never read: it has no postings that could be stale.
      lastSuccessAt: null,
    });
    expect(health!.lastError).toBe('had an error on its side (HTTP 500)');
    // A feed whose last read went well and is not due says nothing.
    expect(again.sources.some((source) => source.name === 'remotive')).toBe(false);
    expect(again.sources.find((source) => source.name === 'company:Initech Holdings Nowhere')).toMatchObject({
      status: 'skipped',
      error: expect.stringMatching(/no public job board found/),
    });
    // The session keeps what the search said, for the screen to show later.
    const [session] = await ctx.database.db.select().from(jobSearchSessions).where(eq(jobSearchSessions.id, again.session_id));
    expect(session!.sources).toEqual(again.sources);

    // The Job Search screen reads the same before any search.
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/job-sources', headers: { cookie: alice.cookie } });
    expect(listed.statusCode).toBe(200);
    const sources = (listed.json() as JobSourcesResponse).sources;
    expect(sources.map((source) => source.name).sort()).toEqual(['jobicy', 'remoteok', 'remotive']);
    expect(sources.find((source) => source.name === 'remoteok')).toEqual({
      name: 'remoteok',
      label: 'Remote OK',
      kind: 'feed',
      status: 'failing',
      lastSuccessAt: null,
      lastFailedAt: health!.lastErrorAt!.toISOString(),
      error: health!.lastError,
    });
    expect(sources.find((source) => source.name === 'remotive')).toMatchObject({ status: 'ok', error: null, lastFailedAt: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/job-sources' })).statusCode).toBe(401);
  });
});
