import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeHimalayas } from '../../testing/job-sources/himalayas';
import { stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { SourceError } from '../source-error';
import { himalayasSource } from './himalayas';

const base = 'http://127.0.0.1:9/himalayas';

const job = {
  title: 'Senior Platform Engineer',
  excerpt: 'Run our Kubernetes platform.',
  companyName: 'Summit Cloud',
  companyLogo: 'https://cdn-images.himalayas.app/summit-cloud.png',
  employmentType: 'Full Time',
  minSalary: 150000,
  maxSalary: 190000,
  currency: 'USD',
  seniority: ['Senior'],
  locationRestrictions: ['United States', 'Canada'],
  timezoneRestrictions: [-5, -8],
  categories: ['Platform-Engineer', 'Kubernetes'],
  parentCategories: ['Engineering'],
  description: '<p>Run our <b>Kubernetes</b> platform.</p>',
  pubDate: 1705313472,
  expiryDate: 1707905472,
  applicationLink: 'https://summit.example/careers/platform?ref=himalayas',
  guid: 'https://himalayas.app/companies/summit-cloud/jobs/senior-platform-engineer',
};

// Hand-written in the shape https://himalayas.app/jobs/api answers.
function answerWith(jobs: unknown[], offset = 0, total = jobs.length) {
  return { updated_at: 1705313999, offset, limit: 20, total_count: total, jobs };
}

function fetchPages(answer: (offset: number) => unknown) {
  const http = stubSourceHttp((url) => ({ body: answer(Number(url.searchParams.get('offset'))) }));
  return { http, result: himalayasSource.fetchFeed(stubContext(http, base)) };
}

const jobsFrom = (offset: number, count = 20) => Array.from({ length: count }, (_, index) => ({ ...job, guid: `${job.guid}-${offset + index}` }));

describe('himalayasSource', () => {
  it('reads a job: guid as id and page, countries as location, annual salary', async () => {
    const [posting] = await fetchPages(() => answerWith([job])).result;
    expect(posting).toEqual({
      source: 'himalayas',
      sourceId: 'https://himalayas.app/companies/summit-cloud/jobs/senior-platform-engineer',
      sourceUrl: 'https://himalayas.app/companies/summit-cloud/jobs/senior-platform-engineer',
      applyUrl: 'https://summit.example/careers/platform?ref=himalayas',
      title: 'Senior Platform Engineer',
      company: 'Summit Cloud',
      location: 'United States, Canada',
      remote: true,
      descriptionHtml: '<p>Run our <b>Kubernetes</b> platform.</p>',
      postedAt: new Date('2024-01-15T10:11:12Z'),
      salary: { min: 150000, max: 190000, currency: 'USD', period: 'year' },
      employmentType: 'Full Time',
      seniority: 'Senior',
      tags: ['Platform-Engineer', 'Kubernetes'],
      companyLogoUrl: 'https://cdn-images.himalayas.app/summit-cloud.png',
    });
  });

  it('reads pubDate in seconds and in milliseconds, and country objects by name', async () => {
    const postings = await fetchPages(() =>
      answerWith([
        { ...job, guid: 'a', pubDate: 1705313472000, locationRestrictions: [{ alpha2: 'DE', name: 'Germany', slug: 'germany' }] },
        { ...job, guid: 'b', locationRestrictions: [], minSalary: null, maxSalary: null },
      ]),
    ).result;
    expect(postings[0]).toMatchObject({ postedAt: new Date('2024-01-15T10:11:12Z'), location: 'Germany' });
    // guid not a URL: the application link is the page we can point at.
    expect(postings[0]?.sourceUrl).toBe('https://summit.example/careers/platform?ref=himalayas');
    // No restriction is not "Anywhere" until normalisation says so; no salary is none.
    expect(postings[1]?.location).toBeUndefined();
    expect(postings[1]?.salary).toBeUndefined();
  });

  it('pages by 20 while pages are full, at most 5 pages', async () => {
    const { http, result } = fetchPages((offset) => answerWith(jobsFrom(offset), offset, 500));
    expect(await result).toHaveLength(100);
    expect(http.requests.map((request) => request.url)).toEqual(
      [0, 20, 40, 60, 80].map((offset) => `${base}/jobs/api?limit=20${offset ? `&offset=${offset}` : ''}`),
    );
  });

  it('stops at a short page or when the total is reached', async () => {
    const short = fetchPages((offset) => answerWith(jobsFrom(offset, offset === 20 ? 7 : 20), offset, 500));
    expect(await short.result).toHaveLength(27);
    expect(short.http.requests).toHaveLength(2);

    const total = fetchPages((offset) => answerWith(jobsFrom(offset), offset, 40));
    expect(await total.result).toHaveLength(40);
    expect(total.http.requests).toHaveLength(2);
  });

  it('skips malformed jobs and keeps the rest', async () => {
    const postings = await fetchPages(() =>
      answerWith([
        null,
        'job',
        { ...job, guid: null },
        { ...job, guid: 'g1', title: '' },
        { ...job, guid: 'g2', companyName: ['Summit'] },
        { ...job, guid: 'not-a-url', applicationLink: 'javascript:void(0)' },
        { ...job, guid: 'https://himalayas.app/jobs/ok', seniority: 'Senior', locationRestrictions: 'USA', pubDate: -1, categories: null },
      ]),
    ).result;
    expect(postings.map((posting) => posting.sourceId)).toEqual(['https://himalayas.app/jobs/ok']);
    expect(postings[0]).toMatchObject({ seniority: undefined, location: undefined, postedAt: undefined, tags: [] });
  });

  it('refuses an answer without a list of jobs, on any page', async () => {
    for (const body of [null, [job], { jobs: 'none' }, { total_count: 0 }]) {
      const error = await fetchPages(() => body).result.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SourceError);
      expect(error).toMatchObject({ kind: 'invalid-response' });
    }
    const later = fetchPages((offset) => (offset === 0 ? answerWith(jobsFrom(0), 0, 100) : { error: 'busy' }));
    await expect(later.result).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('keeps at most 1,000 postings, even from an answer that ignores the limit', async () => {
    const { http, result } = fetchPages((offset) => ({ jobs: jobsFrom(offset, 1_200) }));
    expect(await result).toHaveLength(1_000);
    expect(http.requests).toHaveLength(1);
  });

  it('reads what the fake Himalayas serves', async () => {
    const jobs: FixtureJob[] = [
      {
        id: 'h-1',
        title: 'Data Scientist',
        company: 'Peak Analytics',
        location: 'United Kingdom',
        descriptionHtml: '<p>Models &amp; data</p>',
        postedAt: new Date('2024-07-01T09:00:00Z'),
        salary: { min: 80_000, max: 95_000, currency: 'GBP' },
        employmentType: 'Contract',
        tags: ['Python'],
      },
      {
        id: 'h-2',
        title: 'Support Specialist',
        company: 'Peak Analytics',
        location: '',
        descriptionHtml: '<p>Help</p>',
        postedAt: new Date('2024-07-02T09:00:00Z'),
      },
    ];
    const body = fakeHimalayas.body(jobs, { url: new URL(`${base}/jobs/api?limit=20&offset=0`), companyName: '' });
    const { http, result } = fetchPages(() => body);
    const [first, second] = await result;
    expect(first).toMatchObject({
      sourceId: 'https://himalayas.app/companies/peak-analytics/jobs/data-scientist-h-1',
      sourceUrl: 'https://himalayas.app/companies/peak-analytics/jobs/data-scientist-h-1',
      applyUrl: 'https://himalayas.app/companies/peak-analytics/jobs/data-scientist-h-1/apply',
      title: 'Data Scientist',
      company: 'Peak Analytics',
      location: 'United Kingdom',
      remote: true,
      descriptionHtml: '<p>Models &amp; data</p>',
      postedAt: new Date('2024-07-01T09:00:00Z'),
      salary: { min: 80_000, max: 95_000, currency: 'GBP', period: 'year' },
      employmentType: 'Contractor',
      tags: ['Python'],
    });
    // The second job's pubDate is in milliseconds.
    expect(second).toMatchObject({ title: 'Support Specialist', location: undefined, salary: undefined, postedAt: new Date('2024-07-02T09:00:00Z') });
    expect(http.requests).toHaveLength(1);
    expect(fakeHimalayas.boardSlug('/jobs/api')).toBeNull();
  });
});
