import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { externalPath, fakeWorkday } from '../../testing/job-sources/workday';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError } from '../source-error';
import { sourceAdapters } from './index';
import { readPostedOn, readWorkdayBoard, workdaySource } from './workday';

const base = 'http://127.0.0.1:9/workday/{board}';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);
const day = 86_400_000;

const job = (id: string, title: string, location = 'Berlin, Germany'): FixtureJob => ({
  id,
  title,
  company: 'Acme',
  location,
  descriptionHtml: `<p>${title} at Acme.</p>`,
  postedAt: new Date('2026-11-20T00:00:00Z'),
  employmentType: 'Full-time',
});

describe('workdaySource', () => {
  it('describes itself: a board is a tenant, pod and site, on the tenant host, its robots.txt obeyed', () => {
    expect(workdaySource).toMatchObject({ kind: 'board', name: 'workday', label: 'Workday', urlEnv: 'WORKDAY_API_URL', credentials: [] });
    expect(workdaySource.defaultBaseUrl).toBe('https://{board}.myworkdayjobs.com');
    expect(workdaySource.terms.robotsTxt).toBe(true);
    expect(workdaySource.boardUrl('NVIDIA.wd5/NVIDIAExternalCareerSite')).toBe('https://nvidia.wd5.myworkdayjobs.com/NVIDIAExternalCareerSite');
    expect(workdaySource.nameOfBoard?.('nvidia.wd5/NVIDIAExternalCareerSite')).toBe('Nvidia');
    expect(readWorkdayBoard('acme.wd12/External_Career-Site')).toEqual({ tenant: 'acme', pod: 'wd12', site: 'External_Career-Site' });
    for (const bad of [
      'acme',
      'acme/External',
      'acme.wd5',
      'a.b.wd5/x',
      'acme.wd5/x/y',
      'acme.wd5/../x',
      'acme.wd5/x?y',
      'acme.evil.test#.wd5/x',
      'acme.wdx/x',
    ])
      expect(() => readWorkdayBoard(bad), bad).toThrow(/not a valid Workday board name/);
  });

  it("reads a real list (Salesforce's): titles and job addresses, no place where it only counts them, days from words", async () => {
    const postings = await recorded('workday/careerkit-salesforce-jobs.json');
    expect(postings.map((posting) => [posting.sourceId, posting.title])).toEqual([
      [
        'job/Virginia---Washington-DC-Metro---Remote/Solution-Architect---Senior-Solution-Architect---PubSec---SLED-NGO_JR354232',
        'Solution Architect / Senior Solution Architect - PubSec - SLED/NGO',
      ],
      [
        'job/Illinois---Chicago/Customer-Success-Manager---Global-Public-Sector--State---Local-Gov-_JR332446',
        'Customer Success Manager - Global Public Sector (State, Local Government and Education)',
      ],
    ]);
    expect(postings[0]!.sourceUrl).toBe(
      'https://recorded.wd1.myworkdayjobs.com/Careers/job/Virginia---Washington-DC-Metro---Remote/Solution-Architect---Senior-Solution-Architect---PubSec---SLED-NGO_JR354232',
    );
    // "3 Locations" names none; the list has no pay, type or description, and none is made up.
    expect(postings[0]).toMatchObject({ salary: null, jobType: null, descriptionText: '' });
    expect(postings[0]!.location).toBeFalsy();
    const today = Math.floor(Date.now() / day) * day;
    expect(postings.map((posting) => posting.postedAt?.getTime())).toEqual([today - day, today - 3 * day]);
  });

  it("reads a real job answer (NVIDIA's): its description, every place, the day it went up, its time type; the legal entity is not taken for the company", async () => {
    const [posting] = await recorded('workday/clearfetch-nvidia-job.json');
    expect(posting).toMatchObject({
      source: 'workday',
      sourceId: 'job/Israel-Beer-Sheva/Senior-Chip-Design-Verification-Engineer_JR2015057',
      sourceUrl: 'https://recorded.wd1.myworkdayjobs.com/Careers/job/Israel-Beer-Sheva/Senior-Chip-Design-Verification-Engineer_JR2015057',
      title: 'Senior Chip Design Verification Engineer',
      company: 'recorded',
      postedAt: new Date('2026-09-29T00:00:00Z'),
      jobType: 'Full-time',
      salary: null,
    });
    expect(posting!.location).toMatch(/Beer Sheva.*; .*Tel Aviv/);
    expect(posting!.descriptionText).toMatch(/^NVIDIA is looking for/);
  });

  it('pages the list 20 at a time up to five pages, says a bigger board was read in part, and posts the search the site posts', async () => {
    let page = 0;
    const http = stubSourceHttp(() => {
      const offset = 20 * page++;
      return {
        body: {
          total: 130,
          jobPostings: Array.from({ length: 20 }, (_, n) => ({ title: `Job ${offset + n}`, externalPath: `/job/Berlin/Job_${offset + n}` })),
        },
      };
    });
    const answer = await workdaySource.fetchBoard(stubContext(http, base), 'acme.wd5/External');
    expect(answer.postings).toHaveLength(100);
    expect(answer.complete).toBe(false);
    expect(http.requests.map((request) => request.url)).toEqual(Array(5).fill('http://127.0.0.1:9/workday/acme.wd5/wday/cxs/acme/External/jobs'));
    expect(http.requests[1]!.request).toEqual({ method: 'POST', body: { appliedFacets: {}, limit: 20, offset: 20, searchText: '' } });
  });

  it('takes the count from the first page only (a big board answers total 0 after it), and calls a board read to its last page complete', async () => {
    let page = 0;
    const http = stubSourceHttp(() => {
      const offset = 20 * page++;
      const count = offset < 60 ? 20 : 5;
      return {
        body: {
          total: offset === 0 ? 65 : 0,
          jobPostings: Array.from({ length: count }, (_, n) => ({ title: `Job ${offset + n}`, externalPath: `/job/Berlin/Job_${offset + n}` })),
        },
      };
    });
    const answer = await workdaySource.fetchBoard(stubContext(http, base), 'acme.wd5/External');
    expect(answer.postings).toHaveLength(65);
    expect(answer.complete).toBe(true);
    expect(http.requests).toHaveLength(4);

    // Past the pages one read takes, with later pages saying 0: read in part, nothing closed.
    let more = 0;
    const big = stubSourceHttp(() => {
      const offset = 20 * more++;
      return {
        body: {
          total: offset === 0 ? 648 : 0,
          jobPostings: Array.from({ length: 20 }, (_, n) => ({ title: `Job ${offset + n}`, externalPath: `/job/Berlin/Job_${offset + n}` })),
        },
      };
    });
    const partial = await workdaySource.fetchBoard(stubContext(big, base), 'acme.wd5/External');
    expect(partial.postings).toHaveLength(100);
    expect(partial.complete).toBe(false);
  });

  it('reads the job a user asked for whole, in place of its list row; a job the site no longer has leaves the board as listed', async () => {
    const jobs = [job('1', 'Platform Engineer'), job('2', 'Data Analyst', 'Munich, Germany')];
    const http = stubSourceHttp(fakeAnswers(fakeWorkday, jobs, 'Acme', base));
    const wanted = externalPath(jobs[1]!).slice(1);
    const answer = await workdaySource.fetchBoard(stubContext(http, base), 'acme.wd5/Careers', wanted);
    expect(answer.complete).toBe(true);
    expect(answer.postings).toHaveLength(2);
    expect(answer.postings[1]).toMatchObject({
      sourceId: wanted,
      title: 'Data Analyst',
      descriptionHtml: '<p>Data Analyst at Acme.</p>',
      employmentType: 'Full time',
    });
    expect(answer.postings[0]!.descriptionHtml).toBeUndefined();
    const missing = await workdaySource.fetchBoard(stubContext(http, base), 'acme.wd5/Careers', 'job/Berlin/Gone_R9');
    expect(missing.postings.map((posting) => posting.title)).toEqual(['Platform Engineer', 'Data Analyst']);
  });

  it('refuses an answer without a list, skips rows without a job address or title, and asks nothing for a bad board name', async () => {
    const http = stubSourceHttp(() => ({
      body: { total: 3, jobPostings: [{ title: 'No path' }, { externalPath: '/job/x/y_1' }, { title: 'Odd', externalPath: '/details/y_1' }, 5] },
    }));
    expect((await workdaySource.fetchBoard(stubContext(http, base), 'acme.wd5/Careers')).postings).toEqual([]);
    const junk = stubSourceHttp(() => ({ body: { jobs: [] } }));
    await expect(workdaySource.fetchBoard(stubContext(junk, base), 'acme.wd5/Careers')).rejects.toThrow(/no jobPostings/);
    let asked = 0;
    const counting = stubSourceHttp(() => (asked++, { body: {} }));
    const error = await workdaySource.fetchBoard(stubContext(counting, base), 'evil.test/x').catch((caught: unknown) => caught);
    expect(isSourceError(error, 'not-found')).toBe(true);
    expect(asked).toBe(0);
  });

  it('reads "Posted …" words as a day, and none where they give none', () => {
    const now = Date.parse('2026-11-27T15:00:00Z');
    expect(readPostedOn('Posted Today', now)).toEqual(new Date('2026-11-27T00:00:00Z'));
    expect(readPostedOn('Posted Yesterday', now)).toEqual(new Date('2026-11-26T00:00:00Z'));
    expect(readPostedOn('Posted 2 Days Ago', now)).toEqual(new Date('2026-11-25T00:00:00Z'));
    expect(readPostedOn('Posted 30+ Days Ago', now)).toBeUndefined();
    expect(readPostedOn('Vor 2 Tagen', now)).toBeUndefined();
    expect(readPostedOn(7, now)).toBeUndefined();
  });

  it('reads the way of working a list item or a job answer states (remoteType): Onsite, Hybrid, Remote; Flex says none', async () => {
    const jobPostings = ['Onsite', 'Hybrid', 'Remote', 'Flex'].map((remoteType, at) => ({
      title: `Engineer ${at}`,
      externalPath: `/job/Reston/Engineer_R${at}`,
      locationsText: 'Reston',
      remoteType,
    }));
    const job = {
      jobPostingInfo: {
        title: 'Engineer 0',
        location: 'Reston',
        remoteType: 'Onsite',
        externalUrl: 'https://acme.wd1.myworkdayjobs.com/External/job/Reston/Engineer_R0',
      },
    };
    const http = stubSourceHttp((url) => ({ body: url.pathname.endsWith('/jobs') ? { total: 4, jobPostings } : job }));
    const answer = await workdaySource.fetchBoard(
      stubContext(http, 'http://127.0.0.1:9/workday/{board}'),
      'acme.wd1/External',
      'job/Reston/Engineer_R0',
    );
    expect(answer.postings.map((posting) => [posting.sourceId, posting.workplace ?? null])).toEqual([
      ['job/Reston/Engineer_R0', 'onsite'],
      ['job/Reston/Engineer_R1', 'hybrid'],
      ['job/Reston/Engineer_R2', 'remote'],
      ['job/Reston/Engineer_R3', null],
    ]);
  });
});
