import type { CompanyResearch, JobResearchResponse, ResearchSessionResponse, RunJobSearchResponse } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companyFacts } from '../src/db/schema';
import { acmeCook, acmeFrontend, globexOnRemotive, searchPreferences } from './fixtures/search-jobs';
import { describeWithResearch, type ResearchContext } from './support/research-app';
import { runSearch, savePreferences } from './support/search-app';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { testOrigin } from './support/test-app';

function boards(ctx: ResearchContext) {
  ctx.jobs.set({
    boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs: [acmeFrontend, acmeCook] } },
    feeds: { remotive: [globexOnRemotive] },
  });
}

async function searchAs(ctx: ResearchContext, who?: SignedIn) {
  const user = who ?? (await signInAsGuest(ctx.app));
  await savePreferences(ctx.app, user, searchPreferences({ companies: ['Acme Robotics'] }));
  const response = await runSearch(ctx.app, user);
  expect(response.statusCode, response.body).toBe(200);
  return { user, body: response.json() as RunJobSearchResponse };
}

const call = (ctx: ResearchContext, who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: who.cookie, origin: testOrigin }, ...(payload ? { payload } : {}) });

const acmeOf = (records: CompanyResearch[]) => records.find((record) => record.companyOverview.name === 'Acme Robotics')!;

/** Every cited field names a source the record lists, with its URL and retrieval time. */
function expectEveryFactCited(record: CompanyResearch) {
  const ids = new Set(record.sources.map((source) => source.id));
  for (const [field, source] of Object.entries(record.citations)) expect(ids.has(source), `${field} cites ${source}`).toBe(true);
  for (const claim of [record.strategicAssessment!.summary!, ...record.strategicAssessment!.strengths, ...record.strategicAssessment!.concerns]) {
    for (const source of claim.sources) expect(ids.has(source), `"${claim.text}" cites ${source}`).toBe(true);
  }
  for (const source of record.sources) expect(Date.parse(source.retrievedAt)).not.toBeNaN();
}

describeWithResearch('company research', { ratings: true }, (ctx) => {
  it('researches each company of a search from every source, every fact with its source', async () => {
    boards(ctx);
    const { user, body } = await searchAs(ctx);
    const acme = acmeOf(body.company_research);
    expect(acme.companyOverview).toMatchObject({
      industry: 'Robotics',
      headquarters: 'San Francisco',
      founded: 2012,
      ceo: 'Dana Reyes',
      stockSymbol: 'Nasdaq: ACMR',
    });
    expect(acme.companyOverview.description).toContain('warehouse robots');
    expect(acme.citations).toMatchObject({
      'companyOverview.industry': 'wikidata',
      'companyOverview.description': 'wikipedia',
      ratings: 'ratings',
      hiring: 'postings',
      salaryEstimates: 'postings',
    });
    expect(acme.sources.map((source) => source.id)).toEqual(['postings', 'wikidata', 'ratings', 'wikipedia', 'website']);
    expect(acme.sources.find((source) => source.id === 'wikidata')?.url).toBe(`${ctx.research.urls.wikidata}/wiki/Q4000001`);
    expect(acme.ratings?.overall).toBe(4.2);
    expect(acme.competitors).toEqual([{ name: 'Locus Robotics' }, { name: 'Fetch Robotics' }]);
    expect(acme.strategicAssessment?.author).toBe('rules');
    expect(acme.gaps).toEqual([]);
    expectEveryFactCited(acme);
    expect(ctx.research.requests.every((request) => request.userAgent.startsWith('Seeker/'))).toBe(true);

    const globex = body.company_research.find((record) => record.companyOverview.name === 'Globex')!;
    expect(globex.gaps).toContainEqual({ source: 'ratings', reason: 'not-found', message: 'The ratings source knows no company named “Globex”' });

    const read = await call(ctx, user, 'GET', '/api/company-research');
    expect(read.statusCode).toBe(200);
    const session = (read.json() as ResearchSessionResponse).session!;
    expect(session.sessionId).toBe(body.session_id);
    expect(acmeOf(session.companies)).toEqual(acme);
  });

  it('uses cached facts within the cache time, for any user, and asks again on refresh', async () => {
    boards(ctx);
    const first = await searchAs(ctx);
    const asked = ctx.research.count('wikidata');
    expect(asked).toBeGreaterThan(0);
    const [row] = await ctx.database.db.select().from(companyFacts).where(eq(companyFacts.companyKey, 'acme robotics'));
    expect(row!.expiresAt.getTime() - row!.fetchedAt.getTime()).toBe(72 * 3600_000);

    await searchAs(ctx);
    await searchAs(ctx, first.user);
    expect(ctx.research.count('wikidata')).toBe(asked);

    // Research again within 10 minutes of the fetch reuses it (the sources are shared); later it asks again.
    const acmeJob = first.body.job_listings.jobs.find((job) => job.company === 'Acme Robotics')!;
    const soon = await call(ctx, first.user, 'POST', `/api/jobs/${acmeJob.id}/company-research`, { refresh: true });
    expect(soon.statusCode, soon.body).toBe(200);
    expect(ctx.research.count('wikidata')).toBe(asked);
    await ctx.database.db
      .update(companyFacts)
      .set({ fetchedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(companyFacts.companyKey, 'acme robotics'));
    const refreshed = await call(ctx, first.user, 'POST', `/api/jobs/${acmeJob.id}/company-research`, { refresh: true });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(ctx.research.count('wikidata')).toBeGreaterThan(asked);
  });

  it('keeps what answered when a source fails, says which, and caches that for an hour only', async () => {
    boards(ctx);
    ctx.research.fail(['wikidata']);
    const { body } = await searchAs(ctx);
    const acme = acmeOf(body.company_research);
    expect(acme.gaps).toContainEqual({ source: 'wikidata', reason: 'failed', message: 'Wikidata had an error on its side (HTTP 500)' });
    expect(acme.ratings?.overall).toBe(4.2);
    expectEveryFactCited(acme);
    const [row] = await ctx.database.db.select().from(companyFacts).where(eq(companyFacts.companyKey, 'acme robotics'));
    expect(row!.expiresAt.getTime() - row!.fetchedAt.getTime()).toBe(3600_000);
  });

  it('deletes one company’s research, researches a job’s company on demand, and keeps both to their owner', async () => {
    boards(ctx);
    const { user: alice, body } = await searchAs(ctx);
    const acme = acmeOf(body.company_research);
    const acmeJob = body.job_listings.jobs.find((job) => job.company === 'Acme Robotics')!;
    const bob = await signInAsGuest(ctx.app);

    for (const [method, url] of [
      ['GET', `/api/company-research?sessionId=${body.session_id}`],
      ['GET', `/api/jobs/${acmeJob.id}/company-research`],
      ['POST', `/api/jobs/${acmeJob.id}/company-research`],
      ['DELETE', `/api/company-research/${body.session_id}/companies/${acme.companyOverview.id}`],
    ] as const) {
      const response = await call(ctx, bob, method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(ctx, bob, 'GET', '/api/company-research')).json()).toEqual({ session: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/company-research' })).statusCode).toBe(401);

    const deleted = await call(ctx, alice, 'DELETE', `/api/company-research/${body.session_id}/companies/${acme.companyOverview.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(ctx, alice, 'DELETE', `/api/company-research/${body.session_id}/companies/${acme.companyOverview.id}`)).statusCode).toBe(404);
    const after = (await call(ctx, alice, 'GET', '/api/company-research')).json() as ResearchSessionResponse;
    expect(after.session!.companies.map((record) => record.companyOverview.name)).toEqual(['Globex']);
    expect(((await call(ctx, alice, 'GET', `/api/jobs/${acmeJob.id}/company-research`)).json() as JobResearchResponse).research).toBeNull();

    const researched = await call(ctx, alice, 'POST', `/api/jobs/${acmeJob.id}/company-research`, {});
    expect(researched.statusCode, researched.body).toBe(200);
    const again = researched.json() as JobResearchResponse;
    expect(again).toMatchObject({ sessionId: body.session_id, company: 'Acme Robotics' });
    expect(again.research?.companyOverview).toMatchObject({ id: acme.companyOverview.id, industry: 'Robotics' });
    expect(again.research?.jobId).toBe(acmeJob.id);
    expect(again.research?.hiring.openRoles).toBe(acme.hiring.openRoles);
    expectEveryFactCited(again.research!);
  });
});

describeWithResearch('company research without a ratings key', { ratings: false }, (ctx) => {
  it('says "No ratings source configured" and shows no ratings, reviews, interviews or competitors', async () => {
    boards(ctx);
    const { body } = await searchAs(ctx);
    const acme = acmeOf(body.company_research);
    expect(acme).toMatchObject({ ratings: null, reviewsSummary: null, interviewIntelligence: null, competitors: null });
    expect(acme.gaps).toContainEqual({ source: 'ratings', reason: 'not-configured', message: 'No ratings source configured' });
    expect(acme.officeLocations.length).toBeGreaterThan(0);
    expect(acme.citations.officeLocations).toBe('postings');
    expect(ctx.research.count('ratings')).toBe(0);
    expectEveryFactCited(acme);
  });
});
