import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeRippling, ripplingUuid } from '../../testing/job-sources/rippling';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError, SourceError } from '../source-error';
import { sourceAdapters } from './index';
import { isBoardSlug } from './board-names';
import { readRipplingLink, ripplingJobId, ripplingSource } from './rippling';

const base = 'http://127.0.0.1:9/rippling';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);
const list = `${base}/platform/api/ats/v1/board/acme/jobs`;
const uuid1 = '3c36e9c8-1bee-45a2-94fe-09f10ccbe10f';
const uuid2 = '480c597a-867b-4f9f-b7e4-693b27cc6e9a';

const job = (id: string, title: string, location: string, extra: Partial<FixtureJob> = {}): FixtureJob => ({
  id,
  title,
  company: 'Acme',
  location,
  descriptionHtml: `<p>${title} at Acme.</p>`,
  postedAt: new Date('2026-11-20T00:00:00Z'),
  ...extra,
});

const row = (uuid: string, name: string, place?: string, department = 'Engineering') => ({
  uuid,
  name,
  department: { id: department, label: department },
  url: `https://ats.rippling.com/acme/jobs/${uuid}`,
  ...(place ? { workLocation: { label: place, id: place } } : {}),
});

describe('ripplingSource', () => {
  it('describes itself: the public Job Board API, only boards users name, its robots.txt obeyed', () => {
    expect(ripplingSource).toMatchObject({ kind: 'board', name: 'rippling', label: 'Rippling', urlEnv: 'RIPPLING_API_URL', credentials: [] });
    expect(ripplingSource.defaultBaseUrl).toBe('https://api.rippling.com');
    expect(ripplingSource.terms).toMatchObject({
      minIntervalMs: 3_600_000,
      robotsTxt: true,
      namedOnly: true,
      termsUrl: 'https://app.rippling.com/developer/tos',
    });
    expect(ripplingSource.terms.rule).toMatch(/100 requests every 10 minutes.*could not be read/);
    expect(ripplingSource.boardUrl('11fs-group-ltd')).toBe('https://ats.rippling.com/11fs-group-ltd/jobs');
    for (const slug of ['11fs-group-ltd', 'rippling', 'serve-hospitality-group-careers_1']) expect(isBoardSlug('rippling', slug), slug).toBe(true);
  });

  it("reads a real list (11:FS's): titles, departments, a remote place read as remote, a city with no way of working made up", async () => {
    const postings = await recorded('rippling/ergon-11fs-board-jobs-list.json');
    expect(postings.map((posting) => [posting.title, posting.department, posting.location, posting.workplace, posting.remote])).toEqual([
      ['Senior Sales Executive', 'Pulse', 'London, United Kingdom', null, false],
      ['Director, Strategic Solutions', 'Business Development', 'Remote (United States)', 'remote', true],
    ]);
    expect(postings[0]).toMatchObject({
      source: 'rippling',
      sourceId: uuid1,
      sourceUrl: `https://ats.rippling.com/recorded/jobs/${uuid1}`,
      company: 'recorded',
      salary: null,
      jobType: null,
      postedAt: null,
      descriptionText: '',
    });
    // Placed in the US by its own label, and nothing else said of the London job's way of working.
    expect(postings[1]!.location).toMatch(/United States/);
  });

  it('folds the rows of a job open in several places into one posting with every place', async () => {
    const http = stubSourceHttp(() => ({
      body: [
        row(uuid1, 'Platform Engineer', 'London, United Kingdom'),
        row(uuid2, 'Support Lead', 'Remote (United States)', 'Support'),
        row(uuid1, 'Platform Engineer', 'Berlin, Germany'),
        row(uuid2, 'Support Lead', 'Remote (Canada)', 'Support'),
        row(uuid1, 'Platform Engineer', 'London, United Kingdom'),
        row(uuid1.toUpperCase(), 'Platform Engineer', 'Remote (Spain)'),
      ],
    }));
    const answer = await ripplingSource.fetchBoard(stubContext(http, base), 'acme');
    expect(answer).toMatchObject({ companyName: null, complete: true });
    expect(answer.postings).toEqual([
      {
        source: 'rippling',
        sourceId: uuid1,
        sourceUrl: `https://ats.rippling.com/acme/jobs/${uuid1}`,
        title: 'Platform Engineer',
        company: 'acme',
        department: 'Engineering',
        location: 'London, United Kingdom; Berlin, Germany; Remote (Spain)',
        board: { provider: 'rippling', slug: 'acme' },
      },
      expect.objectContaining({ sourceId: uuid2, location: 'Remote (United States); Remote (Canada)', remote: true, workplace: 'remote' }),
    ]);
    expect(http.requests.map((request) => request.url)).toEqual([list]);
  });

  it("serves the fake's rows as the real list does, a row per place, and the fake's jobs read back", async () => {
    const jobs = [
      job('1', 'Platform Engineer', 'London, United Kingdom; Berlin, Germany', { department: 'Engineering' }),
      job('2', 'Analyst', 'USA', { remote: true }),
    ];
    const http = stubSourceHttp(fakeAnswers(fakeRippling, jobs, 'Acme', base));
    const rows = await http.json(list);
    expect(rows).toHaveLength(3);
    const { postings } = await ripplingSource.fetchBoard(stubContext(http, base), 'acme');
    expect(postings.map((posting) => [posting.sourceId, posting.location, posting.workplace])).toEqual([
      [ripplingUuid(jobs[0]!), 'London, United Kingdom; Berlin, Germany', undefined],
      [ripplingUuid(jobs[1]!), 'Remote (USA)', 'remote'],
    ]);
    expect(postings[0]!.descriptionHtml).toBeUndefined();
  });

  it('reads the job a user asked for whole from its own answer: description, date, type (its words, not its code), pay', async () => {
    const jobs = [
      job('1', 'Platform Engineer', 'London, United Kingdom; Berlin, Germany', {
        department: 'Engineering',
        employmentType: 'Full-time',
        salary: { min: 70_000, max: 90_000, currency: 'GBP' },
      }),
      job('2', 'Analyst', 'USA', { remote: true }),
    ];
    const http = stubSourceHttp(fakeAnswers(fakeRippling, jobs, 'Acme', base));
    const wanted = ripplingUuid(jobs[0]!);
    const answer = await ripplingSource.fetchBoard(stubContext(http, base), 'acme', wanted.toUpperCase());
    expect(answer.postings).toHaveLength(2);
    expect(answer.postings[0]).toEqual({
      source: 'rippling',
      sourceId: wanted,
      sourceUrl: `https://ats.rippling.com/acme/jobs/${wanted}`,
      title: 'Platform Engineer',
      company: 'acme',
      location: 'London, United Kingdom; Berlin, Germany',
      descriptionHtml: '<p>Platform Engineer at Acme.</p>',
      postedAt: new Date('2026-11-20T00:00:00Z'),
      employmentType: 'Salaried, full-time',
      salary: { min: 70_000, max: 90_000, currency: 'GBP', period: 'year' },
      department: 'Engineering',
      board: { provider: 'rippling', slug: 'acme' },
    });
    expect(answer.postings[1]!.descriptionHtml).toBeUndefined();
    expect(http.requests.map((request) => request.url)).toEqual([list, `${list}/${wanted}`]);
    const normalised = normalizePosting(answer.postings[0]!);
    expect(normalised).toMatchObject({ jobType: 'Full-time', salary: { min: 70_000, max: 90_000, currency: 'GBP', period: 'year' } });
  });

  it("reads a job's answer as Rippling writes it: sections company then role, the first of its places' pay bands as stated, a job the list does not show", async () => {
    const detail = {
      uuid: uuid2,
      name: 'Support Lead',
      description: { role: '<p>The role.</p>', company: '<p>About Acme.</p>', benefits: '&lt;ul&gt;&lt;li&gt;Lunch&lt;/li&gt;&lt;/ul&gt;' },
      workLocations: ['Toronto, ON', 'Remote (Canada)'],
      department: { name: 'Support', base_department: 'Operations' },
      employmentType: { label: 'HOURLY_PT', id: 'Hourly, part-time' },
      createdOn: '2026-07-14T10:45:51.914000-07:00',
      payRangeDetails: [
        { location: 'Toronto', currency: 'CAD', frequency: 'HOUR', rangeStart: 25, rangeEnd: 30 },
        { location: 'Remote', currency: 'CAD', frequency: 'HOUR', rangeStart: 22, rangeEnd: 28 },
        { location: 'Seattle', currency: 'USD', frequency: 'HOUR', rangeStart: 30, rangeEnd: 40 },
      ],
      unlistedFromSearch: true,
    };
    const http = stubSourceHttp((url) => ({
      body: url.pathname.endsWith('/jobs') ? [row(uuid1, 'Platform Engineer', 'London, United Kingdom')] : detail,
    }));
    const answer = await ripplingSource.fetchBoard(stubContext(http, base), 'acme', uuid2);
    expect(answer.postings.map((posting) => posting.sourceId)).toEqual([uuid1, uuid2]);
    expect(answer.postings[1]).toMatchObject({
      title: 'Support Lead',
      location: 'Toronto, ON; Remote (Canada)',
      descriptionHtml: '<p>About Acme.</p>\n<p>The role.</p>\n<ul><li>Lunch</li></ul>',
      postedAt: new Date('2026-07-14T17:45:51.914Z'),
      employmentType: 'Hourly, part-time',
      salary: { min: 25, max: 30, currency: 'CAD', period: 'hour' },
      department: 'Support',
    });
    expect(answer.postings[1]!.workplace).toBeUndefined();
  });

  it('states pay only with its amount and currency, and a period only when the frequency names one', async () => {
    const read = async (payRangeDetails: unknown, employmentType: unknown = undefined) => {
      const http = stubSourceHttp((url) => ({
        body: url.pathname.endsWith('/jobs') ? [] : { uuid: uuid1, name: 'Engineer', payRangeDetails, employmentType },
      }));
      return (await ripplingSource.fetchBoard(stubContext(http, base), 'acme', uuid1)).postings[0]!;
    };
    expect((await read([])).salary).toBeUndefined();
    expect((await read([{ rangeStart: 100_000, rangeEnd: 120_000, frequency: 'YEAR' }])).salary).toBeUndefined();
    expect((await read([{ rangeStart: 0, rangeEnd: 0, currency: 'USD', frequency: 'YEAR' }])).salary).toBeUndefined();
    expect((await read([{ rangeStart: 100_000, rangeEnd: 120_000, currency: 'usd', frequency: 'PER_UNIT' }])).salary).toEqual({
      min: 100_000,
      max: 120_000,
      currency: 'USD',
      period: null,
    });
    expect((await read([{ rangeStart: '5000', currency: 'EUR', frequency: 'MONTH' }])).salary).toEqual({
      min: 5000,
      max: null,
      currency: 'EUR',
      period: 'month',
    });
    // The code is read only when no words are given.
    expect((await read(null, { label: 'SALARIED_FT' })).employmentType).toBe('SALARIED_FT');
    expect((await read(null, { label: 'Full-time', id: 'FULL_TIME' })).employmentType).toBe('Full-time');
  });

  it("keeps the list's posting when the job's answer fails, names no job or another one; an unlisted job that fails is left out", async () => {
    const listed = [row(uuid1, 'Platform Engineer', 'London, United Kingdom')];
    for (const detail of [
      { error: new SourceError('not-found', 'not found (404)', 404) },
      { error: new SourceError('http', 'HTTP 500', 500) },
      { error: new SourceError('invalid-response', 'not JSON') },
      { body: {} },
      { body: [] },
      { body: { uuid: uuid2, name: 'Another job' } },
    ]) {
      const http = stubSourceHttp((url) => (url.pathname.endsWith('/jobs') ? { body: listed } : detail));
      const answer = await ripplingSource.fetchBoard(stubContext(http, base), 'acme', uuid1);
      expect(answer.postings, JSON.stringify(detail)).toEqual([
        expect.objectContaining({ sourceId: uuid1, title: 'Platform Engineer', location: 'London, United Kingdom' }),
      ]);
      expect(answer.postings[0]!.descriptionHtml).toBeUndefined();
      expect(http.requests).toHaveLength(2);
    }
    const missing = stubSourceHttp((url) =>
      url.pathname.endsWith('/jobs') ? { body: listed } : { error: new SourceError('not-found', 'not found (404)', 404) },
    );
    const gone = await ripplingSource.fetchBoard(stubContext(missing, base), 'acme', uuid2);
    expect(gone.postings.map((posting) => posting.sourceId)).toEqual([uuid1]);
    const aborted = stubSourceHttp((url) =>
      url.pathname.endsWith('/jobs') ? { body: listed } : { error: new SourceError('aborted', 'called off') },
    );
    await expect(ripplingSource.fetchBoard(stubContext(aborted, base), 'acme', uuid1)).rejects.toThrow(/called off/);
    // A wanted id that is not a job's UUID is not asked for.
    const once = stubSourceHttp(() => ({ body: listed }));
    await ripplingSource.fetchBoard(stubContext(once, base), 'acme', '../../x');
    expect(once.requests).toHaveLength(1);
  });

  it('refuses an answer that is not a list, skips rows without a job id or title, and asks nothing for a bad board name', async () => {
    for (const body of [{ items: [] }, { error: 'not found' }, null, 'jobs']) {
      const http = stubSourceHttp(() => ({ body }));
      const error = await ripplingSource.fetchBoard(stubContext(http, base), 'acme').catch((caught: unknown) => caught);
      expect(isSourceError(error, 'invalid-response'), JSON.stringify(body)).toBe(true);
    }
    const junk = stubSourceHttp(() => ({ body: [{ name: 'No id' }, { uuid: '123', name: 'Bad id' }, { uuid: uuid1 }, 5, null, row(uuid2, 'Kept')] }));
    expect((await ripplingSource.fetchBoard(stubContext(junk, base), 'acme')).postings.map((posting) => posting.title)).toEqual(['Kept']);
    let asked = 0;
    const counting = stubSourceHttp(() => (asked++, { body: [] }));
    for (const bad of ['', '../x', 'a/b', 'acme?x=1', '.hidden']) {
      const error = await ripplingSource.fetchBoard(stubContext(counting, base), bad).catch((caught: unknown) => caught);
      expect(isSourceError(error, 'not-found'), bad).toBe(true);
    }
    expect(asked).toBe(0);
  });
});

describe('readRipplingLink', () => {
  const read = (link: string) => readRipplingLink(new URL(link));

  it('reads a job link, with or without a locale or /apply, and the API addresses', () => {
    const job = { slug: '11fs-group-ltd', sourceId: uuid1 };
    expect(read(`https://ats.rippling.com/11fs-group-ltd/jobs/${uuid1}`)).toEqual(job);
    expect(read(`https://ats.rippling.com/11fs-group-ltd/jobs/${uuid1.toUpperCase()}/`)).toEqual(job);
    expect(read(`https://ats.rippling.com/en-GB/11fs-group-ltd/jobs/${uuid1}`)).toEqual(job);
    expect(read(`https://ats.rippling.com/en-CA/11fs-group-ltd/jobs/${uuid1}/apply?step=application`)).toEqual(job);
    expect(read(`https://ATS.rippling.com/11fs-group-ltd/jobs/${uuid1}#top`)).toEqual(job);
    expect(read(`https://api.rippling.com/platform/api/ats/v1/board/11fs-group-ltd/jobs/${uuid1}`)).toEqual(job);
    expect(ripplingJobId.test(uuid1)).toBe(true);
  });

  it('tells a board page from a job, and a bad job id', () => {
    for (const board of [
      'https://ats.rippling.com/11fs-group-ltd/jobs',
      'https://ats.rippling.com/11fs-group-ltd',
      'https://ats.rippling.com/11fs-group-ltd/jobs?page=2',
      'https://ats.rippling.com/en-GB/pinnacle-investment-management/jobs',
      'https://ats.rippling.com/en-CA/opendoor/',
      'https://api.rippling.com/platform/api/ats/v1/board/rippling/jobs',
    ])
      expect(read(board), board).toBe('board-page');
    // A board whose name looks like a locale is still the board when "jobs" follows it.
    expect(read(`https://ats.rippling.com/ab-cd/jobs/${uuid1}`)).toEqual({ slug: 'ab-cd', sourceId: uuid1 });
    for (const bad of [
      'https://ats.rippling.com/acme/jobs/posting-123',
      `https://ats.rippling.com/acme/jobs/${uuid1}/other`,
      `https://ats.rippling.com/acme/jobs/${uuid1}/apply/more`,
    ])
      expect(read(bad), bad).toBe('bad-id');
  });

  it('is null for other hosts and addresses that are not a board', () => {
    for (const other of [
      `https://ats.rippling.com.evil.test/acme/jobs/${uuid1}`,
      `https://app.rippling.com/acme/jobs/${uuid1}`,
      `https://ats.rippling.com:8443/acme/jobs/${uuid1}`,
      `ftp://ats.rippling.com/acme/jobs/${uuid1}`,
      'https://ats.rippling.com/',
      'https://ats.rippling.com/api/v2/board/acme/jobs',
      'https://ats.rippling.com/internal/x',
      'https://api.rippling.com/platform/api/other/acme',
    ])
      expect(read(other), other).toBeNull();
  });
});
