import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeReed, reedJobId } from '../../testing/job-sources/reed';
import { stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { SourceError } from '../source-error';
import { reedSource } from './reed';

const credentials = { REED_API_KEY: '0f1e2d3c-s3cr3t-4b5a' };

// Shaped like a real /api/1.0/search answer (values changed).
const answer = {
  results: [
    {
      jobId: 51234567,
      employerId: 612345,
      employerName: 'Smith &amp; Jones Recruitment',
      employerProfileId: null,
      employerProfileName: null,
      jobTitle: 'Senior Software Engineer (C#/.NET)',
      locationName: 'Manchester',
      minimumSalary: 55_000,
      maximumSalary: 70_000,
      currency: 'GBP',
      expirationDate: '25/01/2024',
      date: '15/12/2023',
      jobDescription:
        ' Our client, a growing FinTech, is looking for a Senior Software Engineer &ndash; salary up to &#163;70,000 &amp; benefits... ',
      applications: 12,
      jobUrl: 'https://www.reed.co.uk/jobs/senior-software-engineer-c-net/51234567',
    },
    {
      jobId: 51234568,
      employerId: 612346,
      employerName: 'NHS Trust',
      jobTitle: 'Bank Nurse',
      locationName: 'Leeds',
      minimumSalary: 18.5,
      maximumSalary: 24,
      currency: null,
      expirationDate: '01/02/2024',
      date: '03/01/2024',
      jobDescription: 'Flexible shifts.',
      applications: 0,
      jobUrl: 'https://www.reed.co.uk/jobs/bank-nurse/51234568',
    },
  ],
  ambiguousLocations: [],
  totalResults: 2,
};

function search(body: unknown, query = { keywords: 'software engineer', location: 'Manchester' }) {
  const http = stubSourceHttp(() => ({ body }));
  const context = { ...stubContext(http, 'http://127.0.0.1:9/reed'), credentials };
  return { http, result: reedSource.search(context, query) };
}

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

describe('reedSource', () => {
  it('authenticates with Basic auth: the key as user name and an empty password, never in the URL', async () => {
    const { http, result } = search({ results: [] });
    await result;
    expect(http.requests).toHaveLength(1);
    const { url, request } = http.requests[0]!;
    expect(url).toBe('http://127.0.0.1:9/reed/api/1.0/search?keywords=software+engineer&locationName=Manchester&resultsToTake=50');
    expect(request?.headers).toEqual({ Authorization: `Basic ${Buffer.from('0f1e2d3c-s3cr3t-4b5a:').toString('base64')}` });
    expect(Buffer.from(request!.headers!.Authorization!.slice(6), 'base64').toString()).toBe('0f1e2d3c-s3cr3t-4b5a:');
  });

  it('leaves locationName out without a location', async () => {
    const { http, result } = search({ results: [] }, { keywords: 'nurse', location: '' });
    await result;
    expect(http.requests[0]!.url).toBe('http://127.0.0.1:9/reed/api/1.0/search?keywords=nurse&resultsToTake=50');
  });

  it('reads a real-shaped answer: UK dates, decoded entities, a period only for annual amounts', async () => {
    const postings = await search(answer).result;
    expect(postings).toEqual([
      {
        source: 'reed',
        sourceId: '51234567',
        sourceUrl: 'https://www.reed.co.uk/jobs/senior-software-engineer-c-net/51234567',
        title: 'Senior Software Engineer (C#/.NET)',
        company: 'Smith & Jones Recruitment',
        location: 'Manchester',
        descriptionText: 'Our client, a growing FinTech, is looking for a Senior Software Engineer – salary up to £70,000 & benefits...',
        postedAt: new Date('2023-12-15T00:00:00Z'),
        salary: { min: 55_000, max: 70_000, currency: 'GBP', period: 'year' },
      },
      {
        source: 'reed',
        sourceId: '51234568',
        sourceUrl: 'https://www.reed.co.uk/jobs/bank-nurse/51234568',
        title: 'Bank Nurse',
        company: 'NHS Trust',
        location: 'Leeds',
        descriptionText: 'Flexible shifts.',
        postedAt: new Date('2024-01-03T00:00:00Z'),
        salary: { min: 18.5, max: 24, currency: 'GBP', period: null },
      },
    ]);
  });

  it('reads one-sided salaries and ignores zeros and junk', async () => {
    const good = answer.results[0]!;
    const body = {
      results: [
        { ...good, jobId: 1, minimumSalary: null, maximumSalary: 40_000 },
        { ...good, jobId: 2, minimumSalary: 0, maximumSalary: 0 },
        { ...good, jobId: 3, minimumSalary: '£lots', maximumSalary: null, currency: 'EUR' },
        { ...good, jobId: 4, minimumSalary: 300, maximumSalary: null, currency: 'EUR' },
      ],
    };
    const postings = await search(body).result;
    expect(postings.map((posting) => posting.salary)).toEqual([
      { min: null, max: 40_000, currency: 'GBP', period: 'year' },
      undefined,
      undefined,
      { min: 300, max: null, currency: 'EUR', period: null },
    ]);
  });

  it('skips malformed items, and reads no date from a US-ordered or impossible one', async () => {
    const good = answer.results[0]!;
    const body = {
      results: [
        null,
        [],
        { ...good, jobId: null },
        { ...good, jobId: Number.MAX_SAFE_INTEGER + 2 },
        { ...good, jobId: 10, jobTitle: null },
        { ...good, jobId: 11, jobUrl: '/jobs/relative/11' },
        { ...good, jobId: 12, date: '12/31/2023' },
        { ...good, jobId: 14, employerName: 42 },
        { ...good, jobId: 13, date: '2023-12-15' },
      ],
    };
    const postings = await search(body).result;
    expect(postings.map((posting) => [posting.sourceId, posting.postedAt, posting.company])).toEqual([
      ['12', undefined, 'Smith & Jones Recruitment'],
      ['13', undefined, 'Smith & Jones Recruitment'],
    ]);
  });

  it('keeps at most 100 results', async () => {
    const results = Array.from({ length: 101 }, (_, index) => ({ ...answer.results[0]!, jobId: index + 1 }));
    expect(await search({ results }).result).toHaveLength(100);
  });

  it('says the answer has the wrong shape without naming the key', async () => {
    for (const body of [null, { results: null }, { Message: 'Authorization has been denied for 0f1e2d3c-s3cr3t-4b5a' }]) {
      const error = await failure(search(body).result);
      expect(error.kind).toBe('invalid-response');
      expect(error.message).not.toContain('s3cr3t');
    }
  });

  it('round-trips the fake', async () => {
    const jobs: FixtureJob[] = [
      {
        id: '49000001',
        title: 'Platform Engineer',
        company: 'Marks & Partners',
        location: 'London',
        descriptionHtml: '<p>Run <b>Kubernetes</b> &amp; Terraform.</p>',
        postedAt: new Date('2024-02-29T16:45:00Z'),
        salary: { min: 80_000, max: 95_000, currency: 'GBP', period: 'year' },
      },
      {
        id: 'fixture-two',
        title: 'Barista',
        company: 'Cafe',
        location: 'Bristol',
        descriptionHtml: '<p>Coffee.</p>',
        postedAt: new Date('2024-03-01T08:00:00Z'),
      },
    ];
    const url = new URL('http://127.0.0.1:9/reed/api/1.0/search?keywords=engineer');
    expect(fakeReed.boardSlug('/api/1.0/search')).toBeNull();
    const postings = await search(fakeReed.body(jobs, { url, companyName: '' })).result;
    expect(postings).toEqual([
      {
        source: 'reed',
        sourceId: '49000001',
        sourceUrl: 'http://127.0.0.1:9/reed/jobs/platform-engineer/49000001',
        title: 'Platform Engineer',
        company: 'Marks & Partners',
        location: 'London',
        descriptionText: 'Run Kubernetes & Terraform.',
        // Reed dates carry no time of day.
        postedAt: new Date('2024-02-29T00:00:00Z'),
        salary: { min: 80_000, max: 95_000, currency: 'GBP', period: 'year' },
      },
      expect.objectContaining({ sourceId: String(reedJobId('fixture-two')), title: 'Barista', salary: undefined }),
    ]);
    expect(Number.isSafeInteger(reedJobId('fixture-two'))).toBe(true);
  });
});
