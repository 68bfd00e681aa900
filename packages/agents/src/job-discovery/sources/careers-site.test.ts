import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeCareersSite, jobPath } from '../../testing/job-sources/careers-site';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError, SourceError } from '../source-error';
import { careersSiteSource, maxJobPages } from './careers-site';

const base = 'http://127.0.0.1:9/careersite/{board}';

const job = (id: string, title: string, day: string): FixtureJob => ({
  id,
  title,
  company: 'Acme',
  location: 'Berlin, DE',
  descriptionHtml: `<p>${title} in Berlin.</p>`,
  postedAt: new Date(`${day}T00:00:00Z`),
  employmentType: 'Full-time',
  salary: { min: 60_000, max: 75_000, currency: 'EUR' },
});

describe('careersSiteSource', () => {
  it('describes itself: named sites only, through the guard, under robots.txt, once a day', () => {
    expect(careersSiteSource).toMatchObject({ kind: 'board', name: 'careersite', label: 'Careers site', defaultBaseUrl: 'https://{board}' });
    expect(careersSiteSource.terms).toMatchObject({ robotsTxt: true, namedOnly: true, anyHost: true, minIntervalMs: 86_400_000 });
    expect(careersSiteSource.boardUrl('acme.com')).toBe('https://acme.com/');
  });

  it("reads a site's jobs from its sitemaps (robots.txt's index, the jobs sitemap), each page's JobPosting; the other pages are not opened", async () => {
    const jobs = [job('1', 'Data Engineer', '2026-11-20'), job('2', 'Sales Lead', '2026-11-10')];
    const http = stubSourceHttp(fakeAnswers(fakeCareersSite, jobs, 'Acme GmbH', base));
    const answer = await careersSiteSource.fetchBoard(stubContext(http, base), 'Acme.com');
    expect(answer.companyName).toBe('Acme GmbH');
    expect(answer.complete).toBe(true);
    expect(answer.postings.map((posting) => [posting.sourceId, posting.title, posting.sourceUrl])).toEqual([
      [`acme.com${jobPath(jobs[0]!)}`, 'Data Engineer', `https://acme.com${jobPath(jobs[0]!)}`],
      [`acme.com${jobPath(jobs[1]!)}`, 'Sales Lead', `https://acme.com${jobPath(jobs[1]!)}`],
    ]);
    expect(normalizePosting(answer.postings[0]!)).toMatchObject({
      company: 'Acme GmbH',
      jobType: 'Full-time',
      salary: { min: 60_000, max: 75_000, currency: 'EUR', period: 'year' },
      board: { provider: 'careersite', slug: 'acme.com' },
    });
    expect(http.requests.map((request) => new URL(request.url).pathname.replace('/careersite/acme.com', ''))).toEqual([
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap-jobs.xml',
      '/sitemap-pages.xml',
      jobPath(jobs[0]!),
      jobPath(jobs[1]!),
    ]);
  });

  it(`opens at most ${maxJobPages} job pages a visit, newest first, and then closes nothing it did not open`, async () => {
    const jobs = Array.from({ length: maxJobPages + 3 }, (_, index) =>
      job(String(index + 1), `Role ${index + 1}`, `2026-10-${String(index + 1).padStart(2, '0')}`),
    );
    const http = stubSourceHttp(fakeAnswers(fakeCareersSite, jobs, 'Acme', base));
    const answer = await careersSiteSource.fetchBoard(stubContext(http, base), 'acme.com');
    expect(answer.postings).toHaveLength(maxJobPages);
    expect(answer.postings[0]!.title).toBe(`Role ${maxJobPages + 3}`);
    expect(answer.complete).toBe(false);
  });

  it('asks /sitemap.xml when robots.txt names none; a site with no sitemap lists nothing; a robots.txt refusal fails the read', async () => {
    const answers = new Map<string, string>([
      ['/careersite/acme.com/robots.txt', 'User-agent: *\nAllow: /\n'],
      [
        '/careersite/acme.com/sitemap.xml',
        '<urlset><url><loc>https://acme.com/jobs/7-nurse</loc></url><url><loc>https://other.test/jobs/8</loc></url></urlset>',
      ],
      [
        '/careersite/acme.com/jobs/7-nurse',
        '<script type="application/ld+json">{"@type":"JobPosting","title":"Nurse","validThrough":"2020-01-01"}</script>',
      ],
    ]);
    const http = stubSourceHttp((url) => {
      const body = answers.get(url.pathname);
      return body === undefined ? { error: new SourceError('not-found', 'not found (404)', 404) } : { body };
    });
    // Its one job page says it closed in 2020: not shown as open. The other host's page is not asked.
    expect(await careersSiteSource.fetchBoard(stubContext(http, base), 'acme.com')).toEqual({ companyName: null, postings: [], complete: true });
    expect(http.requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/careersite/acme.com/robots.txt',
      '/careersite/acme.com/sitemap.xml',
      '/careersite/acme.com/jobs/7-nurse',
    ]);
    // No sitemap at all: a failure that says so, not "no jobs" (which would close what it listed before).
    const empty = stubSourceHttp(() => ({ error: new SourceError('not-found', 'not found (404)', 404) }));
    await expect(careersSiteSource.fetchBoard(stubContext(empty, base), 'acme.com')).rejects.toThrow(
      'has no sitemap (robots.txt names none, and /sitemap.xml is not there)',
    );
    const closed = stubSourceHttp(() => ({ error: new SourceError('robots', 'its robots.txt asks robots not to read /') }));
    const error = await careersSiteSource.fetchBoard(stubContext(closed, base), 'acme.com').catch((caught: unknown) => caught);
    expect(isSourceError(error, 'robots')).toBe(true);
  });

  it('reads in part, closing nothing, when a sitemap fails or a job page is one robots.txt keeps us from; the rest is read', async () => {
    const answers = new Map<string, string | SourceError>([
      ['/careersite/www.acme.com/robots.txt', 'Sitemap: https://www.acme.com/sitemap-index.xml\n'],
      [
        '/careersite/www.acme.com/sitemap-index.xml',
        '<sitemapindex><sitemap><loc>https://www.acme.com/jobs.xml</loc></sitemap><sitemap><loc>https://www.acme.com/more.xml</loc></sitemap></sitemapindex>',
      ],
      [
        '/careersite/www.acme.com/jobs.xml',
        '<urlset><url><loc>https://www.acme.com/jobs/1-nurse</loc></url><url><loc>https://acme.com/jobs/apply/2-cook</loc></url></urlset>',
      ],
      ['/careersite/www.acme.com/more.xml', new SourceError('http', 'had an error on its side (HTTP 503)', 503)],
      [
        '/careersite/www.acme.com/jobs/1-nurse',
        '<script type="application/ld+json">{"@type":"JobPosting","title":"Nurse","hiringOrganization":{"name":"Acme"}}</script>',
      ],
      ['/careersite/www.acme.com/jobs/apply/2-cook', new SourceError('robots', 'its robots.txt asks robots not to read /jobs/apply/2-cook')],
    ]);
    const http = stubSourceHttp((url) => {
      const answer = answers.get(url.pathname);
      if (answer === undefined) return { error: new SourceError('not-found', 'not found (404)', 404) };
      return answer instanceof SourceError ? { error: answer } : { body: answer };
    });
    // The host is the one named (www. kept); the apex's pages are the same site's.
    const read = await careersSiteSource.fetchBoard(stubContext(http, base), 'www.acme.com');
    expect(read.postings.map((posting) => posting.title)).toEqual(['Nurse']);
    expect(read.complete).toBe(false);
  });

  it("reads a real careers page's JobPosting (Remitly's, recorded by a public crawler; see page/fixtures) found through a sitemap", async () => {
    const page = readFileSync(
      new URL('../page/fixtures/0047-careers-remitly-com-job-23582019-principal-product-manager-p.html', import.meta.url),
      'utf8',
    );
    const path = '/job/23582019/principal-product-manager-p2p-payments/';
    const answers = new Map<string, string>([
      ['/careersite/careers.remitly.com/sitemap.xml', `<urlset><url><loc>https://careers.remitly.com${path}</loc></url></urlset>`],
      [`/careersite/careers.remitly.com${path}`, page],
    ]);
    const http = stubSourceHttp((url) => {
      const body = answers.get(url.pathname);
      return body === undefined ? { error: new SourceError('not-found', 'not found (404)', 404) } : { body };
    });
    const answer = await careersSiteSource.fetchBoard(stubContext(http, base), 'careers.remitly.com');
    expect(answer.postings).toHaveLength(1);
    // Its placeholder pay (1 to 1,000,000 a year) is not taken for pay; the range its description states is.
    expect(normalizePosting(answer.postings[0]!)).toMatchObject({
      title: 'Principal Product Manager, P2P Payments',
      company: 'remitly',
      location: 'Arlington, VA, US',
      salary: { min: 176_000, max: 220_000, currency: 'USD', period: 'year' },
      postedAt: new Date('2026-07-10T00:00:00.000Z'),
    });
  });

  it('asks nothing for a name that is not a public host name', async () => {
    let asked = 0;
    const http = stubSourceHttp(() => (asked++, { body: '' }));
    for (const bad of ['acme', 'acme.com/careers', 'acme.com:8080', 'user@acme.com', '127.0.0.1', '-acme.com', 'acme..com']) {
      const error = await careersSiteSource.fetchBoard(stubContext(http, base), bad).catch((caught: unknown) => caught);
      expect(isSourceError(error, 'not-found'), bad).toBe(true);
    }
    expect(asked).toBe(0);
  });
});
