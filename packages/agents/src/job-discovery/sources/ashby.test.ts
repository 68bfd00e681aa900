import { describe, expect, it } from 'vitest';
import { fakeAshby } from '../../testing/job-sources/ashby';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp, type StubAnswer } from '../../testing/job-sources/stub-source-http';
import { SourceError, isSourceError } from '../source-error';
import { ashbySource } from './ashby';

const base = 'http://127.0.0.1:9/ashby';

const salaryComponent = {
  id: 'c-1',
  summary: '$140K – $170K',
  compensationType: 'Salary',
  interval: '1 YEAR',
  currencyCode: 'USD',
  minValue: 140000,
  maxValue: 170000,
};

// As the real API answers: equity next to salary, unlisted jobs, "+00:00" times, null workplace types.
const answer = {
  apiVersion: '1',
  jobs: [
    {
      id: '8d2c1f3e-0000-4a1b-9c2d-111111111111',
      title: 'Product Engineer',
      department: 'Engineering',
      team: 'Growth',
      employmentType: 'FullTime',
      location: 'New York, NY',
      secondaryLocations: [{ location: 'Remote (US)', address: { addressCountry: 'USA' } }],
      publishedAt: '2024-04-30T16:21:55.393+00:00',
      isListed: true,
      isRemote: false,
      workplaceType: 'Hybrid',
      address: { postalAddress: { addressLocality: 'New York', addressRegion: 'New York', addressCountry: 'USA' } },
      jobUrl: 'https://jobs.ashbyhq.com/acme/8d2c1f3e-0000-4a1b-9c2d-111111111111',
      applyUrl: 'https://jobs.ashbyhq.com/acme/8d2c1f3e-0000-4a1b-9c2d-111111111111/application',
      descriptionHtml: '<p>Ship product.</p><h2>What you bring</h2><ul><li>TypeScript</li></ul>',
      descriptionPlain: 'Ship product. What you bring TypeScript',
      shouldDisplayCompensationOnJobPostings: true,
      compensation: {
        compensationTierSummary: '$140K – $170K • 0.1% – 0.2% • Offers Equity',
        scrapeableCompensationSalarySummary: '$140K - $170K',
        compensationTiers: [{ id: 't', title: 'Zone A', components: [salaryComponent] }],
        summaryComponents: [
          { compensationType: 'EquityPercentage', interval: 'NONE', currencyCode: null, minValue: 0.1, maxValue: 0.2 },
          salaryComponent,
        ],
      },
    },
    {
      id: 'b2',
      title: 'Contract Designer',
      employmentType: 'Contract',
      location: null,
      publishedAt: 'garbage',
      isListed: true,
      isRemote: true,
      workplaceType: null,
      address: { postalAddress: { addressLocality: 'Lisbon', addressCountry: 'Portugal' } },
      jobUrl: 'https://jobs.ashbyhq.com/acme/b2',
      descriptionHtml: '',
      descriptionPlain: 'Design things.',
      shouldDisplayCompensationOnJobPostings: true,
      compensation: { scrapeableCompensationSalarySummary: '€60 - €80 per hour', summaryComponents: [] },
    },
    {
      id: 'c3',
      title: 'Hidden pay',
      isListed: true,
      jobUrl: 'https://jobs.ashbyhq.com/acme/c3',
      shouldDisplayCompensationOnJobPostings: false,
      compensation: { scrapeableCompensationSalarySummary: '$1 - $2', summaryComponents: [salaryComponent] },
    },
    { id: 'd4', title: 'Unlisted', isListed: false, jobUrl: 'https://jobs.ashbyhq.com/acme/d4' },
    { id: 'e5', title: 'No URL', isListed: true, jobUrl: null },
    { title: 'No id', isListed: true, jobUrl: 'https://jobs.ashbyhq.com/acme/f6' },
    [],
  ],
};

function fetchWith(answerFor: (url: URL) => StubAnswer | undefined, slug = 'acme') {
  const http = stubSourceHttp(answerFor);
  return { http, result: ashbySource.fetchBoard(stubContext(http, base), slug) };
}

describe('ashbySource', () => {
  it('describes itself', () => {
    expect(ashbySource).toMatchObject({ kind: 'board', name: 'ashby', label: 'Ashby', urlEnv: 'ASHBY_API_URL', credentials: [] });
    expect(ashbySource.defaultBaseUrl).toBe('https://api.ashbyhq.com');
    expect(ashbySource.terms.minIntervalMs).toBe(3_600_000);
    expect(ashbySource.boardUrl('acme')).toBe('https://jobs.ashbyhq.com/acme');
  });

  it('reads the listed jobs with their salary component and skips the rest', async () => {
    const { http, result } = fetchWith(() => ({ body: answer }));
    const board = await result;
    expect(http.requests).toEqual([{ url: `${base}/posting-api/job-board/acme?includeCompensation=true`, request: undefined }]);
    expect(board.companyName).toBeNull();
    expect(board.postings.map((posting) => posting.sourceId)).toEqual(['8d2c1f3e-0000-4a1b-9c2d-111111111111', 'b2', 'c3']);
    expect(board.postings[0]).toEqual({
      source: 'ashby',
      sourceId: '8d2c1f3e-0000-4a1b-9c2d-111111111111',
      sourceUrl: 'https://jobs.ashbyhq.com/acme/8d2c1f3e-0000-4a1b-9c2d-111111111111',
      applyUrl: 'https://jobs.ashbyhq.com/acme/8d2c1f3e-0000-4a1b-9c2d-111111111111/application',
      title: 'Product Engineer',
      company: 'acme',
      location: 'New York, NY',
      workplace: 'hybrid',
      remote: false,
      descriptionHtml: '<p>Ship product.</p><h2>What you bring</h2><ul><li>TypeScript</li></ul>',
      descriptionText: undefined,
      postedAt: new Date('2024-04-30T16:21:55.393Z'),
      salary: { min: 140000, max: 170000, currency: 'USD', period: 'year' },
      salaryText: undefined,
      employmentType: 'FullTime',
      department: 'Engineering',
      board: { provider: 'ashby', slug: 'acme' },
    });
    // No location text: the postal address; no HTML: the plain text; no salary component: the summary's words.
    expect(board.postings[1]).toMatchObject({
      location: 'Lisbon, Portugal',
      remote: true,
      descriptionHtml: undefined,
      descriptionText: 'Design things.',
      postedAt: undefined,
      salary: undefined,
      salaryText: '€60 - €80 per hour',
      applyUrl: undefined,
    });
    expect(board.postings[2]).toMatchObject({ salary: undefined, salaryText: undefined, remote: undefined });
  });

  it('refuses an answer without a jobs list', async () => {
    for (const body of [{ apiVersion: '1' }, { jobs: {} }, [], null]) {
      const { result } = fetchWith(() => ({ body }));
      await expect(result).rejects.toMatchObject({ kind: 'invalid-response' });
    }
  });

  it('lets not-found through: the board is gone', async () => {
    const { result } = fetchWith(() => ({ error: new SourceError('not-found', 'no such board', 404) }));
    const error = await result.catch((caught: unknown) => caught);
    expect(isSourceError(error, 'not-found')).toBe(true);
  });

  it('URL-encodes the board name and refuses one that could leave its path segment, without a request', async () => {
    const { http, result } = fetchWith(() => ({ body: { jobs: [] } }), 'Acme_Labs');
    await result;
    expect(http.requests[0]?.url).toBe(`${base}/posting-api/job-board/Acme_Labs?includeCompensation=true`);
    // A name with spaces (Ashby allows them): each space encoded once.
    const spaced = fetchWith(() => ({ body: { jobs: [] } }), 'Fermi AI');
    await spaced.result;
    expect(spaced.http.requests[0]?.url).toBe(`${base}/posting-api/job-board/Fermi%20AI?includeCompensation=true`);
    for (const slug of ['../../api', 'acme%2F..', 'acme?includeCompensation=false', ' acme', 'acme ', 'acme  labs', 'acme /x']) {
      const refused = fetchWith(() => ({ body: { jobs: [] } }), slug);
      await expect(refused.result).rejects.toMatchObject({ kind: 'not-found' });
      expect(refused.http.requests).toEqual([]);
    }
  });

  it('reads back what the fake serves', async () => {
    const jobs: FixtureJob[] = [
      {
        id: 'a-1',
        title: 'Backend Engineer',
        company: 'Fixture Co',
        location: 'Denver, CO, United States',
        remote: true,
        descriptionHtml: '<p>APIs</p>',
        postedAt: new Date('2024-05-06T07:08:09.120Z'),
        salary: { min: 60, max: 75, currency: 'USD', period: 'hour' },
        employmentType: 'Contract',
        department: 'Engineering',
      },
      {
        id: 'a-2',
        title: 'Office Manager',
        company: 'Fixture Co',
        location: 'Paris, France',
        descriptionHtml: '<p>Office</p>',
        postedAt: new Date('2024-05-01T00:00:00Z'),
        salaryText: '€45K - €55K',
      },
    ];
    const http = stubSourceHttp(fakeAnswers(fakeAshby, jobs, 'Fixture Co', base));
    const board = await ashbySource.fetchBoard(stubContext(http, base), 'fixture');
    expect(board.postings).toEqual([
      {
        source: 'ashby',
        sourceId: 'a-1',
        sourceUrl: 'https://jobs.ashbyhq.com/fixture/a-1',
        applyUrl: 'https://jobs.ashbyhq.com/fixture/a-1/application',
        title: 'Backend Engineer',
        company: 'fixture',
        location: 'Denver, CO, United States',
        workplace: 'remote',
        remote: true,
        descriptionHtml: '<p>APIs</p>',
        descriptionText: undefined,
        postedAt: jobs[0]!.postedAt,
        salary: { min: 60, max: 75, currency: 'USD', period: 'hour' },
        salaryText: undefined,
        employmentType: 'Contract',
        department: 'Engineering',
        board: { provider: 'ashby', slug: 'fixture' },
      },
      expect.objectContaining({
        sourceId: 'a-2',
        location: 'Paris, France',
        remote: false,
        postedAt: jobs[1]!.postedAt,
        salary: undefined,
        salaryText: '€45K - €55K',
        salaryTextPeriod: 'year',
        employmentType: 'FullTime',
      }),
    ]);
  });
});
