import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeRemoteok } from '../../testing/job-sources/remoteok';
import { stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { SourceError } from '../source-error';
import { remoteokSource } from './remoteok';

const base = 'http://127.0.0.1:9/remoteok';

const notice = {
  last_updated: 1705313472,
  legal:
    "API Terms of Service: Please link back to the URL on Remote OK and mention Remote OK as a source, so we get traffic back from your site. If you do not we'll have to suspend API access.",
};

const job = {
  slug: 'remote-senior-rust-engineer-ferrous-labs-1092837',
  id: '1092837',
  epoch: 1705313472,
  date: '2024-01-15T10:11:12+00:00',
  company: 'Ferrous Labs',
  company_logo: 'https://remoteok.com/assets/img/jobs/ferrous.png',
  position: 'Senior Rust Engineer',
  tags: ['rust', 'backend', 'senior'],
  logo: 'https://remoteok.com/assets/img/jobs/ferrous-logo.png',
  description: '<p>Write <em>safe</em> code.</p>',
  location: 'Europe',
  salary_min: 120000,
  salary_max: 160000,
  apply_url: 'https://remoteOK.com/remote-jobs/remote-senior-rust-engineer-ferrous-labs-1092837',
  url: 'https://remoteOK.com/remote-jobs/remote-senior-rust-engineer-ferrous-labs-1092837',
};

function fetchWith(body: unknown) {
  const http = stubSourceHttp(() => ({ body }));
  return { http, result: remoteokSource.fetchFeed(stubContext(http, base)) };
}

describe('remoteokSource', () => {
  it('skips the legal notice and reads each job, salary in US dollars a year', async () => {
    const postings = await fetchWith([notice, job]).result;
    expect(postings).toEqual([
      {
        source: 'remoteok',
        sourceId: '1092837',
        sourceUrl: 'https://remoteok.com/remote-jobs/remote-senior-rust-engineer-ferrous-labs-1092837',
        applyUrl: 'https://remoteok.com/remote-jobs/remote-senior-rust-engineer-ferrous-labs-1092837',
        title: 'Senior Rust Engineer',
        company: 'Ferrous Labs',
        location: 'Europe',
        remote: true,
        descriptionHtml: '<p>Write <em>safe</em> code.</p>',
        postedAt: new Date('2024-01-15T10:11:12Z'),
        salary: { min: 120000, max: 160000, currency: 'USD', period: 'year' },
        tags: ['rust', 'backend', 'senior'],
        companyLogoUrl: 'https://remoteok.com/assets/img/jobs/ferrous.png',
      },
    ]);
  });

  it('reads 0 as "no salary" and keeps one given bound', async () => {
    const postings = await fetchWith([
      notice,
      { ...job, id: '1', salary_min: 0, salary_max: 0 },
      { ...job, id: '2', salary_min: 0, salary_max: 90000 },
      { ...job, id: '3', salary_min: '85000', salary_max: null },
    ]).result;
    expect(postings.map((posting) => posting.salary)).toEqual([
      undefined,
      { min: null, max: 90000, currency: 'USD', period: 'year' },
      { min: 85000, max: null, currency: 'USD', period: 'year' },
    ]);
  });

  it('dates a job by its epoch, else by its ISO date', async () => {
    const [posting] = await fetchWith([{ ...job, epoch: null, date: '2024-02-01T00:00:00+02:00' }]).result;
    expect(posting?.postedAt).toEqual(new Date('2024-01-31T22:00:00Z'));
  });

  it('asks once at the base URL', async () => {
    const { http, result } = fetchWith([notice]);
    expect(await result).toEqual([]);
    expect(http.requests.map((request) => request.url)).toEqual([`${base}/api`]);
  });

  it('skips malformed elements and keeps the rest', async () => {
    const postings = await fetchWith([
      notice,
      null,
      'job',
      [job],
      { ...job, id: '' },
      { ...job, id: '4', position: null },
      { ...job, id: '5', company: { name: 'Ferrous' } },
      { ...job, id: '6', url: 'javascript:alert(document.cookie)' },
      { ...job, id: 7, tags: 'rust', location: 12, company_logo: 'not a url', logo: null, epoch: 'x', date: 'y', apply_url: '' },
    ]).result;
    expect(postings.map((posting) => posting.sourceId)).toEqual(['7']);
    expect(postings[0]).toMatchObject({ tags: [], location: undefined, companyLogoUrl: undefined, postedAt: undefined, applyUrl: undefined });
  });

  it('refuses an answer that is not a list', async () => {
    for (const body of [null, 'Remote OK', { jobs: [job] }, 42]) {
      const error = await fetchWith(body).result.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SourceError);
      expect(error).toMatchObject({ kind: 'invalid-response' });
    }
  });

  it('keeps at most 1,000 postings', async () => {
    const jobs = Array.from({ length: 1_100 }, (_, index) => ({ ...job, id: String(index + 1) }));
    const postings = await fetchWith([notice, ...jobs]).result;
    expect(postings).toHaveLength(1_000);
    expect(postings.at(-1)?.sourceId).toBe('1000');
  });

  it('reads what the fake Remote OK serves', async () => {
    const jobs: FixtureJob[] = [
      {
        id: '2001',
        title: 'Frontend Developer',
        company: 'Pixel Co',
        location: 'Worldwide',
        descriptionHtml: '<p>React &amp; CSS</p>',
        postedAt: new Date('2024-04-01T12:00:00Z'),
        salary: { min: 90_000, max: 120_000, currency: 'USD' },
        tags: ['react'],
      },
      {
        id: 'euro-job',
        title: 'Backend Developer',
        company: 'Pixel Co',
        location: 'Europe',
        descriptionHtml: '<p>Go</p>',
        postedAt: new Date('2024-04-02T12:00:00Z'),
        salary: { min: 70_000, max: 80_000, currency: 'EUR' },
      },
    ];
    const body = fakeRemoteok.body(jobs, { url: new URL(`${base}/api`), companyName: '' });
    const [first, second] = await fetchWith(body).result;
    expect(first).toMatchObject({
      sourceId: '2001',
      sourceUrl: 'https://remoteok.com/remote-jobs/remote-frontend-developer-pixel-co-2001',
      applyUrl: 'https://remoteok.com/l/2001',
      title: 'Frontend Developer',
      company: 'Pixel Co',
      location: 'Worldwide',
      remote: true,
      descriptionHtml: '<p>React &amp; CSS</p>',
      postedAt: new Date('2024-04-01T12:00:00Z'),
      salary: { min: 90_000, max: 120_000, currency: 'USD', period: 'year' },
      tags: ['react'],
    });
    // Remote OK has no fields for a salary in euros: the fake shows none, as the site would.
    expect(second).toMatchObject({ title: 'Backend Developer', postedAt: new Date('2024-04-02T12:00:00Z'), salary: undefined });
    expect(fakeRemoteok.boardSlug('/api')).toBeNull();
  });
});
