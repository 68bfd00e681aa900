import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { fakeThemuse } from '../../testing/job-sources/themuse';
import { SourceError } from '../source-error';
import { themuseSource } from './themuse';

const base = 'http://127.0.0.1:9/themuse';

const job = {
  contents: '<p>Lead our <b>design system</b>.</p>',
  name: 'Senior Product Designer',
  type: 'external',
  publication_date: '2024-01-15T10:11:12.345678Z',
  short_name: 'senior-product-designer-8f1a2b',
  model_type: 'jobs',
  id: 13456789,
  locations: [{ name: 'New York, NY' }, { name: 'Flexible / Remote' }],
  categories: [{ name: 'Design and UX' }, { name: 'Product' }],
  levels: [{ name: 'Senior Level', short_name: 'senior' }],
  tags: [],
  refs: { landing_page: 'https://www.themuse.com/jobs/brightco/senior-product-designer-8f1a2b' },
  company: { id: 11223, short_name: 'brightco', name: 'BrightCo' },
};

// Hand-written in the shape https://www.themuse.com/api/public/jobs answers.
function pageWith(results: unknown[], page = 0, pageCount = 1) {
  return { page, page_count: pageCount, items_per_page: 20, took: 37, timed_out: false, total: results.length, results };
}

function fetchPages(answer: (page: number) => unknown) {
  const http = stubSourceHttp((url) => ({ body: answer(Number(url.searchParams.get('page'))) }));
  return { http, result: themuseSource.fetchFeed(stubContext(http, base)) };
}

const resultsOf = (page: number) => Array.from({ length: 20 }, (_, index) => ({ ...job, id: page * 100 + index }));

describe('themuseSource', () => {
  it('reads a job: landing page, every location, first level and category', async () => {
    const [posting] = await fetchPages(() => pageWith([job])).result;
    expect(posting).toEqual({
      source: 'themuse',
      sourceId: '13456789',
      sourceUrl: 'https://www.themuse.com/jobs/brightco/senior-product-designer-8f1a2b',
      title: 'Senior Product Designer',
      company: 'BrightCo',
      location: 'New York, NY; Flexible / Remote',
      remote: true,
      descriptionHtml: '<p>Lead our <b>design system</b>.</p>',
      postedAt: new Date('2024-01-15T10:11:12.346Z'),
      seniority: 'Senior Level',
      tags: [],
      department: 'Design and UX',
    });
  });

  it('states remote only when a location says so', async () => {
    const [office] = await fetchPages(() => pageWith([{ ...job, locations: [{ name: 'Chicago, IL' }] }])).result;
    expect(office?.remote).toBeUndefined();
    expect(office?.location).toBe('Chicago, IL');
  });

  it('asks pages 0 to 4 at most, and stops at the page count', async () => {
    const many = fetchPages((page) => pageWith(resultsOf(page), page, 99));
    expect(await many.result).toHaveLength(100);
    expect(many.http.requests.map((request) => request.url)).toEqual([0, 1, 2, 3, 4].map((page) => `${base}/api/public/jobs?page=${page}`));

    const two = fetchPages((page) => pageWith(resultsOf(page), page, 2));
    expect(await two.result).toHaveLength(40);
    expect(two.http.requests).toHaveLength(2);

    const uncounted = fetchPages((page) => ({ results: resultsOf(page), page_count: 'many' }));
    expect(await uncounted.result).toHaveLength(20);
    expect(uncounted.http.requests).toHaveLength(1);
  });

  it('skips malformed jobs and keeps the rest', async () => {
    const postings = await fetchPages(() =>
      pageWith([
        null,
        7,
        { ...job, id: 1, name: null },
        { ...job, id: 2, company: 'BrightCo' },
        { ...job, id: 3, refs: { landing_page: 'ftp://themuse.com/job' } },
        { ...job, id: 4, refs: null },
        { ...job, id: 1.5 },
        { ...job, id: 5, locations: 'NYC', levels: [null, { name: 42 }], categories: {}, publication_date: 'Jan 15' },
      ]),
    ).result;
    expect(postings.map((posting) => posting.sourceId)).toEqual(['5']);
    expect(postings[0]).toMatchObject({ location: undefined, remote: undefined, seniority: undefined, department: undefined, postedAt: undefined });
  });

  it('refuses a page without a list of results', async () => {
    for (const body of [null, [job], { results: null }, { error: 'Rate limit exceeded' }]) {
      const error = await fetchPages(() => body).result.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SourceError);
      expect(error).toMatchObject({ kind: 'invalid-response' });
    }
  });

  it('keeps at most 1,000 postings, however many a page holds', async () => {
    const huge = Array.from({ length: 1_200 }, (_, index) => ({ ...job, id: index + 1 }));
    const { http, result } = fetchPages((page) => pageWith(huge, page, 5));
    expect(await result).toHaveLength(1_000);
    expect(http.requests).toHaveLength(1);
  });

  it('reads what the fake Muse serves', async () => {
    const jobs: FixtureJob[] = [
      {
        id: '9001',
        title: 'Account Executive',
        company: 'Sales Force Five',
        location: 'Austin, TX',
        remote: true,
        descriptionHtml: '<p>Close &amp; grow</p>',
        postedAt: new Date('2024-08-09T10:11:12.500Z'),
        salary: { min: 60_000, max: 90_000, currency: 'USD' },
        department: 'Sales',
        tags: ['B2B'],
      },
    ];
    const body = fakeThemuse.body(jobs, { url: new URL(`${base}/api/public/jobs?page=0`), companyName: '' });
    const { http, result } = fetchPages(() => body);
    const [posting] = await result;
    expect(posting).toMatchObject({
      sourceId: '9001',
      sourceUrl: 'https://www.themuse.com/jobs/salesforcefive/9001',
      title: 'Account Executive',
      company: 'Sales Force Five',
      location: 'Austin, TX; Flexible / Remote',
      remote: true,
      descriptionHtml: '<p>Close &amp; grow</p>',
      postedAt: new Date('2024-08-09T10:11:12.500Z'),
      department: 'Sales',
      tags: ['B2B'],
    });
    // The Muse has no salary fields.
    expect(posting?.salary).toBeUndefined();
    expect(http.requests).toHaveLength(1);
    expect(fakeThemuse.boardSlug('/api/public/jobs')).toBeNull();
  });
});
