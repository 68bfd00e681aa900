import { describe, expect, it } from 'vitest';
import { fakeArbeitnow } from '../../testing/job-sources/arbeitnow';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { SourceError } from '../source-error';
import { arbeitnowSource } from './arbeitnow';

const base = 'http://127.0.0.1:9/arbeitnow';

const job = {
  slug: 'senior-php-developer-berlin-304561',
  company_name: 'Kontor GmbH',
  title: 'Senior PHP Developer (m/w/d)',
  description: '<p>Wir suchen <strong>dich</strong>.</p>',
  remote: false,
  url: 'https://www.arbeitnow.com/jobs/companies/kontor-gmbh/senior-php-developer-berlin-304561',
  tags: ['Software Development', 'IT'],
  job_types: ['berufserfahren', 'full time'],
  location: 'Berlin',
  created_at: 1705313472,
};

// Hand-written in the shape https://www.arbeitnow.com/api/job-board-api answers.
function page(number: number, data: unknown[], next: boolean) {
  const path = 'https://www.arbeitnow.com/api/job-board-api';
  return {
    data,
    links: {
      first: `${path}?page=1`,
      last: null,
      prev: number > 1 ? `${path}?page=${number - 1}` : null,
      next: next ? `${path}?page=${number + 1}` : null,
    },
    meta: {
      current_page: number,
      from: 1,
      path,
      per_page: 100,
      to: data.length,
      terms: 'Please link back to Arbeitnow.',
      info: 'Jobs are updated every hour.',
    },
  };
}

function fetchPages(pages: Record<string, unknown>) {
  const http = stubSourceHttp((url) => (url.searchParams.get('page')! in pages ? { body: pages[url.searchParams.get('page')!] } : undefined));
  return { http, result: arbeitnowSource.fetchFeed(stubContext(http, base)) };
}

describe('arbeitnowSource', () => {
  it('reads a job with the remote flag, epoch-second date and job types as given', async () => {
    const remoteJob = { ...job, slug: 'remote-devops-1', title: 'DevOps Engineer', remote: true, location: 'Remote', job_types: [], tags: [] };
    const [first, second] = await fetchPages({ 1: page(1, [job, remoteJob], false) }).result;
    expect(first).toEqual({
      source: 'arbeitnow',
      sourceId: 'senior-php-developer-berlin-304561',
      sourceUrl: 'https://www.arbeitnow.com/jobs/companies/kontor-gmbh/senior-php-developer-berlin-304561',
      title: 'Senior PHP Developer (m/w/d)',
      company: 'Kontor GmbH',
      location: 'Berlin',
      remote: false,
      descriptionHtml: '<p>Wir suchen <strong>dich</strong>.</p>',
      postedAt: new Date('2024-01-15T10:11:12Z'),
      employmentType: 'berufserfahren, full time',
      tags: ['Software Development', 'IT'],
    });
    expect(first?.salary).toBeUndefined();
    expect(second).toMatchObject({ sourceId: 'remote-devops-1', remote: true, location: 'Remote', employmentType: undefined });
  });

  it('follows pages while the answer names a next one, at most 3, building each URL from the base', async () => {
    const { http, result } = fetchPages({
      1: page(1, [{ ...job, slug: 'a' }], true),
      2: page(2, [{ ...job, slug: 'b' }], true),
      3: page(3, [{ ...job, slug: 'c' }], true),
      4: page(4, [{ ...job, slug: 'd' }], false),
    });
    expect((await result).map((posting) => posting.sourceId)).toEqual(['a', 'b', 'c']);
    expect(http.requests.map((request) => request.url)).toEqual([1, 2, 3].map((n) => `${base}/api/job-board-api?page=${n}`));
  });

  it('stops at the page whose next link is null, and never follows a host the answer names', async () => {
    const evil = { ...page(1, [job], false), links: { next: 'http://169.254.169.254/latest?page=2' } };
    const { http, result } = fetchPages({ 1: evil, 2: page(2, [{ ...job, slug: 'b' }], false) });
    expect(await result).toHaveLength(2);
    expect(http.requests.map((request) => request.url)).toEqual([`${base}/api/job-board-api?page=1`, `${base}/api/job-board-api?page=2`]);

    const single = fetchPages({ 1: page(1, [job], false) });
    await single.result;
    expect(single.http.requests).toHaveLength(1);
  });

  it('skips malformed jobs and keeps the rest', async () => {
    const data = [
      null,
      42,
      { ...job, slug: '' },
      { ...job, slug: 's1', title: ['Developer'] },
      { ...job, slug: 's2', company_name: null },
      { ...job, slug: 's3', url: 'data:text/html,hi' },
      { ...job, slug: 's4', remote: 'yes', created_at: 'soon', job_types: null, location: null },
    ];
    const postings = await fetchPages({ 1: page(1, data, false) }).result;
    expect(postings.map((posting) => posting.sourceId)).toEqual(['s4']);
    expect(postings[0]).toMatchObject({ remote: undefined, postedAt: undefined, employmentType: undefined, location: undefined });
  });

  it('refuses a page without a list of jobs, and a links block it cannot read does not', async () => {
    for (const body of [null, [job], { data: 'none' }, { jobs: [job] }]) {
      const error = await fetchPages({ 1: body }).result.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SourceError);
      expect(error).toMatchObject({ kind: 'invalid-response' });
    }
    await expect(fetchPages({ 1: page(2, [job], true), 2: { data: null } }).result).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(await fetchPages({ 1: { data: [job], links: 'broken' } }).result).toHaveLength(1);
  });

  it('keeps at most 1,000 postings', async () => {
    const many = (prefix: string) => Array.from({ length: 400 }, (_, index) => ({ ...job, slug: `${prefix}${index}` }));
    const { http, result } = fetchPages({ 1: page(1, many('a'), true), 2: page(2, many('b'), true), 3: page(3, many('c'), true) });
    const postings = await result;
    expect(postings).toHaveLength(1_000);
    expect(postings.at(-1)?.sourceId).toBe('c199');
    expect(http.requests).toHaveLength(3);
  });

  it('reads what the fake Arbeitnow serves', async () => {
    const jobs: FixtureJob[] = [
      {
        id: '77',
        title: 'Data Engineer',
        company: 'Datenwerk AG',
        location: 'Hamburg',
        remote: true,
        descriptionHtml: '<ul><li>SQL</li></ul>',
        postedAt: new Date('2024-05-06T07:08:09Z'),
        salary: { min: 60_000, max: 75_000, currency: 'EUR' },
        employmentType: 'Full-time',
        tags: ['Data'],
      },
    ];
    const body = fakeArbeitnow.body(jobs, { url: new URL(`${base}/api/job-board-api?page=1`), companyName: '' });
    const { http, result } = fetchPages({ 1: body });
    const [posting] = await result;
    expect(posting).toMatchObject({
      sourceId: 'data-engineer-77',
      sourceUrl: 'https://www.arbeitnow.com/jobs/companies/datenwerk-ag/data-engineer-77',
      title: 'Data Engineer',
      company: 'Datenwerk AG',
      location: 'Hamburg',
      remote: true,
      descriptionHtml: '<ul><li>SQL</li></ul>',
      postedAt: new Date('2024-05-06T07:08:09Z'),
      employmentType: 'full time',
      tags: ['Data'],
    });
    // Arbeitnow has no salary fields: the fixture's salary is not carried.
    expect(posting?.salary).toBeUndefined();
    expect(http.requests).toHaveLength(1);
    expect(fakeArbeitnow.boardSlug('/api/job-board-api')).toBeNull();
  });
});
