import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { avatureJobNumber, avatureJobUrl, fakeAvature } from '../../testing/job-sources/avature';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { SourceError, isSourceError } from '../source-error';
import { avatureMaxPages, avatureSource, readAvatureBoard, readAvatureBoardOfLink, readAvatureLink } from './avature';
import { readPostedDay } from './avature-search';
import { sourceAdapters } from './index';
import { isBoardSlug } from './board-names';

const base = 'http://127.0.0.1:9/avature/{board}';
const recording = (file: string) => readFileSync(new URL(`../../testing/recorded-sources/avature/${file}`, import.meta.url), 'utf8');
const ally = recording('jht-ally-search-offset0.html');
const allyPastEnd = recording('jht-ally-search-offset66-past-end.html');
const landOLakes = recording('jht-landolakes-search-offset0.html');

/** Answers the given pages in turn, then an empty body. */
function pages(...bodies: string[]) {
  let asked = 0;
  return stubSourceHttp(() => ({ body: bodies[asked++] ?? '' }));
}

const job = (id: string, title: string, location = 'Berlin, Germany'): FixtureJob => ({
  id,
  title,
  company: 'Acme',
  location,
  descriptionHtml: `<p>${title} at Acme.</p>`,
  postedAt: new Date('2026-11-20T00:00:00Z'),
  employmentType: 'Full-time',
});

/** A search page in Ally's template listing `count` jobs from `first` on, with its paging links. */
function searchPage(first: number, count: number, host = 'https://acme.avature.net/careers'): string {
  const entries = Array.from(
    { length: count },
    (_, n) => `<article class="article article--result"><h3><a href="${host}/JobDetail/Job-${first + n}/${first + n}">Job ${first + n}</a></h3>
      <div class="article__header__text__subtitle"><span>Berlin</span> , <span>Ref #${first + n}</span></div></article>`,
  );
  return `<html><body><div class="pagination"><a href="${host}/SearchJobs/?jobOffset=${first + count}">Next</a></div>
    <div class="results">${entries.join('')}</div></body></html>`;
}

describe('avatureSource', () => {
  it("describes itself: a board is a tenant and its careers section, on the tenant's host, its robots.txt obeyed", () => {
    expect(avatureSource).toMatchObject({ kind: 'board', name: 'avature', label: 'Avature', urlEnv: 'AVATURE_API_URL', credentials: [] });
    expect(avatureSource.defaultBaseUrl).toBe('https://{board}.avature.net');
    expect(avatureSource.terms.robotsTxt).toBe(true);
    expect(avatureSource.terms.minIntervalMs).toBe(3_600_000);
    expect(avatureSource.boardUrl('Ally/careers')).toBe('https://ally.avature.net/careers/SearchJobs');
    expect(avatureSource.boardUrl('delta/en_US/careers')).toBe('https://delta.avature.net/en_US/careers/SearchJobs');
    expect(avatureSource.nameOfBoard?.('ally/careers')).toBe('Ally');
    expect(readAvatureBoard('lol/Careers')).toEqual({ tenant: 'lol', section: 'Careers' });
    expect(readAvatureBoard('delta/en_US/careers')).toEqual({ tenant: 'delta', section: 'en_US/careers' });
    for (const good of ['ally/careers', 'lol/Careers', 'delta/en_US/careers', 'forvis/campuscareers'])
      expect(isBoardSlug('avature', good), good).toBe(true);
    for (const bad of [
      'ally',
      'ally/',
      '/careers',
      'ally.evil.test/careers',
      'ally/careers/x/y',
      'ally/../careers',
      'ally/careers?x=1',
      'ally/care%2Fers',
      'ally:80/careers',
      '-ally/careers',
      'ally/careers#x',
    ]) {
      expect(() => readAvatureBoard(bad), bad).toThrow(/not a valid Avature board name/);
      expect(isBoardSlug('avature', bad), bad).toBe(false);
    }
  });

  it("reads a real search page (Ally's): six jobs, their ids from their addresses (not the Ref #), places and days as shown", async () => {
    const http = pages(ally);
    const answer = await avatureSource.fetchBoard(stubContext(http, base), 'ally/careers');
    expect(
      answer.postings.map((posting) => [posting.sourceId, posting.title, posting.location, posting.postedAt?.toISOString().slice(0, 10)]),
    ).toEqual([
      ['17055', 'Manager, Invest Fraud Strategy and Operations', 'Charlotte, NC, USA', '2026-07-28'],
      ['17122', 'Field Auditor – Houston', 'Remote, TX, USA', '2026-07-28'],
      ['17030', 'Consumer Underwriter - Central territory', 'Remote, IL, USA', '2026-07-27'],
      ['17054', 'Sr. Consumer Underwriter - in office GA', 'Lawrenceville, GA, USA', '2026-07-27'],
      ['17106', 'Sr. Consumer Underwriter - Kansas', 'Remote, KS, USA', '2026-07-27'],
      ['17147', 'Customer Payment Specialist', 'Jacksonville, FL, USA', '2026-07-27'],
    ]);
    expect(answer.postings[0]).toEqual({
      source: 'avature',
      sourceId: '17055',
      sourceUrl: 'https://ally.avature.net/careers/JobDetail/Manager-Invest-Fraud-Strategy-and-Operations/17055',
      title: 'Manager, Invest Fraud Strategy and Operations',
      company: 'ally',
      location: 'Charlotte, NC, USA',
      postedAt: new Date('2026-07-28T00:00:00Z'),
      board: { provider: 'avature', slug: 'ally/careers' },
    });
    // The page's teaser is cut off mid-sentence: no description, no pay, no way of working is read from the list.
    expect(answer.companyName).toBeNull();
    // The next page starts after the six it listed; an empty one is the end.
    expect(http.requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:9/avature/ally/careers/SearchJobs/?jobOffset=0',
      'http://127.0.0.1:9/avature/ally/careers/SearchJobs/?jobOffset=6',
    ]);
    expect(answer.complete).toBe(true);
  });

  it("reads a real page of the older template (Land O'Lakes'): ten jobs, the place by its class, none where it is empty, days as D-Mon-YYYY", async () => {
    const http = pages(landOLakes);
    const answer = await avatureSource.fetchBoard(stubContext(http, base), 'lol/Careers');
    expect(answer.postings.map((posting) => [posting.sourceId, posting.location, posting.postedAt?.toISOString().slice(0, 10)])).toEqual([
      ['1941', 'Uganda', '2025-07-10'],
      ['1942', 'Rwanda', '2025-07-10'],
      ['1931', 'Tbilisi, Georgia, Georgia', '2025-03-28'],
      ['1938', 'Rwanda', '2025-05-19'],
      ['1932', 'Georgia', '2025-04-21'],
      ['1929', 'Rwanda and Uganda', '2025-03-24'],
      ['1935', 'Cairo, Egypt', '2025-04-25'],
      ['1939', 'Uganda', '2025-05-19'],
      ['1785', 'Lilongwe, Malawi', '2023-12-19'],
      ['1925', undefined, '2025-03-16'],
    ]);
    expect(answer.postings.map((posting) => posting.title).slice(2, 4)).toEqual([
      'Consultant Opportunity: Beef Jerky Development - SQIL Project',
      'Consultant Opportunity: Field mentoring and coaching of farmers and food businesses on Global Gap and Good Agricultural Practices (GAP) within the Horticulture value chain in Rwanda (Activity 2.1.9)',
    ]);
    expect(answer.postings[8]!.sourceUrl).toBe('https://lol.avature.net/Careers/JobDetail/Lilongwe-Malawi-Market-Access-Officer/1785');
    expect(answer.postings[9]).not.toHaveProperty('location');
    // Ten a page on this site: the next page is asked from record 10.
    expect(http.requests[1]!.url).toBe('http://127.0.0.1:9/avature/lol/Careers/SearchJobs/?jobOffset=10');
  });

  it('ends at the real page past the end ("No jobs found", its Next link back at record 6): nothing more is asked and the board is read whole', async () => {
    const alone = pages(allyPastEnd);
    expect(await avatureSource.fetchBoard(stubContext(alone, base), 'ally/careers')).toEqual({ companyName: null, postings: [], complete: true });
    expect(alone.requests).toHaveLength(1);

    const http = pages(ally, allyPastEnd, ally);
    const answer = await avatureSource.fetchBoard(stubContext(http, base), 'ally/careers');
    expect(answer.postings).toHaveLength(6);
    expect(answer.complete).toBe(true);
    expect(http.requests).toHaveLength(2);
  });

  it('reads recorded pages as a search reads them, under the board the page names, normalised', async () => {
    const postings = await readRecordedFile({ sourceAdapters, normalizePosting }, 'avature/jht-ally-search-offset0.html');
    expect(postings).toHaveLength(6);
    expect(postings[1]).toMatchObject({ sourceId: '17122', title: 'Field Auditor – Houston', salary: null, descriptionText: '' });
    expect(postings[1]!.sourceUrl).toBe('https://ally.avature.net/careers/JobDetail/Field-Auditor-Houston/17122');
    const lol = await readRecordedFile({ sourceAdapters, normalizePosting }, 'avature/jht-landolakes-search-offset0.html');
    expect(lol).toHaveLength(10);
    expect(await readRecordedFile({ sourceAdapters, normalizePosting }, 'avature/jht-ally-search-offset66-past-end.html')).toEqual([]);
  });

  it('advances by the count each page lists, stops at a page that adds no new job (re-served) or a shorter one', async () => {
    const http = pages(searchPage(0, 4), searchPage(4, 4), searchPage(4, 4));
    const answer = await avatureSource.fetchBoard(stubContext(http, base), 'acme/careers');
    expect(answer.postings.map((posting) => posting.sourceId)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    expect(answer.complete).toBe(true);
    expect(http.requests.map((request) => new URL(request.url).search)).toEqual(['?jobOffset=0', '?jobOffset=4', '?jobOffset=8']);

    const short = pages(searchPage(0, 5), searchPage(5, 2), searchPage(7, 5));
    const shortAnswer = await avatureSource.fetchBoard(stubContext(short, base), 'acme/careers');
    expect(shortAnswer.postings).toHaveLength(7);
    expect(shortAnswer.complete).toBe(true);
    expect(short.requests).toHaveLength(2);
  });

  it(`reads at most ${avatureMaxPages} pages and never past record 2,000; a board read in part says so`, async () => {
    let page = 0;
    const endless = stubSourceHttp(() => ({ body: searchPage(3 * page++, 3) }));
    const answer = await avatureSource.fetchBoard(stubContext(endless, base), 'acme/careers');
    expect(endless.requests).toHaveLength(avatureMaxPages);
    expect(answer.postings).toHaveLength(3 * avatureMaxPages);
    expect(answer.complete).toBe(false);

    // 1,000 postings is the most one read keeps.
    let big = 0;
    const many = stubSourceHttp(() => ({ body: searchPage(150 * big++, 150) }));
    const most = await avatureSource.fetchBoard(stubContext(many, base), 'acme/careers');
    expect(most.postings).toHaveLength(1_000);
    expect(most.complete).toBe(false);

    // Jobs listed without a readable title still move the offset, and it stops at record 2,000.
    let untitled = 0;
    const window = stubSourceHttp(() => ({ body: searchPage(150 * untitled++, 150).replace(/>Job \d+</g, '><') }));
    const cut = await avatureSource.fetchBoard(stubContext(window, base), 'acme/careers');
    expect(window.requests.map((request) => new URL(request.url).searchParams.get('jobOffset')).at(-1)).toBe('1950');
    expect(window.requests).toHaveLength(14);
    expect(cut).toEqual({ companyName: null, postings: [], complete: false });
  });

  it('reads the job a user asked for from its own page (its schema.org JobPosting), in place of its entry; one not listed is asked by id', async () => {
    const jobs = [job('101', 'Platform Engineer'), job('102', 'Data Analyst', 'Munich, Germany'), job('x-9', 'Designer')];
    const http = stubSourceHttp(fakeAnswers(fakeAvature, jobs, 'Acme Corp', base));
    const answer = await avatureSource.fetchBoard(stubContext(http, base), 'acme/careers', '102');
    expect(answer.complete).toBe(true);
    expect(answer.companyName).toBe('Acme Corp');
    expect(answer.postings.map((posting) => posting.sourceId)).toEqual(['101', '102', avatureJobNumber(jobs[2]!)]);
    expect(answer.postings[1]).toMatchObject({
      sourceId: '102',
      sourceUrl: 'https://acme.avature.net/careers/JobDetail/Data-Analyst/102',
      title: 'Data Analyst',
      company: 'Acme Corp',
      descriptionHtml: '<p>Data Analyst at Acme.</p>',
      employmentType: 'Full-time',
      postedAt: new Date('2026-11-20T00:00:00Z'),
    });
    expect(answer.postings[1]!.location).toMatch(/Munich/);
    expect(answer.postings[0]).toMatchObject({ company: 'acme', location: 'Berlin, Germany' });
    expect(answer.postings[0]!.descriptionHtml).toBeUndefined();
    expect(http.requests.at(-1)!.url).toBe('http://127.0.0.1:9/avature/acme/careers/JobDetail/Data-Analyst/102');

    // Listed nowhere the board read reached: its page by id alone.
    const onlyPage = stubSourceHttp((url) =>
      url.pathname.endsWith('/SearchJobs/') ? { body: allyPastEnd } : fakeAnswers(fakeAvature, jobs, 'Acme Corp', base)(url),
    );
    const unlisted = await avatureSource.fetchBoard(stubContext(onlyPage, base), 'acme/careers', '101');
    expect(onlyPage.requests.at(-1)!.url).toBe('http://127.0.0.1:9/avature/acme/careers/JobDetail/101');
    expect(unlisted.postings).toMatchObject([
      { sourceId: '101', title: 'Platform Engineer', sourceUrl: 'https://acme.avature.net/careers/JobDetail/101' },
    ]);
  });

  it('keeps the entry as listed when the job page states no JobPosting, and the board as listed when the page is gone', async () => {
    const jobs = [job('101', 'Platform Engineer')];
    const plain = stubSourceHttp((url) =>
      url.pathname.includes('/JobDetail/')
        ? { body: '<html><body><h1>Platform Engineer</h1></body></html>' }
        : fakeAnswers(fakeAvature, jobs, 'Acme', base)(url),
    );
    const kept = await avatureSource.fetchBoard(stubContext(plain, base), 'acme/careers', '101');
    expect(kept.companyName).toBeNull();
    expect(kept.postings).toMatchObject([{ sourceId: '101', title: 'Platform Engineer', company: 'acme', location: 'Berlin, Germany' }]);
    expect(kept.postings[0]!.descriptionHtml).toBeUndefined();

    const http = stubSourceHttp(fakeAnswers(fakeAvature, jobs, 'Acme', base));
    const gone = await avatureSource.fetchBoard(stubContext(http, base), 'acme/careers', '999');
    expect(gone.postings.map((posting) => posting.sourceId)).toEqual(['101']);
    // An id that is not one asks nothing more.
    const before = http.requests.length;
    await avatureSource.fetchBoard(stubContext(http, base), 'acme/careers', '../x');
    expect(http.requests.slice(before).every((request) => request.url.includes('/SearchJobs/'))).toBe(true);
  });

  it('skips hostile and odd entries: share and apply links, other hosts, ids that are not numbers, button words; reads the rest', async () => {
    const page = `<html><body><form action="/careers/SearchJobs/"></form><div class="results">
      <article><h3><a href="javascript:alert(1)//JobDetail/x/1">Script</a></h3></article>
      <article><h3><a href="mailto:?body=https%3A%2F%2Facme.avature.net%2Fcareers%2FJobDetail%2Fx%2F2">Mail</a></h3></article>
      <article><h3><a href="https://evil.example/careers/JobDetail/x/3">Elsewhere</a></h3></article>
      <article><h3><a href="https://acme.avature.net.evil.example/careers/JobDetail/x/4">Lookalike</a></h3></article>
      <article><h3><a href="https://user:pw@acme.avature.net/careers/JobDetail/x/5">Userinfo</a></h3></article>
      <article><h3><a href="https://acme.avature.net:8443/careers/JobDetail/x/6">Port</a></h3></article>
      <article><h3><a href="https://acme.avature.net/careers/JobDetail/x/abc">Not a number</a></h3></article>
      <article><h3><a href="https://acme.avature.net/careers/JobDetail/a/b/7">Too deep</a></h3></article>
      <article><h3><a href="https://www.facebook.com/share?u=https%3A%2F%2Facme.avature.net%2Fcareers%2FJobDetail%2Fx%2F8">Facebook</a></h3></article>
      <article><a href="https://acme.avature.net/careers/ApplicationMethods?jobId=9">Apply</a></article>
      <article><a href="https://acme.avature.net/careers/JobDetail/x/10">Apply</a></article>
      <article><a href="https://acme.avature.net/careers/JobDetail/x/11">   </a></article>
      <article class="row"><a href="/careers/JobDetail/Relative/12"><img alt=""></a>
        <h3><a href="https://acme.avature.net/careers/JobDetail/Relative/12">R&amp;D Engineer <script>alert(1)</script></a></h3>
        <div class="article__header__text__subtitle"><span>Sales</span> , <span>Full-time</span> , <span>Ref #123</span></div></article>
      <article><h3><a href="https://ACME.avature.net/en_US/careers/JobDetail/Moved/13?businessTitle=x">${'T'.repeat(5_000)}</a></h3>
        <div class="subtitle"><span>Location:</span> <span>Paris</span> <span>Closing date 01-Jan-2027</span> <span>#Snag</span></div></article>
    </div></body></html>`;
    const answer = await avatureSource.fetchBoard(stubContext(pages(page), base), 'acme/careers');
    expect(answer.postings.map((posting) => posting.sourceId)).toEqual(['12', '13']);
    // A subtitle whose spans say nothing of what they are gives no place, even beside a labelled span (a "Ref #"); a
    // labelled place does.
    expect(answer.postings[0]).toMatchObject({ title: 'R&D Engineer', sourceUrl: 'https://acme.avature.net/careers/JobDetail/Relative/12' });
    expect(answer.postings[0]).not.toHaveProperty('location');
    expect(answer.postings[1]).toMatchObject({ location: 'Paris', sourceUrl: 'https://acme.avature.net/en_US/careers/JobDetail/Moved/13' });
    expect(answer.postings[1]!.title).toHaveLength(300);
    expect(answer.postings[1]!.postedAt).toBeUndefined();
  });

  it('reads a page nested deeper than any real one only down to that depth, in bounded time', async () => {
    // Nesting as the parser sees it: <div/> stays open in HTML, and a closing tag that matches nothing closes nothing.
    for (const nesting of ['<div>'.repeat(200_000), '<div/>'.repeat(200_000), '<div></b>'.repeat(200_000)]) {
      const page = searchPage(0, 3) + nesting + '<a href="https://acme.avature.net/careers/JobDetail/x/99">Deep</a>';
      const started = Date.now();
      const answer = await avatureSource.fetchBoard(stubContext(pages(page), base), 'acme/careers');
      expect(answer.postings.map((posting) => posting.sourceId)).toEqual(['0', '1', '2']);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  it('refuses a first answer that is no search page, and asks nothing for a bad board name', async () => {
    await expect(avatureSource.fetchBoard(stubContext(pages('{"jobs":[]}'), base), 'acme/careers')).rejects.toThrow(/not an Avature job search page/);
    await expect(avatureSource.fetchBoard(stubContext(pages(''), base), 'acme/careers')).rejects.toSatisfy((error) =>
      isSourceError(error, 'invalid-response'),
    );
    let asked = 0;
    const counting = stubSourceHttp(() => (asked++, { body: ally }));
    for (const bad of ['evil.test/careers', 'acme', 'acme/a/b/c']) {
      const error = await avatureSource.fetchBoard(stubContext(counting, base), bad).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SourceError);
      expect(isSourceError(error, 'not-found')).toBe(true);
    }
    expect(asked).toBe(0);
  });

  it('serves the fake as the site does: six a page, "No jobs found" past the end, a job page by its address or id', async () => {
    const jobs = Array.from({ length: 8 }, (_, n) => job(String(200 + n), `Role ${n}`));
    const http = stubSourceHttp(fakeAnswers(fakeAvature, jobs, 'Acme', base));
    const answer = await avatureSource.fetchBoard(stubContext(http, base), 'acme/en_US/careers');
    expect(answer.postings).toHaveLength(8);
    expect(answer.complete).toBe(true);
    expect(http.requests.map((request) => new URL(request.url).search)).toEqual(['?jobOffset=0', '?jobOffset=6']);
    expect(answer.postings[0]).toMatchObject({
      sourceUrl: avatureJobUrl(jobs[0]!, 'https://acme.avature.net/en_US/careers'),
      location: 'Berlin, Germany',
      postedAt: new Date('2026-11-20T00:00:00Z'),
    });
    expect(fakeAvature.boardSlug('/acme/en_US/careers/JobDetail/200')).toBe('acme/en_US/careers');
    expect(fakeAvature.boardSlug('/acme/careers/SearchJobs/')).toBe('acme/careers');
    expect(fakeAvature.boardSlug('/acme/careers/Other')).toBeNull();
  });
});

describe('readAvatureLink', () => {
  const read = (link: string) => readAvatureLink(new URL(link));

  it('reads a job from the addresses people paste', () => {
    expect(read('https://delta.avature.net/en_US/careers/JobDetail/Co-op-Delta-Wellness-Data-Science-Summer-2025/25829?jobId=25829')).toEqual({
      slug: 'delta/en_US/careers',
      sourceId: '25829',
    });
    expect(read('https://ally.avature.net/careers/JobDetail/Manager-Invest-Fraud-Strategy-and-Operations/17055')).toEqual({
      slug: 'ally/careers',
      sourceId: '17055',
    });
    expect(read('https://LOL.avature.net./Careers/JobDetail/1941')).toEqual({ slug: 'lol/Careers', sourceId: '1941' });
    expect(read('https://ally.avature.net/careers/ApplicationMethods?jobId=17055')).toEqual({ slug: 'ally/careers', sourceId: '17055' });
    expect(read('https://lol.avature.net/Careers/Register?jobOffset=0&id=1941&jobId=1941')).toEqual({ slug: 'lol/Careers', sourceId: '1941' });
  });

  it("tells a board's page, another page of a site, and another host apart", () => {
    expect(read('https://ally.avature.net/careers/SearchJobs/?jobOffset=0')).toBe('board-page');
    expect(read('https://ally.avature.net/careers/SearchJobs')).toBe('board-page');
    expect(read('https://ally.avature.net/careers')).toBe('board-page');
    expect(read('https://delta.avature.net/en_US/careers')).toBe('board-page');
    expect(read('https://ally.avature.net/careers/JobDetail/Title/abc')).toBe('bad-id');
    expect(read('https://ally.avature.net/careers/JobDetail')).toBe('bad-id');
    expect(read('https://ally.avature.net/careers/SendToAFriend?id=1')).toBe('bad-id');
    expect(read('https://ally.avature.net/')).toBe('bad-id');
    expect(read('https://ally.avature.net/a/b/c/JobDetail/x/1')).toBe('bad-id');
    expect(read('https://www.avature.net/customers/')).toBe('bad-id');
    expect(read('https://jobs.ea.com/en_US/careers/JobDetail/x/1')).toBeNull();
    expect(read('https://ally.avature.net.evil.test/careers/JobDetail/x/1')).toBeNull();
    expect(read('https://a.b.avature.net/careers/JobDetail/x/1')).toBeNull();
    expect(readAvatureBoardOfLink(new URL('https://delta.avature.net/en_US/careers/SearchJobs/?x=1'))).toBe('delta/en_US/careers');
    expect(readAvatureBoardOfLink(new URL('https://ally.avature.net/careers/JobDetail/x/1'))).toBe('ally/careers');
    expect(readAvatureBoardOfLink(new URL('https://jobs.ea.com/careers/SearchJobs'))).toBeNull();
  });
});

describe('readPostedDay', () => {
  it('reads the two orders Avature writes a day in, and no other', () => {
    expect(readPostedDay('Posted Jul-28-2026')).toEqual(new Date('2026-07-28T00:00:00Z'));
    expect(readPostedDay('Posted: 10-Jul-2025')).toEqual(new Date('2025-07-10T00:00:00Z'));
    expect(readPostedDay('Posted: 1-September-2025')).toEqual(new Date('2025-09-01T00:00:00Z'));
    expect(readPostedDay('Posted 30-Feb-2025')).toBeUndefined();
    expect(readPostedDay('Posted 3 days ago')).toBeUndefined();
    expect(readPostedDay('Posted 07-28-2026')).toBeUndefined();
    expect(readPostedDay('Posted Jux-28-2026')).toBeUndefined();
    expect(readPostedDay(undefined)).toBeUndefined();
  });
});
