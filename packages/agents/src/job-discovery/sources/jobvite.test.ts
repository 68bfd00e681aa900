import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeJobvite, jobviteJobId } from '../../testing/job-sources/jobvite';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readJobLink } from '../links/read-job-link';
import { isSourceError, SourceError } from '../source-error';
import { jobviteMaxPages, jobviteSource, readJobviteLink } from './jobvite';

const base = 'http://127.0.0.1:9/jobvite';
const recorded = readFileSync(
  new URL('../../testing/recorded-sources/jobvite/careerkit-feedingamerica-search-trimmed.html', import.meta.url),
  'utf8',
);
const search = (page: number, company = 'acme') => `${base}/${company}/search?l=&c=&q=&nl=1&p=${page}`;

const job = (id: string, title: string, more: Partial<FixtureJob> = {}): FixtureJob => ({
  id,
  title,
  company: 'Acme',
  location: 'Chicago, Illinois',
  descriptionHtml: `<p>${title} at Acme: the whole description.</p>`,
  postedAt: new Date('2026-11-20T00:00:00Z'),
  employmentType: 'Full-time',
  ...more,
});

describe('jobviteSource', () => {
  it("describes itself: a company's name on jobs.jobvite.com, its robots.txt obeyed", () => {
    expect(jobviteSource).toMatchObject({ kind: 'board', name: 'jobvite', label: 'Jobvite', urlEnv: 'JOBVITE_API_URL', credentials: [] });
    expect(jobviteSource.defaultBaseUrl).toBe('https://jobs.jobvite.com');
    expect(jobviteSource.terms).toMatchObject({ robotsTxt: true, minIntervalMs: 3_600_000 });
    expect(jobviteSource.terms.namedOnly).toBeUndefined();
    expect(jobviteSource.boardUrl('feedingamerica')).toBe('https://jobs.jobvite.com/feedingamerica/jobs');
  });

  it("reads the recorded search page (Feeding America's): each row's job, title and place, on the company's site", async () => {
    const http = stubSourceHttp((url) => ({ body: url.searchParams.get('p') === '0' ? recorded : '<table class="jv-job-list"></table>' }));
    const answer = await jobviteSource.fetchBoard(stubContext(http, base), 'feedingamerica');
    expect(answer.postings).toEqual([
      {
        source: 'jobvite',
        sourceId: 'octxAfww',
        sourceUrl: 'https://jobs.jobvite.com/feedingamerica/job/octxAfww',
        title: 'Manager, Development (Chicago/Hybrid)',
        company: 'feedingamerica',
        location: 'Chicago, Illinois',
        board: { provider: 'jobvite', slug: 'feedingamerica' },
      },
      {
        source: 'jobvite',
        sourceId: 'ohAzAfwK',
        sourceUrl: 'https://jobs.jobvite.com/feedingamerica/job/ohAzAfwK',
        title: 'Manager, Technology Vendor Management (Chicago/Hybrid)',
        company: 'feedingamerica',
        location: 'Chicago, Illinois',
        board: { provider: 'jobvite', slug: 'feedingamerica' },
      },
    ]);
    // The end is a page without jobs: the board was read whole.
    expect(http.requests.map((request) => request.url)).toEqual([search(0, 'feedingamerica'), search(1, 'feedingamerica')]);
    expect(answer).toMatchObject({ companyName: null, complete: true });
  });

  it('reads page after page until one lists no job; stops at its bound (read in part) and at a page it has read (the site ignores p)', async () => {
    const jobs = Array.from({ length: 120 }, (_, n) => job(String(5000 + n), `Job ${n}`));
    const http = stubSourceHttp(fakeAnswers(fakeJobvite, jobs, 'Acme', base));
    const answer = await jobviteSource.fetchBoard(stubContext(http, base), 'acme');
    expect(http.requests.map((request) => request.url)).toEqual([search(0), search(1), search(2), search(3)]);
    expect(answer.postings).toHaveLength(120);
    expect(answer.complete).toBe(true);

    const many = Array.from({ length: 50 * jobviteMaxPages + 1 }, (_, n) => job(String(9000 + n), `Job ${n}`));
    const bounded = stubSourceHttp(fakeAnswers(fakeJobvite, many, 'Acme', base));
    expect(await jobviteSource.fetchBoard(stubContext(bounded, base), 'acme')).toMatchObject({ complete: false });
    expect(bounded.requests).toHaveLength(jobviteMaxPages);

    const same = stubSourceHttp((url) => fakeAnswers(fakeJobvite, jobs, 'Acme', base)(new URL(url.href.replace(/p=\d+$/, 'p=0'))));
    const stuck = await jobviteSource.fetchBoard(stubContext(same, base), 'acme');
    expect(same.requests).toHaveLength(2);
    expect(stuck).toMatchObject({ complete: false });
  });

  it('keeps only links to this company\'s jobs; "2 Locations" is no place', async () => {
    const page = `<table class="jv-job-list">
      <tr><td class="jv-job-list-name"><a href="/acme/job/abcd1234">Nurse</a></td><td class="jv-job-list-location">2 Locations</td></tr>
      <tr><td><a href="/other/job/efgh5678">Elsewhere</a></td><td class="jv-job-list-location">Austin</td></tr>
      <tr><td><a href="https://evil.example/acme/job/ijkl9012">Phish</a></td></tr>
      <tr><td><a href="/acme/job/../admin">Up</a></td></tr>
      <tr><td><a href="/acme/job/mnop3456/apply">Apply</a></td></tr>
    </table>`;
    const http = stubSourceHttp((url) => ({ body: url.searchParams.get('p') === '0' ? page : '<table class="jv-job-list"></table>' }));
    const answer = await jobviteSource.fetchBoard(stubContext(http, base), 'acme');
    expect(answer.postings.map((posting) => [posting.sourceId, posting.title, posting.location])).toEqual([['abcd1234', 'Nurse', undefined]]);
  });

  it('says a company Jobvite sends elsewhere, or whose board is closed, is no board; a page that is no Jobvite search is invalid', async () => {
    const moved = stubSourceHttp(() => ({ error: new SourceError('http', 'redirected to another host (HTTP 302); not followed', 302) }));
    expect(isSourceError(await jobviteSource.fetchBoard(stubContext(moved, base), 'gone').catch((error: unknown) => error), 'not-found')).toBe(true);
    const closed = stubSourceHttp(() => ({
      body: '<p>This page is no longer available. <a href="https://www.jobvite.com/why-jobvite/">Jobvite</a></p>',
    }));
    expect(isSourceError(await jobviteSource.fetchBoard(stubContext(closed, base), 'closed').catch((error: unknown) => error), 'not-found')).toBe(
      true,
    );
    const other = stubSourceHttp(() => ({ body: '<html><body><div id="app"></div></body></html>' }));
    expect(
      isSourceError(await jobviteSource.fetchBoard(stubContext(other, base), 'engage').catch((error: unknown) => error), 'invalid-response'),
    ).toBe(true);
  });

  it("reads a pasted job whole from its page (its JobPosting), listed or not; the page's employer names the board", async () => {
    const jobs = [job('6001', 'Cook'), job('6002', 'Driver', { location: 'Austin, Texas' })];
    const http = stubSourceHttp(fakeAnswers(fakeJobvite, jobs, 'Feeding America', base));
    const answer = await jobviteSource.fetchBoard(stubContext(http, base), 'acme', jobviteJobId(jobs[1]!));
    expect(http.requests.at(-1)!.url).toBe(`${base}/acme/job/${jobviteJobId(jobs[1]!)}`);
    expect(answer.postings.find((posting) => posting.sourceId === jobviteJobId(jobs[1]!))).toMatchObject({
      title: 'Driver',
      company: 'Feeding America',
      descriptionHtml: '<p>Driver at Acme: the whole description.</p>',
      employmentType: 'FULL_TIME',
    });
    expect(answer.companyName).toBe('Feeding America');
    // Not listed (taken down since, or past the pages read): its page alone; a page that is gone: not there.
    const unlisted = stubSourceHttp((url) =>
      url.pathname.endsWith('/search')
        ? { body: '<table class="jv-job-list"></table>' }
        : fakeAnswers(fakeJobvite, jobs, 'Feeding America', base)(url),
    );
    expect(
      (await jobviteSource.fetchBoard(stubContext(unlisted, base), 'acme', jobviteJobId(jobs[0]!))).postings.map((posting) => posting.title),
    ).toEqual(['Cook']);
    expect((await jobviteSource.fetchBoard(stubContext(unlisted, base), 'acme', 'zzzz9999')).postings).toEqual([]);
  });
});

describe('readJobviteLink', () => {
  it('reads a job link, with or without /careers and /apply; a company page is its board', () => {
    expect(readJobviteLink(new URL('https://jobs.jobvite.com/feedingamerica/job/octxAfww'))).toEqual({
      slug: 'feedingamerica',
      sourceId: 'octxAfww',
    });
    expect(readJobviteLink(new URL('https://jobs.jobvite.com/careers/feedingamerica/job/octxAfww/apply?nl=0'))).toEqual({
      slug: 'feedingamerica',
      sourceId: 'octxAfww',
    });
    for (const board of [
      'https://jobs.jobvite.com/feedingamerica',
      'https://jobs.jobvite.com/feedingamerica/jobs',
      'https://jobs.jobvite.com/feedingamerica/search?p=2',
    ])
      expect(readJobviteLink(new URL(board)), board).toBe('board-page');
    expect(readJobviteLink(new URL('https://jobs.jobvite.com/feedingamerica/job/oc%2Fx'))).toBe('bad-id');
    expect(readJobviteLink(new URL('https://jobs.jobvite.com/feedingamerica/job/octxAfww/edit'))).toBe('bad-id');
    for (const other of ['https://jobvite.com/feedingamerica/job/octxAfww', 'https://jobs.jobvite.com:8443/feedingamerica/job/octxAfww'])
      expect(readJobviteLink(new URL(other)), other).toBeNull();
  });

  it('is how add-by-link reads jobs.jobvite.com', () => {
    expect(readJobLink(new URL('https://JOBS.jobvite.com./feedingamerica/job/octxAfww'))).toEqual({
      provider: 'jobvite',
      slug: 'feedingamerica',
      sourceId: 'octxAfww',
    });
    expect(readJobLink(new URL('https://jobs.jobvite.com/feedingamerica/jobs'))).toEqual({
      problem: 'board-page',
      provider: 'jobvite',
      slug: 'feedingamerica',
    });
  });
});
