import { describe, expect, it } from 'vitest';
import { fakeAdzuna } from '../../testing/job-sources/adzuna';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { SourceError } from '../source-error';
import { adzunaSource } from './adzuna';

const credentials = { ADZUNA_APP_ID: 'app-id-4711', ADZUNA_APP_KEY: 'app-key-s3cr3t' };

// Trimmed from a real answer of /v1/api/jobs/us/search/1 (values changed).
const answer = {
  __CLASS__: 'Adzuna::API::Response::JobSearchResults',
  count: 2,
  mean: 112_345.67,
  results: [
    {
      __CLASS__: 'Adzuna::API::Response::Job',
      id: '4567890123',
      adref: 'eyJhbGciOiJIUzI1NiJ9.eyJpIjoiNDU2Nzg5MDEyMyJ9.abc',
      title: 'Senior <strong>TypeScript</strong> Engineer &amp; Mentor',
      description: 'We are looking for a <strong>TypeScript</strong> engineer to build our platform. You will own services end to end…',
      created: '2024-01-15T10:20:30Z',
      redirect_url: 'https://www.adzuna.com/land/ad/4567890123?se=abc&utm_medium=api&v=1',
      company: { __CLASS__: 'Adzuna::API::Response::Company', display_name: 'Acme Corp' },
      location: {
        __CLASS__: 'Adzuna::API::Response::Location',
        display_name: 'Austin, Travis County',
        area: ['US', 'Texas', 'Travis County', 'Austin'],
      },
      latitude: 30.2672,
      longitude: -97.7431,
      salary_min: 140_000,
      salary_max: 170_000,
      salary_is_predicted: '0',
      contract_time: 'full_time',
      contract_type: 'permanent',
      category: { __CLASS__: 'Adzuna::API::Response::Category', label: 'IT Jobs', tag: 'it-jobs' },
    },
    {
      __CLASS__: 'Adzuna::API::Response::Job',
      id: '4567890124',
      title: 'Data Analyst',
      description: 'Contract role.',
      created: '2024-01-14T08:00:00Z',
      redirect_url: 'https://www.adzuna.com/land/ad/4567890124?se=abc',
      company: { display_name: 'Globex' },
      location: { area: ['US', 'New York', 'New York City'] },
      salary_min: 95_000,
      salary_max: 95_000,
      salary_is_predicted: '1',
      contract_type: 'contract',
      contract_time: 'full_time',
    },
  ],
};

function search(body: unknown, extra: Record<string, string> = {}, query = { keywords: 'typescript engineer', location: 'Austin, TX' }) {
  const http = stubSourceHttp(() => ({ body }));
  const context = { ...stubContext(http, 'http://127.0.0.1:9/adzuna'), credentials: { ...credentials, ...extra } };
  return { http, result: adzunaSource.search(context, query) };
}

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

describe('adzunaSource', () => {
  it('asks the US search with the app id and key in the query string', async () => {
    const { http, result } = search({ results: [] });
    await result;
    expect(http.requests).toHaveLength(1);
    const url = new URL(http.requests[0]!.url);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9/adzuna/v1/api/jobs/us/search/1');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: 'app-id-4711',
      app_key: 'app-key-s3cr3t',
      results_per_page: '50',
      what: 'typescript engineer',
      where: 'Austin, TX',
      'content-type': 'application/json',
    });
    expect(http.requests[0]!.request).toBeUndefined();
  });

  it('uses ADZUNA_COUNTRY for the path and the currency, and leaves out "where" without a location', async () => {
    const { http, result } = search(answer, { ADZUNA_COUNTRY: ' GB ' }, { keywords: 'nurse', location: '' });
    const postings = await result;
    const url = new URL(http.requests[0]!.url);
    expect(url.pathname).toBe('/adzuna/v1/api/jobs/gb/search/1');
    expect(url.searchParams.has('where')).toBe(false);
    expect(postings[0]!.salary?.currency).toBe('GBP');
  });

  it('refuses a country Adzuna does not serve without asking, and without echoing the setting', async () => {
    const { http, result } = search(answer, { ADZUNA_COUNTRY: 'xx/../../secret' });
    const error = await failure(result);
    expect(error.kind).toBe('not-found');
    expect(error.message).not.toContain('secret');
    expect(http.requests).toHaveLength(0);
  });

  it('reads a real-shaped answer: highlight tags stripped, predicted salary dropped', async () => {
    const postings = await search(answer).result;
    expect(postings).toEqual([
      {
        source: 'adzuna',
        sourceId: '4567890123',
        sourceUrl: 'https://www.adzuna.com/land/ad/4567890123?se=abc&utm_medium=api&v=1',
        title: 'Senior TypeScript Engineer & Mentor',
        company: 'Acme Corp',
        location: 'Austin, Travis County',
        descriptionText: 'We are looking for a TypeScript engineer to build our platform. You will own services end to end…',
        postedAt: new Date('2024-01-15T10:20:30Z'),
        salary: { min: 140_000, max: 170_000, currency: 'USD' },
        employmentType: 'full_time',
        tags: ['IT Jobs'],
      },
      {
        source: 'adzuna',
        sourceId: '4567890124',
        sourceUrl: 'https://www.adzuna.com/land/ad/4567890124?se=abc',
        title: 'Data Analyst',
        company: 'Globex',
        location: 'New York City, New York, US',
        descriptionText: 'Contract role.',
        postedAt: new Date('2024-01-14T08:00:00Z'),
        salary: undefined,
        employmentType: 'contract',
        tags: undefined,
      },
    ]);
  });

  it('skips malformed items and keeps the good ones', async () => {
    const good = answer.results[0]!;
    const body = {
      results: [
        null,
        'job',
        [good],
        { ...good, id: '1', title: '<strong></strong>' },
        { ...good, id: '2', title: 42 },
        { ...good, id: '3', redirect_url: 'javascript:alert(1)' },
        { ...good, id: '4', redirect_url: null },
        { ...good, id: null },
        { ...good, id: '6', company: 'Acme' },
        { ...good, id: '7', company: { display_name: ' ' } },
        { ...good, id: '5', created: 'yesterday', salary_min: 'lots', salary_max: null, location: null, category: 'IT' },
      ],
    };
    const postings = await search(body).result;
    expect(postings.map((posting) => posting.sourceId)).toEqual(['5']);
    expect(postings[0]).toMatchObject({ company: 'Acme Corp', location: undefined, postedAt: undefined, salary: undefined, tags: undefined });
  });

  it('keeps at most 100 results', async () => {
    const results = Array.from({ length: 150 }, (_, index) => ({ ...answer.results[0]!, id: String(index) }));
    expect(await search({ results }).result).toHaveLength(100);
  });

  it('says the answer has the wrong shape without naming the key', async () => {
    for (const body of [null, [], { results: 'none' }, { exception: 'AUTH_FAIL', display: 'app-key-s3cr3t is not valid' }]) {
      const error = await failure(search(body).result);
      expect(error.kind).toBe('invalid-response');
      expect(error.message).not.toContain('s3cr3t');
      expect(error.message).not.toContain('4711');
    }
  });

  it('passes a fetch error through untouched', async () => {
    const http = stubSourceHttp(() => ({ error: new SourceError('rate-limited', 'is limiting our requests (HTTP 429)', 429) }));
    const context = { ...stubContext(http), credentials };
    await expect(failure(adzunaSource.search(context, { keywords: 'x' }))).resolves.toMatchObject({ kind: 'rate-limited', status: 429 });
  });

  it('round-trips the fake', async () => {
    const jobs: FixtureJob[] = [
      {
        id: 'az-1',
        title: 'Staff Engineer',
        company: 'Initech',
        location: 'Denver, Colorado',
        descriptionHtml: '<p>Build <b>billing</b> &amp; payments.</p><ul><li>Go</li></ul>',
        postedAt: new Date('2024-02-01T09:30:00Z'),
        salary: { min: 150_000, max: 190_000, currency: 'USD', period: 'year' },
        employmentType: 'Full-time',
        department: 'Engineering',
      },
      {
        id: 'az-2',
        title: 'Support Engineer',
        company: 'Hooli',
        location: 'Remote',
        descriptionHtml: '<p>Help.</p>',
        postedAt: new Date('2024-02-02T00:00:00Z'),
      },
    ];
    const url = new URL('http://127.0.0.1:9/adzuna/v1/api/jobs/us/search/1?what=engineer');
    const body = fakeAdzuna.body(jobs, { url, companyName: '' });
    expect(fakeAdzuna.boardSlug('/v1/api/jobs/us/search/1')).toBeNull();
    const postings = await search(body).result;
    expect(postings).toEqual([
      {
        source: 'adzuna',
        sourceId: 'az-1',
        sourceUrl: 'http://127.0.0.1:9/adzuna/land/ad/az-1?se=fake&v=1',
        title: 'Staff Engineer',
        company: 'Initech',
        location: 'Denver, Colorado',
        descriptionText: 'Build billing & payments. Go',
        postedAt: new Date('2024-02-01T09:30:00Z'),
        salary: { min: 150_000, max: 190_000, currency: 'USD' },
        employmentType: 'full_time',
        tags: ['Engineering'],
      },
      expect.objectContaining({ sourceId: 'az-2', title: 'Support Engineer', location: 'Remote', salary: undefined, employmentType: undefined }),
    ]);
  });
});
