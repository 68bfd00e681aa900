import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeRemotive } from '../../testing/job-sources/remotive';
import { stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { SourceError } from '../source-error';
import { remotiveSource } from './remotive';

const base = 'http://127.0.0.1:9/remotive';

// Hand-written in the shape https://remotive.com/api/remote-jobs answers.
const answer = {
  '0-legal-notice': 'Remotive API Legal Notice: please link back to the URL found on Remotive AND mention Remotive as a source.',
  '00-warning': 'Jobs are delayed by 24 hours.',
  'job-count': 2,
  'total-job-count': 2,
  jobs: [
    {
      id: 1934567,
      url: 'https://remotive.com/remote-jobs/software-dev/senior-backend-engineer-1934567',
      title: '  Senior Backend   Engineer ',
      company_name: 'Acme & Sons',
      company_logo: 'https://remotive.com/job/1934567/logo',
      category: 'Software Development',
      tags: ['python', 'aws', '', null],
      job_type: 'full_time',
      publication_date: '2024-01-15T10:11:12',
      candidate_required_location: 'USA, Canada',
      salary: '$140k - $170k',
      description: '<p>Build <b>APIs</b> &amp; services.</p>',
    },
    {
      id: 1934568,
      url: 'https://remotive.com/remote-jobs/design/product-designer-1934568',
      title: 'Product Designer',
      company_name: 'Globex',
      company_logo: null,
      category: 'Design',
      tags: [],
      job_type: '',
      publication_date: '2024-01-14T23:59:59',
      candidate_required_location: 'Worldwide',
      salary: '',
      description: '',
    },
  ],
};

function fetchWith(body: unknown) {
  const http = stubSourceHttp(() => ({ body }));
  return { http, result: remotiveSource.fetchFeed(stubContext(http, base)) };
}

describe('remotiveSource', () => {
  it('reads every job of the feed with the source wording kept', async () => {
    const { result } = fetchWith(answer);
    const [first, second] = await result;
    expect(first).toEqual({
      source: 'remotive',
      sourceId: '1934567',
      sourceUrl: 'https://remotive.com/remote-jobs/software-dev/senior-backend-engineer-1934567',
      title: 'Senior Backend Engineer',
      company: 'Acme & Sons',
      location: 'USA, Canada',
      remote: true,
      descriptionHtml: '<p>Build <b>APIs</b> &amp; services.</p>',
      postedAt: new Date('2024-01-15T10:11:12Z'),
      salaryText: '$140k - $170k',
      employmentType: 'full_time',
      tags: ['python', 'aws'],
      department: 'Software Development',
      companyLogoUrl: 'https://remotive.com/job/1934567/logo',
    });
    // Empty strings are "not given", never a value.
    expect(second).toMatchObject({ sourceId: '1934568', title: 'Product Designer', location: 'Worldwide', remote: true });
    expect(second?.salaryText).toBeUndefined();
    expect(second?.employmentType).toBeUndefined();
    expect(second?.descriptionHtml).toBeUndefined();
    expect(second?.companyLogoUrl).toBeUndefined();
  });

  it('asks once for the whole feed at the base URL', async () => {
    const { http, result } = fetchWith(answer);
    await result;
    expect(http.requests.map((request) => request.url)).toEqual([`${base}/api/remote-jobs`]);
  });

  it('skips malformed jobs and keeps the rest', async () => {
    const good = answer.jobs[0]!;
    const { result } = fetchWith({
      jobs: [
        null,
        'job',
        [good],
        { ...good, id: 1, title: null },
        { ...good, id: 2, title: '   ' },
        { ...good, id: 3, company_name: 42 },
        { ...good, id: 4, url: 'javascript:alert(1)' },
        { ...good, id: 5, url: '/remote-jobs/relative' },
        { ...good, id: { nested: true } },
        { ...good, id: 6, publication_date: 'yesterday', tags: 'python', candidate_required_location: ['USA'] },
      ],
    });
    const postings = await result;
    expect(postings.map((posting) => posting.sourceId)).toEqual(['6']);
    expect(postings[0]).toMatchObject({ postedAt: undefined, tags: [], location: undefined });
  });

  it('refuses an answer without a list of jobs', async () => {
    for (const body of [null, 'Remotive is down', [answer.jobs[0]], { jobs: null }, { 'job-count': 0 }]) {
      const error = await fetchWith(body).result.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SourceError);
      expect(error).toMatchObject({ kind: 'invalid-response' });
    }
  });

  it('passes on what the fetcher rejects with', async () => {
    const http = stubSourceHttp(() => ({ error: new SourceError('http', 'answered 503', 503) }));
    await expect(remotiveSource.fetchFeed(stubContext(http, base))).rejects.toMatchObject({ kind: 'http', status: 503 });
  });

  it('keeps at most 1,000 postings', async () => {
    const jobs = Array.from({ length: 1_200 }, (_, index) => ({ ...answer.jobs[0], id: index + 1 }));
    const postings = await fetchWith({ jobs }).result;
    expect(postings).toHaveLength(1_000);
    expect(postings.at(-1)?.sourceId).toBe('1000');
  });

  it('reads what the fake Remotive serves', async () => {
    const jobs: FixtureJob[] = [
      {
        id: '501',
        title: 'Staff Engineer',
        company: 'Initech',
        location: 'Europe',
        descriptionHtml: '<p>Ship &amp; tell</p>',
        postedAt: new Date('2024-03-01T08:30:00Z'),
        salaryText: '€90,000 - €110,000',
        employmentType: 'Contract',
        department: 'Software Development',
        tags: ['go'],
      },
      {
        id: 'no-number',
        title: 'Support Lead',
        company: 'Hooli',
        location: 'Worldwide',
        descriptionHtml: '<p>Help</p>',
        postedAt: new Date('2024-03-02T00:00:00Z'),
      },
    ];
    const body = fakeRemotive.body(jobs, { url: new URL(`${base}/api/remote-jobs`), companyName: '' });
    const [first, second] = await fetchWith(body).result;
    expect(first).toMatchObject({
      sourceId: '501',
      sourceUrl: 'https://remotive.com/remote-jobs/software-dev/staff-engineer-501',
      title: 'Staff Engineer',
      company: 'Initech',
      location: 'Europe',
      remote: true,
      descriptionHtml: '<p>Ship &amp; tell</p>',
      postedAt: new Date('2024-03-01T08:30:00Z'),
      salaryText: '€90,000 - €110,000',
      employmentType: 'contract',
      department: 'Software Development',
      tags: ['go'],
    });
    expect(first?.salary).toBeUndefined();
    expect(second).toMatchObject({ title: 'Support Lead', company: 'Hooli', postedAt: new Date('2024-03-02T00:00:00Z') });
    expect(second?.employmentType).toBeUndefined();
    expect(fakeRemotive.boardSlug('/api/remote-jobs')).toBeNull();
  });
});
