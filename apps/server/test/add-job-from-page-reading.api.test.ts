import { addJobByLinkMessages, type AddJobByLinkResponse, type JobPage } from '@seeker/contract';
import { expect, it, onTestFinished } from 'vitest';
import { createPageReader } from '../src/pages/page-reader';
import { searchPreferences } from './fixtures/search-jobs';
import { boardPage, fugro, jobPageRequests } from './support/job-pages';
import { describeWithSources, savePreferences } from './support/search-app';
import { createTestApp } from './support/test-app';

describeWithSources('add a job from any job page: reading it', { enabled: [] }, (ctx) => {
  const { post, pageUrl, account } = jobPageRequests(ctx);

  it("saves the job a page's JSON-LD JobPosting describes as the user's own, ranked, with the page's site as its source", async () => {
    ctx.fake.set({ pages: { 'fugro.html': fugro } });
    const alice = await account();
    await savePreferences(ctx.app, alice, searchPreferences({ titles: ['Geowissenschaftler'], locations: ['Lilienthal'], skills: [] }));

    const response = await post(alice, '/api/jobs/from-link', { url: pageUrl('fugro.html') });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json() as AddJobByLinkResponse;
    if (answer.outcome !== 'saved') throw new Error('expected a saved job');
    expect(answer.job).toMatchObject({
      title: 'Geowissenschaftler (m/w/d)',
      company: 'Fugro Germany GmbH',
      location: 'Lilienthal, Deutschland',
      source: 'page',
      // "via" the site Seeker read (here the loopback fake serving join.com's page), never a host the page names.
      sourceLabel: '127.0.0.1',
      jobLink: pageUrl('fugro.html'),
      salaryRange: { min: 43000, max: 58850, currency: 'EUR', period: 'year' },
      jobType: 'Full-time',
      // The page states when it was posted.
      datePosted: '2026-05-29T12:50:31.293Z',
      datePostedStated: true,
      ranked: true,
    });
    expect(answer.job.matchScore).toBeGreaterThan(0);
    expect(answer.job.descriptionHtml).toContain('Gestalten Sie mit uns die Infrastruktur von morgen');
    expect(answer.job.descriptionHtml).not.toMatch(/<script|onerror|javascript:/i);
    // Fetched once; the shared index holds nothing of it.
    expect(ctx.fake.count('pages')).toBe(1);
    const indexed = await ctx.database.executeSql("select count(*)::int as n from postings where source = 'page'");
    expect(indexed.rows).toEqual([{ n: 0 }]);

    // The same page again: the job it made, refreshed.
    const again = await post(alice, '/api/jobs/from-link', { url: pageUrl('fugro.html') });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ outcome: 'saved', added: false, job: { jobId: answer.job.jobId } });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/jobs`, headers: { cookie: alice.cookie } });
    expect((list.json() as JobPage).total).toBe(1);
  });

  it('answers a draft filled with what the page states when it has no JobPosting, and saves it once the user finishes it', async () => {
    ctx.fake.set({ pages: { 'aleph.html': boardPage } });
    const bob = await account();
    const response = await post(bob, '/api/jobs/from-link', { url: pageUrl('aleph.html') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'draft',
      draft: { url: pageUrl('aleph.html'), title: 'Aleph Alpha Jobs', company: '', location: '', salary: '', description: '' },
      reason: addJobByLinkMessages.noJobPosting(true),
    });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${bob.userId}/jobs`, headers: { cookie: bob.cookie } });
    expect((list.json() as JobPage).total).toBe(0);

    const typed = await post(bob, '/api/jobs/typed-in', {
      url: pageUrl('aleph.html'),
      title: 'Research Engineer',
      company: 'Aleph Alpha',
      location: 'Heidelberg, Germany',
      salary: '€80,000 – €100,000 a year',
      description: 'Train and evaluate language models.',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json()).toMatchObject({
      outcome: 'saved',
      added: true,
      job: {
        title: 'Research Engineer',
        company: 'Aleph Alpha',
        source: 'page',
        sourceLabel: '127.0.0.1',
        salaryRange: { min: 80000, max: 100000, currency: 'EUR', period: 'year' },
        // Shown as typed; read for ranking and filters as any source's pay text is.
        salary: '€80,000 – €100,000 a year',
        // No preferences saved: not ranked against made-up ones.
        matchScore: 0,
        ranked: false,
        // A typed-in job states no posting date: its date is the day it was added, and says so.
        datePostedStated: false,
      },
    });
    // As the dashboard answers it, too.
    const dashboard = await ctx.app.inject({ method: 'GET', url: `/api/users/${bob.userId}/dashboard`, headers: { cookie: bob.cookie } });
    expect(dashboard.json()).toMatchObject({ savedJobs: { jobs: [{ ranked: false, datePostedStated: false }] } });
  });

  it("reads a page in the charset it declares, blames a refused redirect on the page, and says when a long page's first 2 MB held no JobPosting", async () => {
    const latin1Posting = Buffer.from(
      `<html><head><script type="application/ld+json">${JSON.stringify({
        '@type': 'JobPosting',
        title: 'Ingénieur système',
        hiringOrganization: { name: 'Société Générale' },
      })}</script></head></html>`,
      'latin1',
    );
    ctx.fake.set({
      pages: {
        'latin1.html': { bytes: latin1Posting, contentType: 'text/html; charset=ISO-8859-1' },
        'moved.html': { redirect: 'http://10.0.0.8/jobs/1' },
        'long.html': `<html><head><title>Careers</title></head><body>${'<p>filler</p>'.repeat(200_000)}</body></html>`,
      },
    });
    const gus = await account();
    const latin = await post(gus, '/api/jobs/from-link', { url: pageUrl('latin1.html') });
    expect(latin.statusCode, latin.body).toBe(201);
    expect(latin.json()).toMatchObject({ outcome: 'saved', job: { title: 'Ingénieur système', company: 'Société Générale' } });

    const moved = await post(gus, '/api/jobs/from-link', { url: pageUrl('moved.html') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      outcome: 'draft',
      reason: addJobByLinkMessages.redirectRefused,
    });

    const long = await post(gus, '/api/jobs/from-link', { url: pageUrl('long.html') });
    expect(long.statusCode, long.body).toBe(200);
    expect(long.json()).toMatchObject({
      outcome: 'draft',
      draft: { title: 'Careers' },
      reason: addJobByLinkMessages.noJobPostingInPart('2 MB', true),
    });
  });

  it('refreshes the job a page made when the page changes, and never lets it name another site', async () => {
    const posting = (title: string) =>
      `<html><head><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title,
        hiringOrganization: { '@type': 'Organization', name: 'Acme' },
        url: 'https://careers.google.com/jobs/123',
        potentialAction: { '@type': 'ApplyAction', target: 'https://evil.example/apply' },
        description: '<p>Build robots.</p>',
      })}</script></head><body></body></html>`;
    ctx.fake.set({ pages: { 'p.html': posting('Engineer') } });
    const erin = await account();
    const first = (await post(erin, '/api/jobs/from-link', { url: pageUrl('p.html') })).json() as AddJobByLinkResponse;
    if (first.outcome !== 'saved') throw new Error('expected a saved job');
    expect(first.job).toMatchObject({ title: 'Engineer', sourceLabel: '127.0.0.1', jobLink: pageUrl('p.html'), sourceUrl: pageUrl('p.html') });

    ctx.fake.set({ pages: { 'p.html': posting('Senior Engineer') } });
    const again = await post(erin, '/api/jobs/from-link', { url: pageUrl('p.html') });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ outcome: 'saved', added: false, job: { jobId: first.job.jobId, title: 'Senior Engineer' } });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${erin.userId}/jobs`, headers: { cookie: erin.cookie } });
    expect((list.json() as JobPage).total).toBe(1);
  });

  it('reads a page built to be slow off the request thread: refused within its deadline while the server keeps answering', async () => {
    // 999 open tags (the most the scan nests), then 400,000 closing tags that match none: the HTML parser looks through
    // its open tags for each, about a second's work on this machine (nesting deeper is not read at all).
    const hostile = `<div itemscope itemtype="https://schema.org/JobPosting"><h1 itemprop="title">X</h1>${'<b>'.repeat(999)}${'</i>'.repeat(400_000)}</div>`;
    ctx.fake.set({ pages: { 'slow.html': hostile } });
    // Production's reader with a fifth of its one-second deadline, so that the page is over it on any machine: the
    // suite's app gives a page 20 s (build-test-app.ts).
    const app = await createTestApp(ctx.database, { sources: ctx.sources, pages: createPageReader({ timeoutMs: 200 }) });
    onTestFinished(() => app.close());
    const { post, account } = jobPageRequests({ ...ctx, app });
    const carol = await account();
    let done = false;
    const adding = post(carol, '/api/jobs/from-link', { url: pageUrl('slow.html') }).finally(() => (done = true));
    const waits: number[] = [];
    while (!done) {
      const started = performance.now();
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      waits.push(performance.now() - started);
      expect(live.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const response = await adding;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'draft',
      draft: { url: pageUrl('slow.html'), title: '', company: '', location: '', salary: '', description: '' },
      reason: addJobByLinkMessages.pageFailed('the page took longer than 0.2 seconds to read'),
    });
    // Reading on the request thread held every request for seconds; off it, none waits long (generous for a busy machine).
    expect(Math.max(...waits)).toBeLessThan(500);
  });
});
