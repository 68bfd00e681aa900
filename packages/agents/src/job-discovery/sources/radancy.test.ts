import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeRadancy, radancyJobPath } from '../../testing/job-sources/radancy';
import { fakeAnswers, stubContext, stubSourceHttp, type StubAnswer } from '../../testing/job-sources/stub-source-http';
import { readPlatformBoardJob } from '../links/read-embedded-board';
import { isSourceError, SourceError } from '../source-error';
import { radancyJobOfPage, radancyMaxPages, radancySource, readRadancyBoard } from './radancy';
import { readRadancyResults } from './radancy-results';
import { isBoardSlug } from './board-names';

const base = 'http://127.0.0.1:9/radancy/{board}';
const recording = (tenant: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../testing/recorded-sources/radancy/jht-${tenant}-search-jobs-results.json`, import.meta.url), 'utf8')) as {
      results: string;
    }
  ).results;
const read = (tenant: string, site = 'https://jobs.example.com') => readRadancyResults(recording(tenant), site)!;
const fields = (tenant: string, site?: string) =>
  read(tenant, site).rows.map((row) => [
    row.id,
    row.title,
    row.location ?? null,
    row.employmentType ?? null,
    row.postedAt?.toISOString().slice(0, 10) ?? null,
  ]);

const job = (id: string, title: string, more: Partial<FixtureJob> = {}): FixtureJob => ({
  id,
  title,
  company: 'Acme',
  location: 'Austin, TX, USA',
  descriptionHtml: `<p>${title} at Acme: the whole description.</p>`,
  postedAt: new Date('2026-11-20T00:00:00Z'),
  employmentType: 'Full-time',
  department: 'Store',
  ...more,
});

describe('radancySource', () => {
  it("describes itself: an employer's own host (and language path), read where users name it, its robots.txt obeyed", () => {
    expect(radancySource).toMatchObject({ kind: 'board', name: 'radancy', label: 'Radancy', urlEnv: 'RADANCY_API_URL', credentials: [] });
    expect(radancySource.terms).toMatchObject({ robotsTxt: true, namedOnly: true, anyHost: true, minIntervalMs: 3_600_000 });
    expect(radancySource.boardUrl('Jobs.Veolia.com/FR')).toBe('https://jobs.veolia.com/fr/search-jobs');
    expect(radancySource.nameOfBoard?.('www.att.jobs')).toBe('www.att.jobs');
    expect(readRadancyBoard('jobs.vinci.com/en')).toEqual({ host: 'jobs.vinci.com', locale: '/en' });
    for (const good of ['www.att.jobs', 'careers.aldi.us', 'jobs.veolia.com/fr', 'jobs.example.com/en-gb'])
      expect(isBoardSlug('radancy', good), good).toBe(true);
    for (const bad of [
      'att',
      'www.att.jobs/',
      'www.att.jobs/job',
      'www.att.jobs/fr/en',
      'www.att.jobs/fra',
      'www.att.jobs:8080',
      '../etc',
      'jobs.veolia.com/f',
      'a b.com',
    ]) {
      expect(isBoardSlug('radancy', bad), bad).toBe(false);
      expect(() => readRadancyBoard(bad), bad).toThrow(/not a Radancy careers site/);
    }
  });

  it('reads the recorded answers of six sites: titles, places, position types and days as each template shows them', () => {
    // ALDI: the link wraps the row; a street address is the place; the <b> labels are not the values.
    expect(read('aldi').total).toBe(1213);
    expect(fields('aldi').slice(0, 2)).toEqual([
      ['98393877456', 'Full-Time Assistant Store Manager', '8537 Davis Blvd, North Richland Hills, TX, USA, 76182', 'Full-Time', null],
      ['98393353520', 'Part-Time Store Cashier/Stocker', '4745 US-98 N, Lakeland, FL, USA, 33809', 'Part-Time - less than 30 hours / week', null],
    ]);
    expect(read('aldi').rows[0]!.category).toBe('Store');
    // AT&T: the title's link inside its heading; the site's address for each job.
    expect(fields('att')[0]).toEqual(['98395039840', 'Retail Sales Consultant', 'Chico, California', null, null]);
    expect(read('att', 'https://www.att.jobs').rows[0]!.url).toBe('https://www.att.jobs/job/chico/retail-sales-consultant/117/98395039840');
    // Disney: a table, its header row no job; the day posted as "Jul. 27, 2026".
    expect(read('disney').rows).toHaveLength(6);
    expect(fields('disney')[0]).toEqual(['96053617056', 'Sr Executive Assistant (PH)', 'Burbank, California, United States', null, '2026-07-27']);
    // Tenet: "Job Type: " in a heading span is a label.
    expect(fields('tenethealth')[0]).toEqual(['98376917440', 'Certified Surgical tech', 'Town of Framingham, MA', 'PRN', null]);
    // Veolia, under /fr: two links a job are one job; entities are letters; the addresses keep the language path.
    expect(fields('veolia', 'https://jobs.veolia.com/fr').slice(0, 2)).toEqual([
      ['19904869696', 'Electromécanicien F/H', 'Sillery, France', null, null],
      ['19904867584', 'TÉCNICO DE MANTENIMIENTO', 'Ciudad Juárez, Mexique', null, null],
    ]);
    expect(read('veolia', 'https://jobs.veolia.com/fr').rows[0]!.url).toBe(
      'https://jobs.veolia.com/fr/emploi/sillery/electromecanicien-f-h/3091/19904869696',
    );
    // VINCI: the title by its class; the screen-reader copy of the place is not read twice.
    expect(fields('vinci')[1]).toEqual(['2266626240', 'Ausbildung zum Klimaschützer m/w/d', 'Leipzig, Sachsen', 'Work-study contract', null]);
    for (const tenant of ['aldi', 'att', 'disney', 'tenethealth', 'veolia', 'vinci']) expect(read(tenant).rows, tenant).toHaveLength(6);
  });

  it("asks the search with its module name, page after page, until the count it states; the site's addresses, never the base URL", async () => {
    const jobs = Array.from({ length: 150 }, (_, n) => job(String(10_000_000 + n), `Job ${n}`));
    const http = stubSourceHttp(fakeAnswers(fakeRadancy, jobs, 'Acme', base));
    const answer = await radancySource.fetchBoard(stubContext(http, base), 'careers.acme.com/en');
    expect(http.requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:9/radancy/careers.acme.com/en/search-jobs/results?CurrentPage=1&RecordsPerPage=100&SearchResultsModuleName=Search+Results',
      'http://127.0.0.1:9/radancy/careers.acme.com/en/search-jobs/results?CurrentPage=2&RecordsPerPage=100&SearchResultsModuleName=Search+Results',
    ]);
    expect(answer.postings).toHaveLength(150);
    expect(answer.complete).toBe(true);
    expect(answer.companyName).toBeNull();
    expect(answer.postings[0]).toEqual({
      source: 'radancy',
      sourceId: 'careers.acme.com/10000000',
      sourceUrl: `https://careers.acme.com/en${radancyJobPath(jobs[0]!)}`,
      title: 'Job 0',
      company: 'careers.acme.com',
      location: 'Austin, TX, USA',
      postedAt: undefined,
      employmentType: 'Full-time',
      tags: ['Store'],
      board: { provider: 'radancy', slug: 'careers.acme.com/en' },
    });
  });

  it('stops at its page bound (read in part), and at a page that brings nothing new (a site that ignores the page asked for)', async () => {
    const many = Array.from({ length: 100 * radancyMaxPages + 5 }, (_, n) => job(String(20_000_000 + n), `Job ${n}`));
    const http = stubSourceHttp(fakeAnswers(fakeRadancy, many, 'Acme', base));
    const answer = await radancySource.fetchBoard(stubContext(http, base), 'careers.acme.com');
    expect(http.requests).toHaveLength(radancyMaxPages);
    expect(answer.complete).toBe(false);

    const first = fakeRadancy.body(many.slice(0, 100), {
      url: new URL('http://x/careers.acme.com/search-jobs/results?SearchResultsModuleName=Search+Results&RecordsPerPage=100'),
      companyName: 'Acme',
    }) as { results: string };
    const same = stubSourceHttp(() => ({
      body: { results: first.results.replace(/data-total-job-results="100"/, 'data-total-job-results="5000"') },
    }));
    const stuck = await radancySource.fetchBoard(stubContext(same, base), 'careers.acme.com');
    expect(same.requests).toHaveLength(2);
    expect(stuck.postings).toHaveLength(100);
    expect(stuck.complete).toBe(false);
  });

  it('says a host that answers no Radancy search is no board (not-found), and an answer that is no JSON search an invalid one', async () => {
    const none = stubSourceHttp(() => ({ body: { results: '<div>Welcome</div>', hasJobs: false } }));
    const error = await radancySource.fetchBoard(stubContext(none, base), 'www.example.com').catch((caught: unknown) => caught);
    expect(isSourceError(error, 'not-found')).toBe(true);
    // An answer that is no JSON search (a site's catch-all page): no Radancy site either.
    for (const body of [{ hasJobs: true }, '<html>Welcome</html>']) {
      const wrong = stubSourceHttp(() => ({ body }));
      const notJson = {
        ...wrong,
        json: async (url: string) =>
          typeof body === 'string' ? Promise.reject(new SourceError('invalid-response', 'answer was not JSON')) : wrong.json(url),
      };
      const caught = await radancySource.fetchBoard(stubContext(notJson, base), 'www.example.com').catch((error: unknown) => error);
      expect(isSourceError(caught, 'not-found'), JSON.stringify(body)).toBe(true);
    }
    // A later page that is no search: the site failed, the board is not gone.
    const jobs = Array.from({ length: 150 }, (_, n) => job(String(40_000_000 + n), `Job ${n}`));
    const later = stubSourceHttp((url) =>
      url.searchParams.get('CurrentPage') === '2' ? { body: { hasJobs: true } } : fakeAnswers(fakeRadancy, jobs, 'Acme', base)(url),
    );
    const failed = await radancySource.fetchBoard(stubContext(later, base), 'careers.acme.com').catch((error: unknown) => error);
    expect(isSourceError(failed, 'invalid-response')).toBe(true);
    // A real search that found nothing states 0: an empty board, read whole.
    const empty = stubSourceHttp(fakeAnswers(fakeRadancy, [], 'Acme', base));
    expect(await radancySource.fetchBoard(stubContext(empty, base), 'careers.acme.com')).toEqual({ companyName: null, postings: [], complete: true });
  });

  it("reads a pasted job whole from its page (description, the employer's name for every job), listed or not", async () => {
    const jobs = [job('30000001', 'Store Manager'), job('30000002', 'Cashier', { location: 'Dallas, TX, USA', employmentType: 'Part-time' })];
    const http = stubSourceHttp(fakeAnswers(fakeRadancy, jobs, 'ALDI US', base));
    const answer = await radancySource.fetchBoard(stubContext(http, base), 'careers.aldi.example', 'careers.aldi.example/30000002');
    expect(http.requests.at(-1)!.url).toBe(`http://127.0.0.1:9/radancy/careers.aldi.example${radancyJobPath(jobs[1]!)}`);
    const wanted = answer.postings.find((posting) => posting.sourceId === 'careers.aldi.example/30000002')!;
    expect(wanted).toMatchObject({
      title: 'Cashier',
      company: 'ALDI US',
      location: 'Dallas, TX',
      descriptionHtml: '<p>Cashier at Acme: the whole description.</p>',
    });
    expect(wanted.tags).toEqual(['Store']);
    expect(answer.companyName).toBe('ALDI US');
    expect(answer.postings.map((posting) => posting.company)).toEqual(['ALDI US', 'ALDI US']);

    // Not among the jobs this visit listed: asked at the short address the site's own links use.
    const listed = [job('30000001', 'Store Manager')];
    const unlisted = job('30000009', 'Night Stocker');
    const short = stubSourceHttp((url) =>
      url.pathname.includes('/search-jobs/')
        ? fakeAnswers(fakeRadancy, listed, 'ALDI US', base)(url)
        : fakeAnswers(fakeRadancy, [unlisted], 'ALDI US', base)(url),
    );
    const found = await radancySource.fetchBoard(stubContext(short, base), 'careers.aldi.example', 'careers.aldi.example/30000009');
    expect(short.requests.at(-1)!.url).toBe('http://127.0.0.1:9/radancy/careers.aldi.example/job/-/-/4242/30000009');
    expect(found.postings.map((posting) => posting.title)).toEqual(['Store Manager', 'Night Stocker']);

    // A page that states no job: the listed job as listed; an unlisted one is not there.
    const bare = stubSourceHttp((url) =>
      url.pathname.includes('/search-jobs/') ? fakeAnswers(fakeRadancy, jobs, 'ALDI US', base)(url) : { body: '<html><title>Cashier</title></html>' },
    );
    const plain = await radancySource.fetchBoard(stubContext(bare, base), 'careers.aldi.example', 'careers.aldi.example/30000002');
    expect(plain.postings.find((posting) => posting.sourceId === 'careers.aldi.example/30000002')).toMatchObject({
      title: 'Cashier',
      company: 'careers.aldi.example',
    });
    expect(plain.postings.find((posting) => posting.sourceId === 'careers.aldi.example/30000002')!.descriptionHtml).toBeUndefined();
    const gone = await radancySource.fetchBoard(stubContext(bare, base), 'careers.aldi.example', 'careers.aldi.example/30000077');
    expect(gone.postings.map((posting) => posting.sourceId)).toEqual(['careers.aldi.example/30000001', 'careers.aldi.example/30000002']);
    // Another site's job is never asked of this one.
    expect((await radancySource.fetchBoard(stubContext(bare, base), 'careers.aldi.example', 'jobs.other.example/30000002')).postings).toHaveLength(2);
  });

  it("keeps a group's brands: each listed job is its brand's, and a pasted job's page names its own job's employer only", async () => {
    // Disney's site lists the brand hiring for each job.
    expect(read('disney').rows.map((row) => row.brand)).toEqual([
      'Searchlight Pictures',
      'National Geographic',
      'Walt Disney World Resort',
      'Aulani, A Disney Resort & Spa',
      'The Walt Disney Studios',
      'ABC News',
    ]);
    expect(read('aldi').rows.every((row) => row.brand === undefined)).toBe(true);

    const jobs = [job('30000001', 'Producer'), job('30000002', 'Lifeguard'), job('30000003', 'Editor')];
    const brands: Record<string, string> = { Producer: 'ABC News', Lifeguard: 'Aulani Resort' };
    const branded = (page: (url: URL) => StubAnswer | undefined) => (url: URL) => {
      if (!url.pathname.includes('/search-jobs/')) return page(url);
      const body = (fakeAnswers(fakeRadancy, jobs, 'Walt Disney World Resort', base)(url) as { body: { results: string } }).body;
      const results = body.results.replace(/<h2>([^<]+)<\/h2>/g, (heading, title: string) =>
        brands[title] ? `${heading}<span class="job-brand industry">${brands[title]}</span>` : heading,
      );
      return { body: { ...body, results } };
    };
    const fromPage = (url: URL) => fakeAnswers(fakeRadancy, jobs, 'Walt Disney World Resort', base)(url);
    const answer = await radancySource.fetchBoard(
      stubContext(stubSourceHttp(branded(fromPage)), base),
      'jobs.group.example',
      'jobs.group.example/30000002',
    );
    expect(answer.companyName).toBeNull();
    expect(answer.postings.map((posting) => [posting.title, posting.company])).toEqual([
      ['Producer', 'ABC News'],
      ['Lifeguard', 'Walt Disney World Resort'],
      ['Editor', 'jobs.group.example'],
    ]);
    // A page that names no employer leaves its job the brand the list named.
    const bare = () => ({ body: '<html><title>Lifeguard</title></html>' });
    const plain = await radancySource.fetchBoard(
      stubContext(stubSourceHttp(branded(bare)), base),
      'jobs.group.example',
      'jobs.group.example/30000002',
    );
    expect(plain.postings.find((posting) => posting.title === 'Lifeguard')!.company).toBe('Aulani Resort');
  });
});

describe('readRadancyResults on hostile fragments', () => {
  const section = (rows: string) => `<section id="search-results" data-total-job-results="9"><ul>${rows}</ul></section>`;

  it('keeps only links on the site itself, jobs named by digits, and one job a row', () => {
    const rows = readRadancyResults(
      section(
        [
          '<li><a href="https://evil.example/job/a/b/1/11111111" data-job-id="11111111"><h2>Elsewhere</h2></a></li>',
          '<li><a href="javascript:alert(1)" data-job-id="22222222"><h2>Script</h2></a></li>',
          '<li><a href="/job/a/b/1/33333333" data-job-id="33&quot;33"><h2>Bad id</h2></a></li>',
          '<li><a href="/job/a/b/1/44444444" data-job-id="44444444"><h2>One</h2></a><a href="/job/a/b/1/55555555" data-job-id="55555555">Two</a></li>',
          '<li><a href="//jobs.example.com/job/a/b/1/66666666#x" data-job-id="66666666"><h2>Fine <script>x</script><b>label</b></h2></a></li>',
        ].join(''),
      ),
      'https://jobs.example.com',
    )!.rows;
    expect(rows.map((row) => [row.id, row.title, row.url])).toEqual([['66666666', 'Fine', 'https://jobs.example.com/job/a/b/1/66666666']]);
  });

  it('trims the separators around a value in time that grows with its length, not its square', () => {
    const noisy = section(
      `<li><a href="/job/a/b/1/12345678" data-job-id="12345678"><h2>a${'-'.repeat(200_000)}b${' |'.repeat(100_000)}</h2></a></li>`,
    );
    const started = performance.now();
    expect(readRadancyResults(noisy, 'https://jobs.example.com')!.rows[0]!.title).toBe('a');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('reads a deep or huge fragment in bounded time and keeps at most 200 rows', () => {
    const deep = `${'<div>'.repeat(50_000)}${section('<li><a href="/job/a/b/1/12345678" data-job-id="12345678">Deep</a></li>')}`;
    let started = performance.now();
    // Past the nesting bound nothing is read: the count stands, no row.
    expect(readRadancyResults(deep, 'https://jobs.example.com')).toEqual({ total: 9, rows: [] });
    const many = section(
      Array.from({ length: 20_000 }, (_, n) => `<li><a href="/job/a/b/1/${10_000_000 + n}" data-job-id="${10_000_000 + n}">Job ${n}</a></li>`).join(
        '',
      ),
    );
    started = performance.now();
    expect(readRadancyResults(many, 'https://jobs.example.com')!.rows).toHaveLength(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    // One row holding every link and every field: no job is taken from it.
    const tangled = section(
      `<li>${Array.from({ length: 5_000 }, (_, n) => `<a href="/job/a/b/1/${10_000_000 + n}" data-job-id="${10_000_000 + n}"><span class="job-location">x</span></a>`).join('')}</li>`,
    );
    expect(readRadancyResults(tangled, 'https://jobs.example.com')!.rows).toEqual([]);
  });
});

describe('radancyJobOfPage', () => {
  const page = '<html><head><link rel="stylesheet" href="https://tbcdn.talentbrew.com/company/117/v1_0/css/site.css"></head></html>';

  it("knows a Radancy job's page by its address and the platform's assets: its board is the host and language path", () => {
    expect(radancyJobOfPage(new URL('https://jobs.comcast.com/job/-/-/45483/96923500496'), page)).toEqual({
      slug: 'jobs.comcast.com',
      sourceId: 'jobs.comcast.com/96923500496',
    });
    expect(
      radancyJobOfPage(new URL('https://www.lockheedmartinjobs.com/job/annapolis-junction/software-developer-cyber-intern/694/69572556224'), page),
    ).toEqual({
      slug: 'www.lockheedmartinjobs.com',
      sourceId: 'www.lockheedmartinjobs.com/69572556224',
    });
    expect(
      radancyJobOfPage(
        new URL('https://jobs.veolia.com/fr/emploi/sillery/electromecanicien-f-h/3091/19904869696'),
        '<img src="https://cdn.radancy.eu/company/2702/x.png">',
      ),
    ).toEqual({
      slug: 'jobs.veolia.com/fr',
      sourceId: 'jobs.veolia.com/19904869696',
    });
    expect(readPlatformBoardJob(new URL('https://JOBS.comcast.com./job/-/-/45483/96923500496'), page)).toEqual({
      provider: 'radancy',
      slug: 'jobs.comcast.com',
      sourceId: 'jobs.comcast.com/96923500496',
    });
  });

  it('takes no other page for one: not without the assets, not by an address of another shape', () => {
    expect(radancyJobOfPage(new URL('https://jobs.comcast.com/job/-/-/45483/96923500496'), '<html>no platform here</html>')).toBeNull();
    for (const address of [
      'https://jobs.bentley.com/job/Huntsville-Summer-2025-Software-Development-Internship-AL-35801/1218704700',
      'https://jobs.comcast.com/job/-/-/45483/123',
      'https://jobs.comcast.com/job/-/-/x/96923500496',
      'https://jobs.comcast.com/a/b/job/-/-/45483/96923500496',
      'https://jobs.comcast.com:8443/job/-/-/45483/96923500496',
      'https://user:pw@jobs.comcast.com/job/-/-/45483/96923500496',
      'ftp://jobs.comcast.com/job/-/-/45483/96923500496',
      'https://127.0.0.1/job/-/-/45483/96923500496',
    ])
      expect(radancyJobOfPage(new URL(address), page), address).toBeNull();
  });
});
