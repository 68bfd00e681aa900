import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeJibe, jibeJobId } from '../../testing/job-sources/jibe';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readJobLink } from '../links/read-job-link';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError } from '../source-error';
import { jibeJobInAddress, jibeSource } from './jibe';

const base = 'http://127.0.0.1:9/jibe/{board}';
const recorded = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../testing/recorded-sources/jibe/${file}`, import.meta.url), 'utf8')) as unknown;
const api = (host: string, page: number) => `http://127.0.0.1:9/jibe/${host}/api/jobs?limit=100&page=${page}`;

describe('jibeSource', () => {
  it("describes itself: an employer's Jibe site by its host, read only where users name it", () => {
    expect(jibeSource).toMatchObject({ kind: 'board', name: 'jibe', label: 'Jibe', urlEnv: 'JIBE_API_URL', credentials: [] });
    expect(jibeSource.terms).toMatchObject({ robotsTxt: true, namedOnly: true, anyHost: true });
    expect(jibeSource.boardUrl('careers.amd.com')).toBe('https://careers.amd.com/jobs');
  });

  it("reads the recorded answer of JCPenney's site: its jobs on the site, place, type, categories, day posted; no pay it does not state", async () => {
    const http = stubSourceHttp(() => ({ body: recorded('jht-jcp-api-jobs.json') }));
    const answer = await jibeSource.fetchBoard(stubContext(http, base), 'jobs.jcp.com');
    expect(http.requests.map((request) => request.url)).toEqual([api('jobs.jcp.com', 1), api('jobs.jcp.com', 2)]);
    expect(answer.companyName).toBe('JCPenney');
    expect(answer.postings).toHaveLength(2);
    expect(answer.postings[0]).toEqual({
      source: 'jibe',
      sourceId: 'jobs.jcp.com/9291',
      sourceUrl: 'https://jobs.jcp.com/jobs/9291',
      applyUrl: 'https://careers-jcpenney.icims.com/jobs/9291/login',
      title: 'Store Manager',
      company: 'JCPenney',
      location: 'Thornton, Colorado',
      employmentType: 'FULL_TIME',
      postedAt: new Date('2026-07-27T23:39:00Z'),
      tags: ['Store Salaried Positions'],
      board: { provider: 'jibe', slug: 'jobs.jcp.com' },
    });
    // Its unnamed fields hold dollar figures ("USD $47,740.00/Yr."), but nothing says what they are: no pay is shown.
    for (const posting of answer.postings) expect(normalizePosting(posting).salary).toBeNull();
    expect(normalizePosting(answer.postings[0]!).jobType).toBe('Full-time');
    // 6,172 jobs stated, two recorded: the board is read in part.
    expect(answer.complete).toBe(false);
  });

  it("reads the recorded answer of PetSmart's site: hourly pay as stated, without a currency it does not give", async () => {
    const http = stubSourceHttp(() => ({ body: recorded('jht-petsmart-api-jobs.json') }));
    const answer = await jibeSource.fetchBoard(stubContext(http, base), 'petsmart.jibeapply.com');
    expect(answer.postings.map((posting) => [posting.title, posting.location, posting.salary])).toEqual([
      ['Retail Operations Lead', 'Bayamon, Puerto Rico', { min: 13.66, max: 19.16, currency: null, period: 'hour' }],
      ['Retail Operations Lead', 'Bayamon, Puerto Rico', { min: 13.66, max: 19.16, currency: null, period: 'hour' }],
      ['Pet Groomer & Salon Trainer', 'Caguas, Puerto Rico', { min: 14.21, max: 19.71, currency: null, period: 'hour' }],
    ]);
    // Applications go to another ATS: the job's page is still the site's.
    expect(answer.postings[0]!.sourceUrl).toBe('https://petsmart.jibeapply.com/jobs/104479036723-41447668006');
    expect(answer.postings[0]!.applyUrl).toMatch(/^https:\/\/cta\.cadienttalent\.com\//);
  });

  it('reads its fake page by page to the count, and puts a pasted job first', async () => {
    const jobs: FixtureJob[] = Array.from({ length: 150 }, (_, at) => ({
      id: `job-${at}`,
      title: `Store Associate ${at}`,
      company: 'Acme Stores',
      location: 'Plano, Texas',
      descriptionHtml: '<p>Help.</p>',
      postedAt: new Date('2026-11-20T00:00:00Z'),
      employmentType: 'Part-time',
      salary: { min: 15, max: 18, currency: 'USD', period: 'hour' },
    }));
    const http = stubSourceHttp(fakeAnswers(fakeJibe, jobs, 'Acme Stores', 'http://127.0.0.1:9/jibe'));
    const wanted = `careers.acme.example/${jibeJobId(jobs[120]!)}`;
    const answer = await jibeSource.fetchBoard(stubContext(http, base), 'careers.acme.example', wanted);
    expect(answer.complete).toBe(true);
    expect(answer.postings).toHaveLength(150);
    expect(answer.postings[0]).toMatchObject({
      sourceId: wanted,
      title: 'Store Associate 120',
      salary: { min: 15, max: 18, currency: 'USD', period: 'hour' },
    });
    expect(http.requests).toHaveLength(2);
  });

  it('reads on past a page of jobs whose count is none: only a page without jobs ends the list', async () => {
    const jobs = Array.from({ length: 100 }, (_, at) => ({ data: { slug: String(at + 1), title: `Job ${at + 1}` } }));
    const http = stubSourceHttp((url) => ({ body: { jobs: url.searchParams.get('page') === '1' ? jobs : [], totalCount: 0 } }));
    const answer = await jibeSource.fetchBoard(stubContext(http, base), 'careers.acme.example');
    expect(http.requests).toHaveLength(2);
    expect(answer).toMatchObject({ complete: true });
    expect(answer.postings).toHaveLength(100);
    // A pay period that names no frequency of the list's (an inherited name) states no pay.
    const odd = stubSourceHttp(() => ({
      body: { jobs: [{ data: { slug: '1', title: 'Job', salary_min_value: 10, salary_frequency: 'constructor' } }], totalCount: 1 },
    }));
    expect((await jibeSource.fetchBoard(stubContext(odd, base), 'careers.acme.example')).postings[0]!.salary).toBeUndefined();
  });

  it('refuses a board name that is no host without asking; an answer without jobs is no Jibe site', async () => {
    const http = stubSourceHttp(() => ({ body: { error: 'not found' } }));
    for (const slug of ['acme', 'careers.acme.example/jobs', 'http://careers.acme.example'])
      await expect(jibeSource.fetchBoard(stubContext(http, base), slug)).rejects.toSatisfy((error) => isSourceError(error, 'not-found'));
    expect(http.requests).toEqual([]);
    await expect(jibeSource.fetchBoard(stubContext(http, base), 'careers.acme.example')).rejects.toSatisfy((error) =>
      isSourceError(error, 'not-found'),
    );
  });

  it("reads the links of Jibe's hosts and of hosts known to serve a Jibe site; elsewhere an address of Jibe's shape is only a guess", () => {
    expect(readJobLink(new URL('https://petsmart.jibeapply.com/jobs/104479036723-41447668006'))).toEqual({
      provider: 'jibe',
      slug: 'petsmart.jibeapply.com',
      sourceId: 'petsmart.jibeapply.com/104479036723-41447668006',
    });
    expect(readJobLink(new URL('https://petsmart.jibeapply.com/jobs'))).toEqual({
      problem: 'board-page',
      provider: 'jibe',
      slug: 'petsmart.jibeapply.com',
    });
    // A host known to serve a Jibe site (job-hunter-toolkit's probed list) is read as one by its address; another is not.
    expect(readJobLink(new URL('https://careers.amd.com/careers-home/jobs/52490?lang=en-us'))).toEqual({
      provider: 'jibe',
      slug: 'careers.amd.com',
      sourceId: 'careers.amd.com/52490',
    });
    expect(readJobLink(new URL('https://careers.unknown-employer.example/careers-home/jobs/52490'))).toBeNull();
    // The site's other pages are any page.
    expect(readJobLink(new URL('https://careers.amd.com/privacy'))).toBeNull();
    expect(jibeJobInAddress(new URL('https://careers.amd.com/careers-home/jobs/52490?lang=en-us'))).toEqual({
      slug: 'careers.amd.com',
      sourceId: 'careers.amd.com/52490',
    });
    expect(jibeJobInAddress(new URL('https://careers.garmin.com/careers-home/jobs/14353/job'))).toEqual({
      slug: 'careers.garmin.com',
      sourceId: 'careers.garmin.com/14353',
    });
    for (const address of [
      'https://careers.amd.com/a/b/jobs/1',
      'https://careers.amd.com/jobs/',
      'https://careers.amd.com/jobs/1/apply',
      'https://careers.amd.com:8443/jobs/1',
    ])
      expect(jibeJobInAddress(new URL(address))).toBeNull();
  });
});
