import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeJoin, joinAdIdOf, joinIdParamOf } from '../../testing/job-sources/join';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError, SourceError } from '../source-error';
import { sourceAdapters } from './index';
import { joinMaxPages, joinSource, maxNextDataChars, readJoinLink, readNextData } from './join';
import { isBoardSlug } from './board-names';

const base = 'http://127.0.0.1:9/join';
const recordingName = 'join/jobradar-klarkode-company-page-nextdata.html';
const recording = readFileSync(new URL(`../../testing/recorded-sources/${recordingName}`, import.meta.url), 'utf8');
// A real JOIN job page (Fugro's, in German), kept with the job pages read by link: page/fixtures/ORIGINS.md.
const fugroPage = readFileSync(
  new URL('../page/fixtures/0079-join-com-companies-fugro-16405887-geowissenschaftler-m-w-d.html', import.meta.url),
  'utf8',
);
const fugroIdParam = '16405887-geowissenschaftler-m-w-d';

/** A company page as JOIN writes it: the state in a __NEXT_DATA__ script among other attributes. */
const companyPage = (state: Record<string, unknown>) =>
  `<html><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json" nonce="x">${JSON.stringify({
    props: { pageProps: { initialState: state } },
    page: '/companies/[companySlug]',
  })}</script></body></html>`;

const item = (number: number, title: string, extra: Record<string, unknown> = {}) => ({
  id: 4_000_000 + number,
  idParam: `${16_000_000 + number}-${title.toLowerCase().replace(/\W+/g, '-')}`,
  title,
  createdAt: '2026-11-20T10:00:00.000Z',
  workplaceType: 'ONSITE',
  city: { cityName: 'Berlin', countryName: 'Germany' },
  settings: { showSalary: false },
  ...extra,
});

const list = (items: unknown[], page = 1, pageCount = 1, company: Record<string, unknown> = { name: 'Acme GmbH', domain: 'acme' }) =>
  companyPage({ company, job: null, jobs: { items, pagination: { page, pageCount, pageSize: items.length, perPage: 5, total: pageCount * 5 } } });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (isSourceError(error) ? error.kind : error),
  );

/** The Fugro job as its own page's state states it, listed on a company page as the board lists its jobs. */
function fugroBoard(listed: boolean): string {
  const state = readNextData(fugroPage) as { props: { pageProps: { initialState: { job: Record<string, unknown> } } } };
  const job = state.props.pageProps.initialState.job;
  const keys = ['id', 'idParam', 'title', 'createdAt', 'salaryFrequency', 'salaryAmountFrom', 'salaryAmountTo', 'workplaceType', 'city'];
  const listItem = Object.fromEntries([...keys, 'employmentType', 'category', 'settings', 'country'].map((key) => [key, job[key]]));
  return list(listed ? [listItem] : [], 1, 1, { name: 'Fugro Germany GmbH', domain: 'fugro' });
}

function site(pages: Record<string, string>) {
  return stubSourceHttp((url) => {
    const page = pages[url.pathname + url.search];
    return page === undefined ? { error: new SourceError('not-found', 'not found (404)', 404) } : { body: page };
  });
}

describe('joinSource', () => {
  it("describes itself: a board is a company's domain on join.com, its robots.txt obeyed", () => {
    expect(joinSource).toMatchObject({ kind: 'board', name: 'join', label: 'JOIN', urlEnv: 'JOIN_API_URL', credentials: [] });
    expect(joinSource.defaultBaseUrl).toBe('https://join.com');
    expect(joinSource.terms).toMatchObject({ minIntervalMs: 3_600_000, robotsTxt: true });
    expect(joinSource.terms.namedOnly).toBeUndefined();
    expect(joinSource.boardUrl('02100')).toBe('https://join.com/companies/02100');
    for (const slug of ['02100', 'fugro', 'qdrant']) expect(isBoardSlug('join', slug), slug).toBe(true);
    for (const slug of ['', 'a/b', '../x', '-x', 'a b']) expect(isBoardSlug('join', slug), slug).toBe(false);
  });

  it("reads the real company page (Klarkode's): 2 jobs, their addresses' numbers, places, ways of working, no hidden pay", async () => {
    const postings = await readRecordedFile({ sourceAdapters, normalizePosting }, recordingName);
    expect(postings.map((posting) => [posting.sourceId, posting.title, posting.location, posting.workplace, posting.remote])).toEqual([
      ['16543473', 'Senior Project Manager (m/f/d)', 'Hamburg, Germany', 'onsite', false],
      // Remote ANYWHERE: JOIN shows "Remote", not the office's city the item still names.
      ['16591037', 'Senior Webflow Developer (m/f/d)', '', 'remote', true],
    ]);
    expect(postings[0]).toMatchObject({
      sourceUrl: 'https://join.com/companies/02100/16543473-senior-project-manager-m-f-d',
      company: 'Klarkode GmbH',
      department: 'Software Development',
      postedAt: new Date('2022-03-10T09:51:47.295Z'),
      board: { provider: 'join', slug: '02100' },
    });
    expect(postings[1]!.postedAt).toEqual(new Date('2022-03-09T14:19:50.095Z'));
    // salaryFrequency PER_YEAR is stated, but settings.showSalary is false and no amount is given.
    expect(postings.every((posting) => posting.salary === null && posting.descriptionText === '')).toBe(true);

    const http = site({ '/join/companies/02100': recording });
    const read = await joinSource.fetchBoard(stubContext(http, base), '02100');
    expect(read).toMatchObject({ companyName: 'Klarkode GmbH', complete: true });
    expect(read.postings.map((posting) => posting.employmentType)).toEqual(['Employee', 'Employee']);
    expect(http.requests.map((request) => request.url)).toEqual([`${base}/companies/02100`]);
  });

  it('reads the real job page for the job a user asked for: the description, the EUR pay and the type its JSON-LD states, over the list', async () => {
    const http = site({ '/join/companies/fugro': fugroBoard(true), [`/join/companies/fugro/${fugroIdParam}`]: fugroPage });
    const read = await joinSource.fetchBoard(stubContext(http, base), 'fugro', '16405887');
    expect(http.requests.map((request) => request.url)).toEqual([`${base}/companies/fugro`, `${base}/companies/fugro/${fugroIdParam}`]);
    expect(read.postings).toHaveLength(1);
    const job = read.postings[0]!;
    expect(job).toMatchObject({
      sourceId: '16405887',
      sourceUrl: `https://join.com/companies/fugro/${fugroIdParam}`,
      applyUrl: `https://join.com/companies/fugro/${fugroIdParam}`,
      title: 'Geowissenschaftler (m/w/d)',
      company: 'Fugro Germany GmbH',
      location: 'Lilienthal, Deutschland',
      workplace: 'hybrid',
      remote: false,
      salary: { min: 43000, max: 58850, currency: 'EUR', period: 'year' },
      employmentType: 'FULL_TIME',
      department: 'Energie und Umwelttechnik',
      postedAt: new Date('2026-05-29T12:50:31.293Z'),
      board: { provider: 'join', slug: 'fugro' },
    });
    // The JSON-LD's description arrives escaped once more (&lt;p&gt;): it is read as HTML.
    expect(job.descriptionHtml?.startsWith('<p><strong>Gestalten Sie mit uns die Infrastruktur von morgen</strong></p>')).toBe(true);
    expect(normalizePosting(job)).toMatchObject({
      salary: { min: 43000, max: 58850, currency: 'EUR', period: 'year' },
      workplace: 'hybrid',
      jobType: 'Full-time',
    });
    expect(normalizePosting(job).descriptionText).toContain('Geowissenschaftler (m/w/d) im Bereich In-situ');
  });

  it("reads the list's pay in cents as the job's JSON-LD states it in units", async () => {
    const http = site({ '/join/companies/fugro': fugroBoard(true) });
    const [listed] = (await joinSource.fetchBoard(stubContext(http, base), 'fugro')).postings;
    expect(listed).toMatchObject({ sourceId: '16405887', salary: { min: 43000, max: 58850, currency: 'EUR', period: 'year' }, workplace: 'hybrid' });
    expect(listed!.descriptionHtml).toBeUndefined();
  });

  it("reads a job the list does not show from its page alone, at its number, with what the page's own state says", async () => {
    const http = site({ '/join/companies/fugro': fugroBoard(false), '/join/companies/fugro/16405887': fugroPage });
    const read = await joinSource.fetchBoard(stubContext(http, base), 'fugro', '16405887');
    expect(http.requests.map((request) => request.url)).toEqual([`${base}/companies/fugro`, `${base}/companies/fugro/16405887`]);
    expect(read.postings).toHaveLength(1);
    expect(read.postings[0]).toMatchObject({
      sourceId: '16405887',
      sourceUrl: `https://join.com/companies/fugro/${fugroIdParam}`,
      workplace: 'hybrid',
      location: 'Lilienthal, Deutschland',
      salary: { min: 43000, max: 58850, currency: 'EUR', period: 'year' },
      employmentType: 'FULL_TIME',
    });
  });

  it("leaves the board as listed when the job's page is gone, another company's, at another number now, offline, or no id", async () => {
    const gone = site({ '/join/companies/fugro': fugroBoard(false) });
    expect((await joinSource.fetchBoard(stubContext(gone, base), 'fugro', '16405887')).postings).toEqual([]);
    // The page a number leads to names its job's current address (lastId 16405887): an older number is not that job now.
    const moved = site({ '/join/companies/fugro': fugroBoard(false), '/join/companies/fugro/16344680': fugroPage });
    expect((await joinSource.fetchBoard(stubContext(moved, base), 'fugro', '16344680')).postings).toEqual([]);
    // Fugro's job asked for under another company's name.
    const elsewhere = site({ '/join/companies/acme': list([]), '/join/companies/acme/16405887': fugroPage });
    expect((await joinSource.fetchBoard(stubContext(elsewhere, base), 'acme', '16405887')).postings).toEqual([]);
    const offline = site({
      '/join/companies/fugro': fugroBoard(false),
      '/join/companies/fugro/16405887': fugroPage.replace('"status":"ONLINE"', '"status":"ARCHIVED"'),
    });
    expect(fugroPage).toContain('"status":"ONLINE"');
    expect((await joinSource.fetchBoard(stubContext(offline, base), 'fugro', '16405887')).postings).toEqual([]);
    const bad = site({ '/join/companies/fugro': fugroBoard(false) });
    for (const wanted of ['../16405887', '16405887-x', 'abc'])
      expect((await joinSource.fetchBoard(stubContext(bad, base), 'fugro', wanted)).postings).toEqual([]);
    expect(bad.requests).toHaveLength(3);
  });

  it('reads further pages (?page=N) up to its cap: a bigger board is read in part, a page out of order stops the read', async () => {
    const pages = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, index) => [
          index === 0 ? '/join/companies/acme' : `/join/companies/acme?page=${index + 1}`,
          list([item(index * 2, `Job ${index * 2}`), item(index * 2 + 1, `Job ${index * 2 + 1}`)], index + 1, count),
        ]),
      );
    const three = site(pages(3));
    const read = await joinSource.fetchBoard(stubContext(three, base), 'acme');
    expect(read).toMatchObject({ companyName: 'Acme GmbH', complete: true });
    expect(read.postings).toHaveLength(6);
    expect(three.requests.map((request) => request.url)).toEqual([
      `${base}/companies/acme`,
      `${base}/companies/acme?page=2`,
      `${base}/companies/acme?page=3`,
    ]);

    const big = site(pages(joinMaxPages + 5));
    const part = await joinSource.fetchBoard(stubContext(big, base), 'acme');
    expect(part.complete).toBe(false);
    expect(part.postings).toHaveLength(joinMaxPages * 2);
    expect(big.requests).toHaveLength(joinMaxPages);

    // ?page not read (the first page again): its jobs are not read twice, and the list is not taken as whole.
    const first = list([item(1, 'One'), item(2, 'Two')], 1, 3);
    const repeated = site({ '/join/companies/acme': first, '/join/companies/acme?page=2': first });
    const again = await joinSource.fetchBoard(stubContext(repeated, base), 'acme');
    expect(again).toMatchObject({ complete: false });
    expect(again.postings.map((posting) => posting.title)).toEqual(['One', 'Two']);
  });

  it('reads each item only for what it states: hybrid, remote in a country, pay only when shown, items without an address skipped', async () => {
    const http = site({
      '/join/companies/acme': list([
        item(1, 'Hybrid', { workplaceType: 'HYBRID' }),
        item(2, 'Remote DE', { workplaceType: 'REMOTE', remoteType: 'COUNTRY' }),
        item(3, 'Shown pay', {
          salaryFrequency: 'PER_MONTH',
          salaryAmountFrom: { amount: 350000, currency: 'EUR' },
          salaryAmountTo: { amount: 420050, currency: 'EUR' },
          settings: { showSalary: true },
        }),
        item(4, 'Hidden pay', {
          salaryFrequency: 'PER_YEAR',
          salaryAmountFrom: { amount: 5000000, currency: 'EUR' },
          settings: { showSalary: false },
        }),
        item(5, 'No settings', { salaryFrequency: 'PER_YEAR', salaryAmountFrom: { amount: 5000000, currency: 'EUR' }, settings: undefined }),
        item(6, 'Odd way', { workplaceType: 'SOMETIMES', city: null }),
        { ...item(7, 'No address'), idParam: undefined },
        { ...item(8, 'Bad address'), idParam: 'spontaneous-application' },
        { ...item(9, ''), title: '  ' },
        'junk',
        item(10, 'Tom &amp; Jerry'),
      ]),
    });
    const read = await joinSource.fetchBoard(stubContext(http, base), 'acme');
    expect(read.postings.map((posting) => [posting.title, posting.location, posting.workplace, posting.salary])).toEqual([
      ['Hybrid', 'Berlin, Germany', 'hybrid', undefined],
      ['Remote DE', 'Germany', 'remote', undefined],
      ['Shown pay', 'Berlin, Germany', 'onsite', { min: 3500, max: 4200.5, currency: 'EUR', period: 'month' }],
      ['Hidden pay', 'Berlin, Germany', 'onsite', undefined],
      ['No settings', 'Berlin, Germany', 'onsite', undefined],
      ['Odd way', undefined, undefined, undefined],
      ['Tom & Jerry', 'Berlin, Germany', 'onsite', undefined],
    ]);
    expect(read.postings[5]!.remote).toBeUndefined();
  });

  it('refuses a page whose __NEXT_DATA__ is missing, not JSON, too big, unclosed, or no company list, within bounds', async () => {
    const started = Date.now();
    const huge = `<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"initialState":{"jobs":{"items":[${'{"id":1},'.repeat(maxNextDataChars / 9)}{}]}}}}}</script>`;
    expect(huge.length).toBeGreaterThan(maxNextDataChars);
    for (const page of [
      '<html><body>No state</body></html>',
      '<script id="__NEXT_DATA__" type="application/json">{"props": oops}</script>',
      '<script id="__NEXT_DATA__" type="application/json">[1, 2]</script>',
      '<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"initialState":{"company":{}}}}}',
      '<script type="application/json" data-id="__NEXT_DATA__">{"props":{}}</script>',
      huge,
      `<script id="__NEXT_DATA__">${'{'.repeat(1_000_000)}</script>`,
      `<script ${' '.repeat(100_000)}id="__NEXT_DATA__">{}</script>`,
      `${'<script id="__NEXT_DATA__" '.repeat(50_000)}`,
      // A job's page: the same state with no company, listing other jobs.
      fugroPage,
      recording.replace('"company":{"id":24358', '"company":null,"was":{"id":24358'),
    ]) {
      const http = stubSourceHttp(() => ({ body: page }));
      expect(await failure(joinSource.fetchBoard(stubContext(http, base), '02100')), page.slice(0, 80)).toBe('invalid-response');
    }
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reads __NEXT_DATA__ whatever attributes stand around its id, and never another script's", () => {
    expect(readNextData(`<script nonce="a" id="__NEXT_DATA__" type="application/json">{"a":"<\\/script>"}</script>`)).toEqual({ a: '</script>' });
    expect(readNextData(`<SCRIPT id='__NEXT_DATA__'>{"b":1}</SCRIPT >`)).toEqual({ b: 1 });
    expect(readNextData(`<script id=__NEXT_DATA__ type="application/json">{"c":1}</script>`)).toEqual({ c: 1 });
    expect(readNextData(`<script id="__NEXT_DATA__x">{"d":1}</script>`)).toBeUndefined();
    expect(readNextData(`<div id="__NEXT_DATA__">{"e":1}</div>`)).toBeUndefined();
    expect(readNextData(`<script data-id="__NEXT_DATA__">{"f":1}</script>`)).toBeUndefined();
    expect(readNextData(recording)).toMatchObject({ page: '/companies/[companySlug]', query: { companySlug: '02100' } });
  });

  it("refuses another company's page for the name asked (a placeholder page), and asks nothing for a bad board name", async () => {
    const http = stubSourceHttp(() => ({ body: recording }));
    expect(await failure(joinSource.fetchBoard(stubContext(http, base), 'greenteg'))).toBe('not-found');
    for (const slug of ['', 'a/b', '../x', '-x', 'a?b', 'x'.repeat(101)]) {
      const none = stubSourceHttp(() => ({ body: recording }));
      expect(await failure(joinSource.fetchBoard(stubContext(none, base), slug)), slug).toBe('not-found');
      expect(none.requests).toHaveLength(0);
    }
  });

  it('reads the fake as the real site: a list in cents, a remote job, a job asked for read whole from its page', async () => {
    const jobs: FixtureJob[] = [
      {
        id: '11',
        title: 'Data Engineer',
        company: 'Acme',
        location: 'Berlin, Germany',
        descriptionHtml: '<p>Data Engineer at Acme &amp; Co.</p>',
        postedAt: new Date('2026-11-20T15:00:00Z'),
        department: 'Data',
        employmentType: 'Full-time',
        salary: { min: 60000, max: 75000, currency: 'EUR' },
      },
      {
        id: '12',
        title: 'Remote Analyst',
        company: 'Acme',
        location: 'Hamburg, Germany',
        remote: true,
        descriptionHtml: '<p>Anywhere.</p>',
        postedAt: new Date('2026-11-21T15:00:00Z'),
      },
    ];
    const http = stubSourceHttp(fakeAnswers(fakeJoin, jobs, 'Acme GmbH', base));
    const read = await joinSource.fetchBoard(stubContext(http, base), 'acme', joinAdIdOf(jobs[0]!));
    expect(http.requests.map((request) => request.url)).toEqual([`${base}/companies/acme`, `${base}/companies/acme/${joinIdParamOf(jobs[0]!)}`]);
    expect(read).toMatchObject({ companyName: 'Acme GmbH', complete: true });
    expect(read.postings.map((posting) => [posting.sourceId, posting.title, posting.location, posting.workplace])).toEqual([
      [joinAdIdOf(jobs[0]!), 'Data Engineer', 'Berlin, Germany', 'onsite'],
      [joinAdIdOf(jobs[1]!), 'Remote Analyst', undefined, 'remote'],
    ]);
    expect(read.postings[0]).toMatchObject({
      sourceUrl: `https://join.com/companies/acme/${joinIdParamOf(jobs[0]!)}`,
      salary: { min: 60000, max: 75000, currency: 'EUR', period: 'year' },
      employmentType: 'FULL_TIME',
      department: 'Data',
      descriptionHtml: '<p>Data Engineer at Acme &amp; Co.</p>',
      postedAt: new Date('2026-11-20T15:00:00Z'),
    });
    expect(read.postings[1]!.descriptionHtml).toBeUndefined();
    // A job the company does not have: a 404, and the board as listed.
    const missing = stubSourceHttp(fakeAnswers(fakeJoin, jobs, 'Acme GmbH', base));
    expect((await joinSource.fetchBoard(stubContext(missing, base), 'acme', '16999999')).postings).toHaveLength(2);
    expect(fakeJoin.boardSlug('/companies/acme')).toBe('acme');
    expect(fakeJoin.boardSlug(`/companies/acme/${joinIdParamOf(jobs[0]!)}`)).toBe('acme');
    expect(fakeJoin.boardSlug('/api/public/companies')).toBeNull();
  });
});

describe('readJoinLink', () => {
  const read = (link: string) => readJoinLink(new URL(link));

  it("reads a job's address: the company's domain and the number its idParam starts with", () => {
    expect(read(`https://join.com/companies/fugro/${fugroIdParam}`)).toEqual({ slug: 'fugro', sourceId: '16405887' });
    expect(read(`https://join.com/companies/fugro/${fugroIdParam}#apply-window`)).toEqual({ slug: 'fugro', sourceId: '16405887' });
    expect(read('https://JOIN.com./companies/02100/16543473-senior-project-manager-m-f-d/?utm_source=x')).toEqual({
      slug: '02100',
      sourceId: '16543473',
    });
    expect(read('https://join.com/companies/02100/16543473')).toEqual({ slug: '02100', sourceId: '16543473' });
    expect(read('https://join.com/companies/acme-corp/jobs/1001-backend-engineer')).toEqual({ slug: 'acme-corp', sourceId: '1001' });
  });

  it("says which addresses are a board's page, another JOIN page, or not JOIN's", () => {
    expect(read('https://join.com/companies/fugro')).toBe('board-page');
    expect(read('https://join.com/companies/fugro/')).toBe('board-page');
    expect(read('https://join.com/companies/fugro/jobs')).toBe('board-page');
    for (const link of [
      'https://join.com/companies/fugro/spontaneous-application',
      'https://join.com/companies/fugro/16405887-x/apply',
      'https://join.com/de',
      'https://join.com/',
      'https://join.com/companies',
      'https://join.com/companies/..%2Fx/1',
      'https://join.com/companies/fugro/1234567890123-too-long',
    ])
      expect(read(link), link).toBe('bad-id');
    for (const link of [
      'https://example.com/companies/fugro/16405887-x',
      'https://www.join.com.evil.com/companies/a/1',
      'https://join.com:8443/companies/a/1',
      'ftp://join.com/companies/a/1',
    ])
      expect(read(link), link).toBeNull();
  });
});
