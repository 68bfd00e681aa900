import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakePhenom, phenomJobPath, phenomJobSeqNo } from '../../testing/job-sources/phenom';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readPlatformBoardJob } from '../links/read-embedded-board';
import { isSourceError } from '../source-error';
import { phenomJobOfPage, phenomMaxPages, phenomSource, readPhenomBoard } from './phenom';
import { readPhenomSearch } from './phenom-search';
import { isBoardSlug } from './board-names';

const base = 'http://127.0.0.1:9/phenom/{board}';
const recorded = readFileSync(
  new URL('../../testing/recorded-sources/phenom/careerkit-phenom-global-search-results-ddo-trimmed.html', import.meta.url),
  'utf8',
);
// A real Phenom job page (Conduent's), recorded by another project: the page reader's fixture.
const conduentPage = readFileSync(new URL('../page/fixtures/phenom-conduent-22047-job-detail.html', import.meta.url), 'utf8');

const job = (id: string, title: string, more: Partial<FixtureJob> = {}): FixtureJob => ({
  id,
  title,
  company: 'Acme',
  location: 'Austin, TX, United States',
  descriptionHtml: `<p>${title} at Acme: the whole description.</p>`,
  postedAt: new Date('2026-11-20T09:30:00Z'),
  employmentType: 'Full-time',
  department: 'Engineering',
  tags: ['Software'],
  ...more,
});

describe('phenomSource', () => {
  it("describes itself: an employer's own host with its country and language, read where users name it, its robots.txt obeyed", () => {
    expect(phenomSource).toMatchObject({ kind: 'board', name: 'phenom', label: 'Phenom', urlEnv: 'PHENOM_API_URL', credentials: [] });
    expect(phenomSource.terms).toMatchObject({ robotsTxt: true, namedOnly: true, anyHost: true, minIntervalMs: 3_600_000 });
    expect(phenomSource.boardUrl('Careers.Conduent.com/US/en')).toBe('https://careers.conduent.com/us/en/search-results');
    expect(phenomSource.nameOfBoard?.('jobs.baesystems.com/global/en')).toBe('jobs.baesystems.com');
    expect(readPhenomBoard('careers.example.com/ca/fr-ca')).toEqual({ host: 'careers.example.com', locale: '/ca/fr-ca' });
    for (const good of ['careers.conduent.com/us/en', 'jobs.baesystems.com/global/en', 'careers.phenom.com'])
      expect(isBoardSlug('phenom', good), good).toBe(true);
    for (const bad of [
      'conduent',
      'careers.conduent.com/us',
      'careers.conduent.com/us/en/job',
      'careers.conduent.com:8080/us/en',
      '../x/us/en',
      'careers.conduent.com/u/en',
    ]) {
      expect(isBoardSlug('phenom', bad), bad).toBe(false);
      expect(() => readPhenomBoard(bad), bad).toThrow(/not a Phenom careers site/);
    }
  });

  it("reads the recorded search page (Phenom's own site): the jobs its script carries, by their sequence numbers, as stated", () => {
    const search = readPhenomSearch(recorded)!;
    expect(search.total).toBe(52);
    expect(search.jobs).toEqual([
      {
        id: 'PHENA0059P104461EXTERNALENGLOBAL',
        jobId: 'P-104461',
        title: 'Senior Project Manager(German Speaker)',
        location: 'Rotterdam, South Holland, Netherlands',
        employmentType: 'Full-Time',
        postedAt: new Date('2026-04-09T09:54:06.573Z'),
        department: undefined,
        category: 'OGD',
      },
      {
        id: 'PHENA0059P104504EXTERNALENGLOBAL',
        jobId: 'P-104504',
        title: 'Revenue Development Representative',
        location: 'Sydney, New South Wales, Australia',
        employmentType: 'Full-Time',
        postedAt: new Date('2026-04-08T13:14:37.744Z'),
        department: undefined,
        category: 'Sales',
      },
    ]);
    // A page without the search's data (a job's page, any other page) is none.
    expect(readPhenomSearch(conduentPage)).toBeNull();
    expect(readPhenomSearch('<script>phApp.ddo = {"eagerLoadRefineSearch": {"data": {"jobs": "x"}}};</script>')).toBeNull();
  });

  it("asks the search page after page by the offset, until the count it states; the site's addresses, never the base URL", async () => {
    const jobs = Array.from({ length: 25 }, (_, n) => job(`R${1000 + n}`, `Job ${n}`));
    const http = stubSourceHttp(fakeAnswers(fakePhenom, jobs, 'Acme', base));
    const answer = await phenomSource.fetchBoard(stubContext(http, base), 'careers.acme.com/us/en');
    expect(http.requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:9/phenom/careers.acme.com/us/en/search-results?from=0&s=1',
      'http://127.0.0.1:9/phenom/careers.acme.com/us/en/search-results?from=10&s=1',
      'http://127.0.0.1:9/phenom/careers.acme.com/us/en/search-results?from=20&s=1',
    ]);
    expect(answer.complete).toBe(true);
    expect(answer.postings).toHaveLength(25);
    expect(answer.postings[0]).toEqual({
      source: 'phenom',
      sourceId: `careers.acme.com/${phenomJobSeqNo(jobs[0]!)}`,
      sourceUrl: `https://careers.acme.com/us/en${phenomJobPath(jobs[0]!)}`,
      title: 'Job 0',
      company: 'careers.acme.com',
      location: 'Austin, TX, United States',
      postedAt: new Date('2026-11-20T09:30:00Z'),
      employmentType: 'Full-Time',
      department: 'Engineering',
      tags: ['Software'],
      board: { provider: 'phenom', slug: 'careers.acme.com/us/en' },
    });
  });

  it('stops at its page bound and at a page that brings nothing new, read in part; a page past the count it stated leaves the rest open', async () => {
    const many = Array.from({ length: 10 * phenomMaxPages + 3 }, (_, n) => job(`R${2000 + n}`, `Job ${n}`));
    const http = stubSourceHttp(fakeAnswers(fakePhenom, many, 'Acme', base));
    const answer = await phenomSource.fetchBoard(stubContext(http, base), 'careers.acme.com');
    expect(http.requests).toHaveLength(phenomMaxPages);
    expect(answer.complete).toBe(false);

    const same = stubSourceHttp((url) => fakeAnswers(fakePhenom, many, 'Acme', base)(new URL(url.href.replace(/from=\d+/, 'from=0'))));
    const stuck = await phenomSource.fetchBoard(stubContext(same, base), 'careers.acme.com');
    expect(same.requests).toHaveLength(2);
    expect(stuck).toMatchObject({ complete: false });
    expect(stuck.postings).toHaveLength(10);

    // The recorded page: 2 jobs of the 52 it counts, then a page with none: read in part.
    const pages = [recorded, '<script>phApp.ddo = {"eagerLoadRefineSearch":{"totalHits":0,"data":{"jobs":[]}}};</script>'];
    let asked = 0;
    const short = stubSourceHttp(() => ({ body: pages[asked++] }));
    const part = await phenomSource.fetchBoard(stubContext(short, base), 'careers.phenom.com/global/en');
    expect(part.postings.map((posting) => posting.sourceUrl)).toEqual([
      'https://careers.phenom.com/global/en/job/PHENA0059P104461EXTERNALENGLOBAL/Senior-Project-Manager-German-Speaker',
      'https://careers.phenom.com/global/en/job/PHENA0059P104504EXTERNALENGLOBAL/Revenue-Development-Representative',
    ]);
    expect(part.complete).toBe(false);
  });

  it('counts a site that states no total as read whole only when a page without jobs ends it', async () => {
    const page = (from: number) =>
      `<script>phApp.ddo = {"eagerLoadRefineSearch":{"data":{"jobs":${JSON.stringify(from < 20 ? Array.from({ length: 10 }, (_, n) => ({ jobId: `J${from + n}`, title: `Job ${from + n}` })) : [])}}}};</script>`;
    const http = stubSourceHttp((url) => ({ body: page(Number(url.searchParams.get('from'))) }));
    const answer = await phenomSource.fetchBoard(stubContext(http, base), 'careers.acme.com');
    expect(http.requests).toHaveLength(3);
    expect(answer).toMatchObject({ complete: true });
    expect(answer.postings).toHaveLength(20);
    const text = stubSourceHttp(() => ({ body: page(0).replace('"data"', '"totalHits":"52","data"') }));
    const stuck = await phenomSource.fetchBoard(stubContext(text, base), 'careers.acme.com');
    expect(stuck).toMatchObject({ complete: false });
  });

  it('says a host whose page carries no Phenom search is no board (not-found)', async () => {
    const none = stubSourceHttp(() => ({ body: '<html><body>Careers</body></html>' }));
    const error = await phenomSource.fetchBoard(stubContext(none, base), 'www.example.com').catch((caught: unknown) => caught);
    expect(isSourceError(error, 'not-found')).toBe(true);
  });

  it("reads a pasted job whole from its page, by either id its address names; the page's employer names the board", async () => {
    const jobs = [job('R3001', 'Data Engineer'), job('R3002', 'Payroll Analyst', { location: 'Leeds, England, United Kingdom' })];
    for (const wanted of [`careers.acme.com/${phenomJobSeqNo(jobs[1]!)}`, 'careers.acme.com/R3002']) {
      const http = stubSourceHttp(fakeAnswers(fakePhenom, jobs, 'Acme Group plc', base));
      const answer = await phenomSource.fetchBoard(stubContext(http, base), 'careers.acme.com/gb/en', wanted);
      expect(http.requests.at(-1)!.url).toBe(`http://127.0.0.1:9/phenom/careers.acme.com/gb/en${phenomJobPath(jobs[1]!)}`);
      expect(answer.postings.find((posting) => posting.sourceId === `careers.acme.com/${phenomJobSeqNo(jobs[1]!)}`)).toMatchObject({
        title: 'Payroll Analyst',
        company: 'Acme Group plc',
        descriptionHtml: '<p>Payroll Analyst at Acme: the whole description.</p>',
        tags: ['Software'],
      });
      expect(answer.companyName).toBe('Acme Group plc');
      expect(answer.postings).toHaveLength(2);
    }
  });
});

describe('phenomJobOfPage', () => {
  it("knows a real Phenom job page (Conduent's) by its address and the platform's marks, and keys it by the sequence number it states", () => {
    const url = new URL('https://careers.conduent.com/us/en/job/22047/Human-Resources-Business-Partner-Analyst-II');
    expect(phenomJobOfPage(url, conduentPage)).toEqual({
      slug: 'careers.conduent.com/us/en',
      sourceId: 'careers.conduent.com/COJCONUS22047EXTERNALENUS',
    });
    expect(readPlatformBoardJob(url, conduentPage)).toEqual({
      provider: 'phenom',
      slug: 'careers.conduent.com/us/en',
      sourceId: 'careers.conduent.com/COJCONUS22047EXTERNALENUS',
    });
    // Another job's address on the same page: its own id, not the page's.
    expect(phenomJobOfPage(new URL('https://careers.conduent.com/us/en/job/99999/Other'), conduentPage)).toEqual({
      slug: 'careers.conduent.com/us/en',
      sourceId: 'careers.conduent.com/99999',
    });
    expect(phenomJobOfPage(new URL('https://jobs.example.com/job/R100'), '<script>phApp.ddo = {};</script>')).toEqual({
      slug: 'jobs.example.com',
      sourceId: 'jobs.example.com/R100',
    });
  });

  it("keys the page by its own job's pair of ids, not by another job its script names first", () => {
    const page = `<script>phApp.ddo = {"similarJobs":{"data":{"jobs":[{"jobSeqNo":"OTHER1","jobId":"555","title":"x"}]}},"jobDetail":{"data":{"job":{"jobId":"22047","jobSeqNo":"COJCONUS22047EXTERNALENUS"}}}};</script>`;
    expect(phenomJobOfPage(new URL('https://careers.conduent.com/us/en/job/22047/x'), page)?.sourceId).toBe(
      'careers.conduent.com/COJCONUS22047EXTERNALENUS',
    );
    expect(phenomJobOfPage(new URL('https://careers.conduent.com/us/en/job/555/x'), page)?.sourceId).toBe('careers.conduent.com/555');
  });

  it('takes no other page for one', () => {
    const marked = '<link href="https://cdn.phenompeople.com/x.css">';
    expect(phenomJobOfPage(new URL('https://careers.conduent.com/us/en/job/22047/x'), '<html>plain</html>')).toBeNull();
    for (const address of [
      'https://careers.conduent.com/us/en/jobs/22047/x',
      'https://careers.conduent.com/us/job/22047/x',
      'https://careers.conduent.com/us/en/job/22047/x/y',
      'https://careers.conduent.com/us/en/job/22%2047/x',
      'https://careers.conduent.com:8443/us/en/job/22047/x',
      'https://127.0.0.1/us/en/job/22047/x',
    ])
      expect(phenomJobOfPage(new URL(address), marked), address).toBeNull();
  });
});
