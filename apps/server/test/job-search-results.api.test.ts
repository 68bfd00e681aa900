import type { RunJobSearchResponse } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agentRuns, savedJobs, jobSearchSessions } from '../src/db/schema';
import { acmeCook, globexOnRemotive, searchPreferences } from './fixtures/search-jobs';
import { searchMessages } from '../src/modules/job-search/search-messages';
import { describeWithSources, runSearch, savePreferences } from './support/search-app';
import { searchSources, searchTimeoutMs as timeoutMs, setUpSearchBoards } from './support/search-runs';
import { signInAsGuest } from './support/sign-in';

describeWithSources('run-job-search results', searchSources, (ctx) => {
  it('shows on-target earnings under their name, through the index and its database column, never as base pay', async () => {
    ctx.fake.set({
      boards: {},
      feeds: { remotive: [{ ...globexOnRemotive, id: '778', title: 'Frontend Sales Engineer', salaryText: '$150K – $200K OTE' }] },
    });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: [] }));
    const response = await runSearch(ctx.app, alice);
    expect(response.statusCode, response.body).toBe(200);
    const job = (response.json() as RunJobSearchResponse).job_listings.jobs.find((listing) => listing.title === 'Frontend Sales Engineer');
    expect(job?.salary).toBe('$150k–200k OTE');
    expect(job?.salaryRange).toEqual({ min: 150_000, max: 200_000, currency: 'USD', period: 'year', basis: 'ote' });
    // Not base pay, so no reason claims it meets the user's range.
    expect(job?.matchReason).not.toMatch(/\$150k/);
  });

  it('returns ranked, merged, sanitised postings with reasons, naming the failing sources, within the hanging source timeout', async () => {
    setUpSearchBoards(ctx.fake);
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences());
    const started = Date.now();
    const response = await runSearch(ctx.app, alice);
    const elapsed = Date.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    expect(elapsed).toBeLessThan(timeoutMs + 2_500);

    const body = response.json() as RunJobSearchResponse;
    const jobs = body.job_listings.jobs;
    expect(body.session_id).toMatch(/^session-[0-9a-f-]{36}$/);
    jobs.forEach((job, index) => {
      expect(job.id).toBe(`job-${body.session_id}-${index}`);
      expect(job.listingNumber).toBe(index + 1);
      expect(job.matchReason.length).toBeGreaterThan(0);
    });
    const scores = jobs.map((job) => job.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // The same Acme job from its own board and from RemoteOK is one result with both links.
    const acme = jobs.filter((job) => job.company.startsWith('Acme') && /frontend/i.test(job.title));
    expect(acme).toHaveLength(1);
    expect(acme[0]!.source).toBe('greenhouse');
    expect(acme[0]!.sources.map((link) => link.label).sort()).toEqual(['Greenhouse', 'Remote OK']);
    expect(acme[0]!.salary).toBe('$140k–170k');
    expect(acme[0]!.qualifications).toEqual(['5+ years of React', 'TypeScript in production']);
    expect(jobs[0]!.id).toBe(acme[0]!.id);

    // Nothing executable survives from any source.
    for (const job of jobs) {
      expect(job.descriptionHtml).not.toMatch(/<script|onerror|onclick|javascript:/i);
    }
    expect(acme[0]!.descriptionHtml).toContain('href="https://acme.example/apply"');

    // Exclude Keywords drop a posting; other salary formats are parsed.
    expect(jobs.some((job) => /unpaid/i.test(job.title))).toBe(false);
    expect(jobs.find((job) => job.company === 'Globex')?.salary).toBe('€120k–150k');

    const statuses = Object.fromEntries(body.sources.map((source) => [source.name, source]));
    expect(statuses['lever:globex-hangs']).toMatchObject({ status: 'failed', error: expect.stringMatching(/timed out/) });
    expect(statuses['ashby:initech']).toMatchObject({ status: 'failed', error: expect.stringMatching(/500/) });
    expect(statuses['company:Acme Robotics']).toMatchObject({ status: 'ok', count: 2 });
    expect(statuses.index).toMatchObject({ status: 'ok' });

    const [session] = await ctx.database.db.select().from(jobSearchSessions).where(eq(jobSearchSessions.id, body.session_id));
    expect(session).toMatchObject({ userId: alice.userId, jobCount: jobs.length, status: 'active' });
    expect(body.company_research.map((company) => company.companyOverview.name)).toContain('Globex');
  });

  it('refuses a board reference that is not one, without asking any source for it', async () => {
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: ['greenhouse:../x'] }));
    const body = (await runSearch(ctx.app, alice)).json() as RunJobSearchResponse;
    expect(body.sources.find((source) => source.name === 'company:greenhouse:../x')).toMatchObject({
      status: 'skipped',
      error: expect.stringMatching(/^not a board name/),
    });
    expect(ctx.fake.requests.filter((request) => ['greenhouse', 'lever', 'ashby'].includes(request.source))).toEqual([]);
  });

  it('tells a user without preferences to set them, and records nothing', async () => {
    const bob = await signInAsGuest(ctx.app);
    const response = await runSearch(ctx.app, bob);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/Set your job preferences first/);
    expect(await ctx.database.db.select().from(agentRuns)).toEqual([]);
  });

  it('refuses a search for another user and hides their runs', async () => {
    setUpSearchBoards(ctx.fake);
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: [] }));
    const own = await runSearch(ctx.app, alice);
    expect(own.statusCode).toBe(200);
    const { run_id: runId, session_id: sessionId } = own.json() as RunJobSearchResponse;

    expect((await runSearch(ctx.app, bob, { user_id: alice.userId })).statusCode).toBe(403);
    for (const url of [`/api/agents/runs/${runId}`, `/api/agents/runs/${runId}/events`]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: bob.cookie } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(sessionId);
    }
    const listings = await ctx.database.db.select().from(savedJobs);
    expect(listings.every((row) => row.userId === alice.userId)).toBe(true);
  });

  it('names every failing source when none answers and nothing is indexed, never showing sample jobs', async () => {
    ctx.fake.set({
      boards: { 'lever:globex-hangs': 'hang', 'ashby:initech': 'error' },
      feeds: { remoteok: 'error', remotive: 'error', jobicy: 'hang' },
    });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: ['lever:globex-hangs', 'ashby:initech'] }));
    const response = await runSearch(ctx.app, alice);
    expect(response.statusCode).toBe(502);
    const message = response.json().error.message as string;
    for (const name of ['Lever (globex-hangs)', 'Ashby (initech)', 'Remote OK', 'Remotive', 'Jobicy']) expect(message).toContain(name);
    expect(await ctx.database.db.select().from(jobSearchSessions)).toEqual([]);
    const [run] = await ctx.database.db.select().from(agentRuns);
    expect(run).toMatchObject({ status: 'failed' });
  });

  it('says why nothing was found when the job index is empty: no feed switched on, or none read yet', async () => {
    ctx.fake.set({ feeds: { remoteok: [], remotive: [], jobicy: [] } });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: [] }));
    const indexOf = async () => {
      const response = await runSearch(ctx.app, alice);
      expect(response.statusCode).toBe(200);
      const body = response.json() as RunJobSearchResponse;
      expect(body.job_listings.jobs).toEqual([]);
      return body.sources.find((source) => source.name === 'index');
    };
    expect(await indexOf()).toEqual({ name: 'index', label: 'Postings index', status: 'skipped', count: 0, error: searchMessages.indexNotReadYet });

    const enabled = ctx.sources.settings.enabled;
    try {
      ctx.sources.settings.enabled = ['greenhouse'];
      expect(await indexOf()).toMatchObject({ status: 'skipped', error: searchMessages.onlyBoards });
      ctx.sources.settings.enabled = [];
      expect(await indexOf()).toMatchObject({ status: 'skipped', error: searchMessages.noSources });
    } finally {
      ctx.sources.settings.enabled = enabled;
    }
  });

  it('says nothing of the index when it holds open postings that did not match', async () => {
    ctx.fake.set({ feeds: { remoteok: [acmeCook], remotive: [], jobicy: [] } });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: [], titles: ['Astronaut'], skills: [] }));
    const response = await runSearch(ctx.app, alice);
    const body = response.json() as RunJobSearchResponse;
    expect(body.sources.find((source) => source.name === 'index')).toEqual({ name: 'index', label: 'Postings index', status: 'ok', count: 0 });
  });
});
