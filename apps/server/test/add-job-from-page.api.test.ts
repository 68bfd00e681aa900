import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addJobByLinkMessages, type AddJobByLinkResponse, type ErrorBody, type JobPage } from '@seeker/contract';
import { expect, it, onTestFinished } from 'vitest';
import { searchPreferences } from './fixtures/search-jobs';
import { describeWithSources, savePreferences } from './support/search-app';
import { signInAsGuest, signUpWithEmail, type SignedIn } from './support/sign-in';
import { createTestApp, testOrigin } from './support/test-app';
import { createPageReader, pageReaderMessages } from '../src/pages/page-reader';

/** Real pages other projects saved (packages/agents/src/job-discovery/page/fixtures/ORIGINS.md). */
const realPage = (name: string) =>
  fs.readFileSync(fileURLToPath(new URL(`../../../packages/agents/src/job-discovery/page/fixtures/${name}`, import.meta.url)), 'utf8');
const fugro = realPage('0079-join-com-companies-fugro-16405887-geowissenschaftler-m-w-d.html');
const boardPage = realPage('0005-jobs-ashbyhq-com-alephalpha.html');

describeWithSources('add a job from any job page', { enabled: [] }, (ctx) => {
  const post = (who: SignedIn, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, origin: testOrigin }, payload });
  const pageUrl = (path: string) => `${ctx.fake.pagesUrl}/${path}`;
  // The fake's pages are a private place the configuration trusts (JOB_PAGE_TRUSTED_ORIGINS, its /pages/
  // prefix): read for accounts, never for guests.
  const account = () => signUpWithEmail(ctx.app);

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
      reason: addJobByLinkMessages.noJobPosting('127.0.0.1', true),
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

  it('a page that cannot be read becomes a draft to fill in; a missing title or company is refused when typed in', async () => {
    ctx.fake.set({ pages: {} });
    const carol = await account();
    const missing = await post(carol, '/api/jobs/from-link', { url: pageUrl('gone.html') });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ outcome: 'draft', draft: { url: pageUrl('gone.html'), title: '' } });
    expect((missing.json() as { reason: string }).reason).toMatch(
      /^127\.0\.0\.1 could not be read \(.+\)\. Enter the job's details yourself below\.$/,
    );

    for (const body of [
      { url: pageUrl('x'), title: '', company: 'Acme' },
      { url: pageUrl('x'), title: 'Engineer', company: '  ' },
      { url: 'javascript:alert(1)', title: 'Engineer', company: 'Acme' },
      { url: 'https://user:secret@careers.example.com/jobs/1', title: 'Engineer', company: 'Acme' },
      { url: pageUrl('x'), title: 'Engineer', company: 'Acme', extra: 1 },
      { url: pageUrl('x'), title: 'x'.repeat(301), company: 'Acme' },
    ]) {
      const refused = await post(carol, '/api/jobs/typed-in', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it.each([
    ['a third slash before them', 'http:///user:pw@example.com/'],
    ['backslashes for slashes', 'http:\\\\user:pw@example.com/jobs/1'],
    ['no slashes at all', 'https:user@example.com/jobs/1'],
    ['the usual form', 'https://user:secret@careers.example.com/jobs/1'],
  ])('refuses an address whose parsed form has a user name or password (%s) at the field, typed in or pasted, saving nothing', async (_case, url) => {
    const hal = await signInAsGuest(ctx.app);
    const typed = await post(hal, '/api/jobs/typed-in', { url, title: 'Engineer', company: 'Acme' });
    const pasted = await post(hal, '/api/jobs/from-link', { url });
    for (const refused of [typed, pasted]) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect((refused.json() as ErrorBody).error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ path: 'url', message: addJobByLinkMessages.credentials }],
      });
    }
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${hal.userId}/jobs`, headers: { cookie: hal.cookie } });
    expect((list.json() as JobPage).total).toBe(0);
    expect(ctx.fake.count('pages')).toBe(0);
  });

  it('never fetches a private address it was not told to trust, and a refusal decided from the address alone costs no read', async () => {
    ctx.fake.set({ pages: { 'fugro.html': fugro } });
    const dave = await account();
    const refused = ['http://10.0.0.8/jobs/1', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:3000/jobs/1', 'http://localhost:9/jobs'];
    for (const url of [...refused, ...refused]) {
      const response = await post(dave, '/api/jobs/from-link', { url });
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as ErrorBody).error.message).toBe(addJobByLinkMessages.pageRefused);
    }
    // Eight refusals in the minute, and a page is still read (5 reads a minute).
    expect((await post(dave, '/api/jobs/from-link', { url: pageUrl('fugro.html') })).statusCode).toBe(201);
  });

  it('answers 503 when the page reader has no room, before fetching the page and without using a read', async () => {
    ctx.fake.set({ pages: { 'fugro.html': fugro } });
    // The real reader, with a switch that makes it say it has no room (as when full) without filling it.
    const real = createPageReader();
    let full = true;
    const app = await createTestApp(ctx.database, { sources: ctx.sources, pages: { ...real, hasRoom: (guest) => !full && real.hasRoom(guest) } });
    onTestFinished(() => app.close());
    const fay = await account();
    const postTo = (url: string) =>
      app.inject({ method: 'POST', url: '/api/jobs/from-link', headers: { cookie: fay.cookie, origin: testOrigin }, payload: { url } });
    // More than the 5 reads a minute: none of them is fetched or counted.
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await postTo(pageUrl('fugro.html'));
      expect(response.statusCode, response.body).toBe(503);
      expect((response.json() as ErrorBody).error).toMatchObject({ code: 'UNAVAILABLE', message: pageReaderMessages.busy });
    }
    expect(ctx.fake.count('pages')).toBe(0);
    // With room again, all 5 of the minute's reads are still there.
    full = false;
    for (let read = 0; read < 5; read++) {
      const response = await postTo(pageUrl('fugro.html'));
      expect(response.statusCode, response.body).toBe(read === 0 ? 201 : 200);
    }
    expect(ctx.fake.count('pages')).toBe(5);
    expect((await postTo(pageUrl('fugro.html'))).statusCode).toBe(429);
  });

  it('reads a trusted private place for an account only, and only under its path prefix; a guest is refused there as anywhere private', async () => {
    const origin = new URL(ctx.fake.pagesUrl).origin;
    ctx.fake.set({ pages: { 'fugro.html': fugro, 'out.html': { redirect: `${origin}/greenhouse/v1/boards/payroll/jobs` } } });
    const refusal = {
      code: 'VALIDATION_ERROR',
      message: addJobByLinkMessages.pageRefused,
      details: [{ path: 'url', message: addJobByLinkMessages.pageRefused }],
    };

    // A guest: refused before connecting, with the one message, and (decided from the address alone) at no turn.
    const guest = await signInAsGuest(ctx.app);
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await post(guest, '/api/jobs/from-link', { url: pageUrl('fugro.html') });
      expect(response.statusCode, response.body).toBe(400);
      expect((response.json() as ErrorBody).error).toEqual(refusal);
    }
    expect(ctx.fake.requests).toEqual([]);

    // An account: the rest of the origin is any private address, however the path is spelt.
    const ann = await account();
    for (const url of [
      `${origin}/greenhouse/v1/boards/payroll/jobs`,
      `${origin}/pages/../greenhouse/v1/boards/payroll/jobs`,
      `${origin}/pages/%2e%2e/greenhouse/v1/boards/payroll/jobs`,
      `${origin}/pages/..%2fgreenhouse/v1/boards/payroll/jobs`,
      `${origin}/pages/..;/greenhouse/v1/boards/payroll/jobs`,
      `${origin}/pagesecret`,
      `${origin}/`,
    ]) {
      const response = await post(ann, '/api/jobs/from-link', { url });
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as ErrorBody).error, url).toEqual(refusal);
    }
    expect(ctx.fake.requests).toEqual([]);
    // Under the prefix it is read; a redirect out of it is refused as the first address would be, and not followed.
    expect((await post(ann, '/api/jobs/from-link', { url: pageUrl('fugro.html') })).statusCode).toBe(201);
    const out = await post(ann, '/api/jobs/from-link', { url: pageUrl('out.html') });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ outcome: 'draft', reason: addJobByLinkMessages.redirectRefused('127.0.0.1', new URL(origin).host) });
    expect(ctx.fake.requests.map((request) => request.source)).toEqual(['pages', 'pages']);
  });

  it('answers every address it will not read with one message, a redirect to one with one reason, whatever is wrong with it', async () => {
    const refused = [
      'http://10.0.0.8/jobs/1',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:a9fe:a9fe]/',
      'http://2130706433/',
      'http://localhost/jobs',
      'http://printer.local/jobs',
      'https://careers.example.com:8443/jobs/1',
      // Names: one resolving inside, one resolving partly inside, one resolving to nothing (the tests' stubbed DNS).
      'http://careers.rebind.test/jobs/1',
      'http://mixed.inside.test/jobs/1',
      'http://nowhere.inside.test/jobs/1',
    ];
    ctx.fake.set({ pages: Object.fromEntries(refused.map((url, index) => [`moved-${index}.html`, { redirect: url }])) });
    for (const who of [await signInAsGuest(ctx.app), await account()]) {
      for (const url of refused) {
        const response = await post(who, '/api/jobs/from-link', { url });
        expect(response.statusCode, url).toBe(400);
        expect((response.json() as ErrorBody).error, url).toEqual({
          code: 'VALIDATION_ERROR',
          message: addJobByLinkMessages.pageRefused,
          details: [{ path: 'url', message: addJobByLinkMessages.pageRefused }],
        });
      }
    }
    expect(ctx.fake.requests).toEqual([]);
    // Sent there by a page (read for an account; each a page read, so one account each): one reason, naming
    // only where the page itself sent Seeker.
    for (const [index, url] of refused.entries()) {
      const response = await post(await account(), '/api/jobs/from-link', { url: pageUrl(`moved-${index}.html`) });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({
        outcome: 'draft',
        draft: { url: pageUrl(`moved-${index}.html`), title: '', company: '', location: '', salary: '', description: '' },
        reason: addJobByLinkMessages.redirectRefused('127.0.0.1', new URL(url).host),
      });
    }
  });

  it('counts every attempt that asked DNS against the read limit: names cannot be probed unmetered', async () => {
    ctx.fake.set({ pages: { 'fugro.html': fugro } });
    const cleo = await account();
    // Refused as they stand, before any lookup: no turn taken.
    for (const url of ['http://10.0.0.8/jobs/1', 'http://localhost:9/jobs', 'https://careers.example.com:8443/jobs/1']) {
      expect((await post(cleo, '/api/jobs/from-link', { url })).statusCode, url).toBe(400);
    }
    // Refused after a lookup: each a turn, refused with the same words as the rest.
    const probes = [
      'http://careers.rebind.test/jobs/1',
      'http://payroll.inside.test/',
      'http://nowhere.inside.test/jobs/1',
      'http://vpn.inside.test/',
      'http://metadata.inside.test/',
    ];
    for (const url of probes) {
      const response = await post(cleo, '/api/jobs/from-link', { url });
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as ErrorBody).error.message).toBe(addJobByLinkMessages.pageRefused);
    }
    // Five in the minute: the next attempt, a name or a page, waits.
    for (const url of ['http://db.inside.test/', pageUrl('fugro.html')]) {
      const limited = await post(cleo, '/api/jobs/from-link', { url });
      expect(limited.statusCode, url).toBe(429);
      expect((limited.json() as ErrorBody).error.message).toMatch(/^You have had Seeker read 5 job boards or pages for links in the last minute/);
    }
    expect(ctx.fake.requests).toEqual([]);
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
      reason: addJobByLinkMessages.redirectRefused('127.0.0.1', '10.0.0.8'),
    });

    const long = await post(gus, '/api/jobs/from-link', { url: pageUrl('long.html') });
    expect(long.statusCode, long.body).toBe(200);
    expect(long.json()).toMatchObject({
      outcome: 'draft',
      draft: { title: 'Careers' },
      reason: addJobByLinkMessages.noJobPostingInPart('127.0.0.1', '2 MB', true),
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

  it('keeps typed text as typed, and a corrected draft of the same page refreshes its job', async () => {
    const fay = await signInAsGuest(ctx.app);
    const typed = (title: string) =>
      post(fay, '/api/jobs/typed-in', { url: pageUrl('x.html'), title, company: 'AT&T <Labs>', location: 'Berlin & <Remote>' });
    // Pay Seeker cannot read is still the user's words, shown as typed, with no range made up from it.
    const words = await post(fay, '/api/jobs/typed-in', {
      url: pageUrl('pay.html'),
      title: 'Engineer',
      company: 'Acme',
      salary: ' Competitive,\u202e plus equity ',
    });
    expect(words.json()).toMatchObject({ job: { salary: 'Competitive, plus equity', salaryRange: null } });
    // A text-direction override could make the card read backwards: it goes; the text stays.
    const reversed = await post(fay, '/api/jobs/typed-in', { url: pageUrl('rtl.html'), title: 'Engineer \u202eRTL', company: 'Acme' });
    expect(reversed.json()).toMatchObject({ job: { title: 'Engineer RTL' } });
    const first = await typed('Reserch Engineer & <Senior>');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ job: { title: 'Reserch Engineer & <Senior>', company: 'AT&T <Labs>', location: 'Berlin & <Remote>' } });
    const fixed = await typed('Research Engineer & <Senior>');
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      added: false,
      job: { jobId: (first.json() as { job: { jobId: string } }).job.jobId, title: 'Research Engineer & <Senior>' },
    });
  });

  it('reads a page built to be slow off the request thread: refused within its deadline while the server keeps answering', async () => {
    // 120,000 unclosed tags inside a JobPosting item: the HTML parser's own work grows with their square.
    const hostile = `<div itemscope itemtype="https://schema.org/JobPosting"><h1 itemprop="title">X</h1>${'<b>'.repeat(120_000)}</div>`;
    ctx.fake.set({ pages: { 'slow.html': hostile } });
    const carol = await account();
    let done = false;
    const adding = post(carol, '/api/jobs/from-link', { url: pageUrl('slow.html') }).finally(() => (done = true));
    const waits: number[] = [];
    while (!done) {
      const started = performance.now();
      const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
      waits.push(performance.now() - started);
      expect(live.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const response = await adding;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'draft',
      draft: { url: pageUrl('slow.html'), title: '', company: '', location: '', salary: '', description: '' },
      reason: addJobByLinkMessages.pageFailed('127.0.0.1', 'the page took longer than 1 second to read'),
    });
    // Reading on the request thread held every request for seconds; off it, none waits long (generous for a busy machine).
    expect(Math.max(...waits)).toBeLessThan(500);
  });
});
