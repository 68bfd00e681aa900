import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeLever } from '../../testing/job-sources/lever';
import { fakeAnswers, stubContext, stubSourceHttp, type StubAnswer } from '../../testing/job-sources/stub-source-http';
import { SourceError, isSourceError } from '../source-error';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { sourceAdapters } from './index';
import { leverOtherRegion, leverSource } from './lever';

const base = 'http://127.0.0.1:9/lever';

// As the real API answers: a bare array, epoch-millisecond dates, lists kept apart from the description.
const answer = [
  {
    additional: '<div>We are an equal opportunity employer.</div>',
    additionalPlain: 'We are an equal opportunity employer.',
    categories: {
      commitment: 'Full Time',
      department: 'Engineering',
      location: 'San Francisco, CA',
      team: 'Platform',
      allLocations: ['San Francisco, CA', 'New York, NY'],
    },
    createdAt: 1708444800000,
    descriptionPlain: 'Build the platform.',
    description: '<div>Build the platform.</div>',
    id: '5f1c9a3e-7b2d-4c1e-9f00-1a2b3c4d5e6f',
    lists: [
      { text: 'Requirements', content: '<li>5+ years of Go</li><li>Kubernetes</li>' },
      { text: 'Perks & <benefits>', content: '<li>Equity</li>' },
      { text: 'Empty', content: '' },
    ],
    text: ' Staff  Platform Engineer ',
    country: 'US',
    workplaceType: 'hybrid',
    salaryRange: { min: 180000, max: 220000, currency: 'USD', interval: 'per-year-salary' },
    salaryDescription: '<div>Base pay range</div>',
    salaryDescriptionPlain: 'Base pay range',
    hostedUrl: 'https://jobs.lever.co/acme/5f1c9a3e-7b2d-4c1e-9f00-1a2b3c4d5e6f',
    applyUrl: 'https://jobs.lever.co/acme/5f1c9a3e-7b2d-4c1e-9f00-1a2b3c4d5e6f/apply',
  },
  {
    categories: { allLocations: ['Remote - Europe'] },
    createdAt: 'not a date',
    descriptionPlain: 'Plain only.',
    id: 'b2',
    lists: 'not a list',
    text: 'Support Engineer',
    workplaceType: 'remote',
    salaryRange: { min: 2000, max: 2500, currency: 'EUR', interval: 'semi-month-salary' },
    salaryDescriptionPlain: '€4,000 - €5,000 a month',
    hostedUrl: 'https://jobs.lever.co/acme/b2',
  },
  { id: 'c3', text: 'No page', hostedUrl: '' },
  { id: 'd4', text: '   ', hostedUrl: 'https://jobs.lever.co/acme/d4' },
  { text: 'No id', hostedUrl: 'https://jobs.lever.co/acme/e5' },
  42,
];

function fetchWith(answerFor: (url: URL) => StubAnswer | undefined, slug = 'acme') {
  const http = stubSourceHttp(answerFor);
  return { http, result: leverSource.fetchBoard(stubContext(http, base), slug) };
}

describe('leverSource', () => {
  it('describes itself', () => {
    expect(leverSource).toMatchObject({ kind: 'board', name: 'lever', label: 'Lever', urlEnv: 'LEVER_API_URL', credentials: [] });
    expect(leverSource.defaultBaseUrl).toBe('https://api.lever.co');
    expect(leverSource.terms.minIntervalMs).toBe(3_600_000);
    expect(leverSource.boardUrl('acme')).toBe('https://jobs.lever.co/acme');
  });

  it('reads the postings, putting the lists back into the description and skipping broken items', async () => {
    const { http, result } = fetchWith(() => ({ body: answer }));
    const board = await result;
    expect(http.requests).toEqual([{ url: `${base}/v0/postings/acme?mode=json`, request: undefined }]);
    expect(board.companyName).toBeNull();
    expect(board.postings).toHaveLength(2);
    expect(board.postings[0]).toEqual({
      source: 'lever',
      sourceId: '5f1c9a3e-7b2d-4c1e-9f00-1a2b3c4d5e6f',
      sourceUrl: 'https://jobs.lever.co/acme/5f1c9a3e-7b2d-4c1e-9f00-1a2b3c4d5e6f',
      applyUrl: 'https://jobs.lever.co/acme/5f1c9a3e-7b2d-4c1e-9f00-1a2b3c4d5e6f/apply',
      title: 'Staff Platform Engineer',
      company: 'acme',
      location: 'San Francisco, CA',
      workplace: 'hybrid',
      descriptionHtml:
        '<div>Build the platform.</div>' +
        '<h3>Requirements</h3><ul><li>5+ years of Go</li><li>Kubernetes</li></ul>' +
        '<h3>Perks &amp; &lt;benefits&gt;</h3><ul><li>Equity</li></ul>' +
        '<div>We are an equal opportunity employer.</div>',
      descriptionText: undefined,
      postedAt: new Date('2024-02-20T16:00:00Z'),
      salary: { min: 180000, max: 220000, currency: 'USD', period: 'year' },
      salaryText: undefined,
      employmentType: 'Full Time',
      department: 'Engineering',
      board: { provider: 'lever', slug: 'acme' },
    });
    // No HTML: the plain text; a semi-monthly range is not a salary we can name, so its words go to normalisation.
    expect(board.postings[1]).toMatchObject({
      sourceId: 'b2',
      location: 'Remote - Europe',
      workplace: 'remote',
      descriptionHtml: undefined,
      descriptionText: 'Plain only.',
      postedAt: undefined,
      salary: undefined,
      salaryText: '€4,000 - €5,000 a month',
      applyUrl: undefined,
    });
  });

  it('reads workplace types: unspecified or missing says nothing', async () => {
    const item = (workplaceType: unknown) => ({ id: 'x', text: 'Role', hostedUrl: 'https://jobs.lever.co/acme/x', workplaceType });
    const { result } = fetchWith(() => ({ body: ['remote', 'onsite', 'on-site', 'hybrid', 'unspecified', undefined].map(item) }));
    expect((await result).postings.map((posting) => posting.workplace)).toEqual(['remote', 'onsite', 'onsite', 'hybrid', undefined, undefined]);
  });

  it('refuses an answer that is not a list (Lever answers errors as objects)', async () => {
    for (const body of [{ ok: false, error: 'Document not found' }, null, 'x']) {
      const { result } = fetchWith(() => ({ body }));
      await expect(result).rejects.toMatchObject({ kind: 'invalid-response' });
    }
  });

  it('lets not-found through when neither region has the site: it is gone', async () => {
    const { http, result } = fetchWith(() => ({ error: new SourceError('not-found', 'no such board', 404) }));
    const error = await result.catch((caught: unknown) => caught);
    expect(isSourceError(error, 'not-found')).toBe(true);
    expect(http.requests.map((request) => request.url)).toEqual([`${base}/v0/postings/acme?mode=json`, `${base}/eu/v0/postings/acme?mode=json`]);
  });

  it("asks the other region's API for a board this one does not have (a board hosted in the EU), and no more", async () => {
    const { http, result } = fetchWith((url) =>
      url.pathname.includes('/eu/') ? { body: answer } : { error: new SourceError('not-found', 'no such board', 404) },
    );
    expect((await result).postings).toHaveLength(2);
    expect(http.requests).toHaveLength(2);
    // Any other failure is the board's answer: not a reason to ask elsewhere.
    const failing = fetchWith(() => ({ error: new SourceError('http', 'HTTP 503', 503) }));
    await expect(failing.result).rejects.toMatchObject({ kind: 'http' });
    expect(failing.http.requests).toHaveLength(1);
    expect([leverOtherRegion('https://api.lever.co'), leverOtherRegion('https://api.eu.lever.co/')]).toEqual([
      'https://api.eu.lever.co',
      'https://api.lever.co',
    ]);
  });

  it("reads a real EU answer (Blackshark.ai's, api.eu.lever.co): hybrid and remote, the Austrian pay stated only in prose", async () => {
    const postings = await readRecordedFile({ sourceAdapters, normalizePosting }, 'lever/jobradar-blackshark-eu.json');
    expect(postings.map((posting) => [posting.workplace, posting.sourceUrl.startsWith('https://jobs.eu.lever.co/blackshark/')])).toEqual([
      ['hybrid', true],
      ['remote', true],
    ]);
    expect(postings[0]).toMatchObject({ location: expect.stringContaining('Graz') as unknown, jobType: 'Full-time' });
  });

  it('URL-encodes the site and refuses one that could leave its path segment, without a request', async () => {
    const { http, result } = fetchWith(() => ({ body: [] }), 'acme-eu.2');
    await result;
    expect(http.requests[0]?.url).toBe(`${base}/v0/postings/acme-eu.2?mode=json`);
    for (const slug of ['..', 'acme/../../admin', 'acme?mode=html', 'acme#x']) {
      const refused = fetchWith(() => ({ body: [] }), slug);
      await expect(refused.result).rejects.toMatchObject({ kind: 'not-found' });
      expect(refused.http.requests).toEqual([]);
    }
  });

  it('reads back what the fake serves', async () => {
    const job: FixtureJob = {
      id: '0d7f3c2a-1111-4e5f-8a9b-abcdefabcdef',
      title: 'Data Engineer',
      company: 'Fixture Co',
      location: 'London, United Kingdom',
      remote: true,
      descriptionHtml: '<p>Pipelines &amp; more</p><h3>Requirements</h3><ul><li>SQL</li><li>Python</li></ul>',
      postedAt: new Date('2024-05-06T07:08:09.123Z'),
      salary: { min: 70000, max: 90000, currency: 'GBP' },
      employmentType: 'Full-time',
      department: 'Data',
    };
    const http = stubSourceHttp(fakeAnswers(fakeLever, [job], 'Fixture Co', base));
    const board = await leverSource.fetchBoard(stubContext(http, base), 'fixture');
    expect(board).toEqual({
      companyName: null,
      postings: [
        {
          source: 'lever',
          sourceId: job.id,
          sourceUrl: `https://jobs.lever.co/fixture/${job.id}`,
          applyUrl: `https://jobs.lever.co/fixture/${job.id}/apply`,
          title: 'Data Engineer',
          company: 'fixture',
          location: 'London, United Kingdom',
          workplace: 'remote',
          descriptionHtml: job.descriptionHtml,
          descriptionText: undefined,
          postedAt: job.postedAt,
          salary: { min: 70000, max: 90000, currency: 'GBP', period: 'year' },
          salaryText: undefined,
          employmentType: 'Full-time',
          department: 'Data',
          board: { provider: 'lever', slug: 'fixture' },
        },
      ],
    });
  });
});
