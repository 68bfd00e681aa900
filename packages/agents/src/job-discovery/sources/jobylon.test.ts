import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeJobylon, jobylonJobId } from '../../testing/job-sources/jobylon';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { parseBoardReference } from '../normalize/company-names';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError } from '../source-error';
import { jobylonSource } from './jobylon';

const base = 'http://127.0.0.1:9/jobylon';
const recorded = readFileSync(new URL('../../testing/recorded-sources/jobylon/jobseek-mcdonalds-sverige-embed.html', import.meta.url), 'utf8');
const embed = (board: string) => `${base}/jobs/${board}/embed/v2/`;

describe('jobylonSource', () => {
  it("describes itself: a company's careers embed on cdn.jobylon.com, its robots.txt obeyed", () => {
    expect(jobylonSource).toMatchObject({ kind: 'board', name: 'jobylon', label: 'Jobylon', urlEnv: 'JOBYLON_API_URL', credentials: [] });
    expect(jobylonSource.defaultBaseUrl).toBe('https://cdn.jobylon.com');
    expect(jobylonSource.terms).toMatchObject({ robotsTxt: true, minIntervalMs: 3_600_000 });
    expect(jobylonSource.boardUrl('companies/1955')).toBe('https://cdn.jobylon.com/jobs/companies/1955/embed/v2/');
    // A Target Company may name the board by its embed's address.
    expect(parseBoardReference('https://cdn.jobylon.com/jobs/companies/1955/embed/v2/?target=_parent')).toEqual({
      provider: 'jobylon',
      slug: 'companies/1955',
    });
    // A group of brands names no one company: not read.
    expect(parseBoardReference('jobylon:company-groups/12')).toBeNull();
    expect(parseBoardReference('jobylon:mcdonalds')).toBeNull();
  });

  it("reads the recorded embed (McDonald's Sverige): every job, its page, places, type and Swedish dates", async () => {
    const http = stubSourceHttp(() => ({ body: recorded }));
    const answer = await jobylonSource.fetchBoard(stubContext(http, base), 'companies/1955');
    expect(http.requests.map((request) => request.url)).toEqual([embed('companies/1955')]);
    expect(answer.companyName).toBe('McDonald’s Sverige');
    expect(answer.complete).toBe(true);
    expect(answer.postings).toHaveLength(125);
    expect(answer.postings[0]).toEqual({
      source: 'jobylon',
      sourceId: '355795',
      sourceUrl: 'https://emp.jobylon.com/jobs/355795-mcdonalds-sverige-kopia-av-mcdonalds-varberg-nord-soker-nya-glada-medarbetare/',
      title: "Kopia av McDonald's Varberg Nord söker nya glada medarbetare",
      company: 'McDonald’s Sverige',
      location: 'Varberg',
      employmentType: 'Deltid',
      department: '233 - Varberg Nord',
      postedAt: new Date('2026-04-21T00:00:00Z'),
      companyLogoUrl:
        'https://media-eu.jobylon.com/CACHE/companies/company-logo/mcdonalds-sverige/logo-europe-green-1520b0b31-1.04fd453d/1f2659c445ae818fe8992cc7ee55ee91.jpg',
      board: { provider: 'jobylon', slug: 'companies/1955' },
    });
    // Every job is this company's, on its own page, with a day it was published; none has pay or a summary ('None').
    for (const posting of answer.postings) {
      expect(posting.sourceUrl).toMatch(new RegExp(`^https://emp\\.jobylon\\.com/jobs/${posting.sourceId}-[a-z0-9-]+/$`));
      expect(posting.postedAt).toBeInstanceOf(Date);
      expect(posting.descriptionText).toBeUndefined();
      expect(posting.salary).toBeUndefined();
    }
    const types = new Map<string, number>();
    for (const posting of answer.postings.map(normalizePosting)) types.set(String(posting.jobType), (types.get(String(posting.jobType)) ?? 0) + 1);
    // Heltid and Deltid are the contract's Full-time and Part-time; seasonal and extra work name no type of ours.
    expect(Object.fromEntries(types)).toEqual({ 'Full-time': 61, 'Part-time': 60, null: 4 });
    // "1 oktober 2025": the month in the job's own language.
    expect(answer.postings.some((posting) => posting.postedAt?.toISOString() === '2025-10-01T00:00:00.000Z')).toBe(true);
  });

  it('reads what its fake answers, jobs the fake renders as the real embed does', async () => {
    const jobs: FixtureJob[] = [
      {
        id: 'cook-1',
        title: "Line Cook, O'Hare",
        company: 'Acme Kitchens',
        location: 'Chicago, IL',
        descriptionHtml: '<p>Cook.</p>',
        postedAt: new Date('2026-11-20T00:00:00Z'),
        employmentType: 'Part-time',
        department: 'Kitchen',
      },
    ];
    const http = stubSourceHttp(fakeAnswers(fakeJobylon, jobs, 'Acme Kitchens', base));
    const answer = await jobylonSource.fetchBoard(stubContext(http, base), 'companies/42');
    expect(answer.companyName).toBe('Acme Kitchens');
    expect(answer.postings).toEqual([
      expect.objectContaining({
        sourceId: jobylonJobId(jobs[0]!),
        title: "Line Cook, O'Hare",
        location: 'Chicago, IL',
        employmentType: 'Part-time',
        department: 'Kitchen',
        postedAt: new Date('2026-11-20T00:00:00Z'),
      }),
    ]);
  });

  it('refuses a board name that is no Jobylon company without asking, and an answer that is no embed', async () => {
    const http = stubSourceHttp(() => ({ body: '<html><body>Page not found</body></html>' }));
    for (const slug of ['mcdonalds', 'companies/abc', 'companies/0', '../companies/1'])
      await expect(jobylonSource.fetchBoard(stubContext(http, base), slug)).rejects.toSatisfy((error) => isSourceError(error, 'not-found'));
    expect(http.requests).toEqual([]);
    await expect(jobylonSource.fetchBoard(stubContext(http, base), 'companies/7')).rejects.toSatisfy((error) =>
      isSourceError(error, 'invalid-response'),
    );
  });

  it('never runs the script: a call, a variable or an unclosed list makes the answer unreadable', async () => {
    for (const script of [
      "JBL.embed_v2['companies'] = [f()]; JBL.embed_v2['jobs'] = [];",
      "JBL.embed_v2['jobs'] = [{ id: '1', title: alert(1) }];",
      "JBL.embed_v2['jobs'] = [{ id: '1', title: window.name }];",
      "JBL.embed_v2['jobs'] = [{ id: '1', title: 'x' ",
      `JBL.embed_v2['jobs'] = ${'['.repeat(10_000)};`,
    ]) {
      const http = stubSourceHttp(() => ({ body: `<script>${script}</script>` }));
      await expect(jobylonSource.fetchBoard(stubContext(http, base), 'companies/7')).rejects.toSatisfy((error) =>
        isSourceError(error, 'invalid-response'),
      );
    }
  });

  it('leaves out jobs for the staff only, and jobs without a page of their own', async () => {
    const script = `JBL.embed_v2['companies'] = ['Acme AB',]; JBL.embed_v2['jobs'] = [
      { id: '1', url: '/jobs/1-a/', title: 'Open', is_internal: false },
      { id: '2', url: '/jobs/2-b/', title: 'Staff only', is_internal: true },
      { id: '3', url: 'https://evil.example/jobs/3-c/', title: 'Elsewhere' },
      { id: '4', url: '/jobs/5-d/', title: 'Another job\\'s page' },
      { id: '6', url: '/jobs/6-x/../../../evil', title: 'Out of its path' },
    ];`;
    const http = stubSourceHttp(() => ({ body: `<script>${script}</script>` }));
    const answer = await jobylonSource.fetchBoard(stubContext(http, base), 'companies/7');
    expect(answer.postings.map((posting) => [posting.title, posting.company])).toEqual([['Open', 'Acme AB']]);
    expect(answer.companyName).toBe('Acme AB');
    // An embed that names no one company: its jobs would have none, and the board's name would be made up.
    for (const companies of ['', "JBL.embed_v2['companies'] = ['Acme AB', 'Acme Oy'];"]) {
      const group = stubSourceHttp(() => ({
        body: `<script>${companies} JBL.embed_v2['jobs'] = [{ id: '1', url: '/jobs/1-a/', title: 'Open' }];</script>`,
      }));
      await expect(jobylonSource.fetchBoard(stubContext(group, base), 'companies/7')).rejects.toSatisfy((error) =>
        isSourceError(error, 'invalid-response'),
      );
    }
  });
});
