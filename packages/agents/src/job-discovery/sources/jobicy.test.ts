import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeJobicy } from '../../testing/job-sources/jobicy';
import { stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { SourceError } from '../source-error';
import { jobicySource } from './jobicy';

const base = 'http://127.0.0.1:9/jobicy';

const job = {
  id: 112233,
  url: 'https://jobicy.com/jobs/112233-growth-marketing-manager',
  jobSlug: '112233-growth-marketing-manager',
  jobTitle: 'Growth &amp; Lifecycle Marketing Manager',
  companyName: 'Brand &#039;n&#039; Co',
  companyLogo: 'https://jobicy.com/data/server-nyc0409/galaxy/mercury/2024/01/brand.png',
  jobIndustry: ['Marketing &amp; Sales', 'SEO'],
  jobType: ['Full-Time'],
  jobGeo: 'USA',
  jobLevel: 'Senior',
  jobExcerpt: 'Own our lifecycle programs &#8230;',
  jobDescription: '<p>Own our <strong>lifecycle</strong> programs &amp; growth.</p>',
  pubDate: '2024-01-15 10:11:12',
  annualSalaryMin: '95000',
  annualSalaryMax: 125000,
  salaryCurrency: 'USD',
};

// Hand-written in the shape https://jobicy.com/api/v2/remote-jobs answers.
function answerWith(jobs: unknown[]) {
  return {
    apiVersion: '2',
    documentationUrl: 'https://jobicy.com/jobs-rss-feed',
    friendlyNotice: 'Please link back to Jobicy and mention it as the source.',
    jobCount: jobs.length,
    xRayHash: '1a2b3c',
    clientKey: 'anonymous',
    lastUpdate: '2024-01-15 10:20:00',
    jobs,
  };
}

function fetchWith(body: unknown) {
  const http = stubSourceHttp(() => ({ body }));
  return { http, result: jobicySource.fetchFeed(stubContext(http, base)) };
}

describe('jobicySource', () => {
  it('reads a job, decoding the entities of its plain-text fields once', async () => {
    const [posting] = await fetchWith(answerWith([job])).result;
    expect(posting).toEqual({
      source: 'jobicy',
      sourceId: '112233',
      sourceUrl: 'https://jobicy.com/jobs/112233-growth-marketing-manager',
      title: 'Growth & Lifecycle Marketing Manager',
      company: "Brand 'n' Co",
      location: 'USA',
      remote: true,
      // HTML stays HTML: its entities are the sanitiser's to read.
      descriptionHtml: '<p>Own our <strong>lifecycle</strong> programs &amp; growth.</p>',
      postedAt: new Date('2024-01-15T10:11:12Z'),
      salary: { min: 95000, max: 125000, currency: 'USD', period: 'year' },
      employmentType: 'Full-Time',
      seniority: 'Senior',
      department: 'Marketing & Sales',
      companyLogoUrl: 'https://jobicy.com/data/server-nyc0409/galaxy/mercury/2024/01/brand.png',
    });
  });

  it('decodes once: an escaped entity stays an entity, never markup', async () => {
    const [posting] = await fetchWith(answerWith([{ ...job, jobTitle: 'R&amp;amp;D &amp;lt;b&amp;gt; Lead' }])).result;
    expect(posting?.title).toBe('R&amp;D &lt;b&gt; Lead');
  });

  it('leaves the salary out when Jobicy gives none, and keeps one bound', async () => {
    const { annualSalaryMin: _min, annualSalaryMax: _max, salaryCurrency: _currency, ...unpaid } = job;
    const postings = await fetchWith(answerWith([unpaid, { ...unpaid, id: 2, annualSalaryMax: 80000 }])).result;
    expect(postings[0]?.salary).toBeUndefined();
    expect(postings[1]?.salary).toEqual({ min: null, max: 80000, currency: null, period: 'year' });
  });

  it('asks once for 50 jobs at the base URL', async () => {
    const { http, result } = fetchWith(answerWith([]));
    expect(await result).toEqual([]);
    expect(http.requests.map((request) => request.url)).toEqual([`${base}/api/v2/remote-jobs?count=50`]);
  });

  it('skips malformed jobs and keeps the rest', async () => {
    const postings = await fetchWith(
      answerWith([
        null,
        true,
        [job],
        { ...job, id: 1, jobTitle: '&#32;' },
        { ...job, id: 2, companyName: null },
        { ...job, id: 3, url: 'vbscript:msgbox' },
        { ...job, id: null },
        { ...job, id: 4, jobIndustry: 'Marketing', jobType: 'Full-Time', pubDate: '2024-13-45 99:00:00', annualSalaryMin: 'lots' },
      ]),
    ).result;
    expect(postings.map((posting) => posting.sourceId)).toEqual(['4']);
    expect(postings[0]).toMatchObject({ department: undefined, employmentType: undefined, postedAt: undefined });
    expect(postings[0]?.salary).toEqual({ min: null, max: 125000, currency: 'USD', period: 'year' });
  });

  it('refuses an answer without a list of jobs', async () => {
    for (const body of [null, [job], { jobs: {} }, { success: false, message: 'rate limited' }]) {
      const error = await fetchWith(body).result.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SourceError);
      expect(error).toMatchObject({ kind: 'invalid-response' });
    }
  });

  it('keeps at most 1,000 postings', async () => {
    const jobs = Array.from({ length: 1_050 }, (_, index) => ({ ...job, id: index + 1 }));
    expect(await fetchWith(answerWith(jobs)).result).toHaveLength(1_000);
  });

  it('reads what the fake Jobicy serves', async () => {
    const jobs: FixtureJob[] = [
      {
        id: '31',
        title: 'QA & Release Engineer <Remote>',
        company: "O'Reilly Tools",
        location: 'Anywhere',
        descriptionHtml: '<p>Tests &amp; releases</p>',
        postedAt: new Date('2024-06-07T08:09:10Z'),
        salary: { min: 70_000, max: 90_000, currency: 'EUR' },
        employmentType: 'Part-time',
        department: 'QA & Testing',
      },
    ];
    const body = fakeJobicy.body(jobs, { url: new URL(`${base}/api/v2/remote-jobs?count=50`), companyName: '' });
    const [posting] = await fetchWith(body).result;
    expect(posting).toMatchObject({
      sourceId: '31',
      sourceUrl: 'https://jobicy.com/jobs/qa-release-engineer-remote-31',
      title: 'QA & Release Engineer <Remote>',
      company: "O'Reilly Tools",
      location: 'Anywhere',
      remote: true,
      descriptionHtml: '<p>Tests &amp; releases</p>',
      postedAt: new Date('2024-06-07T08:09:10Z'),
      salary: { min: 70_000, max: 90_000, currency: 'EUR', period: 'year' },
      employmentType: 'Part-Time',
      department: 'QA & Testing',
    });
    expect(fakeJobicy.boardSlug('/api/v2/remote-jobs')).toBeNull();
  });
});
