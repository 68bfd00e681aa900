import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakePaylocity, paylocityJobIdOf } from '../../testing/job-sources/paylocity';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError } from '../source-error';
import { sourceAdapters } from './index';
import { maxPageDataChars, paylocityBoardOfPage, paylocitySource, readPageData, readPaylocityLink } from './paylocity';
import { isBoardSlug } from './board-names';

const base = 'http://127.0.0.1:9/paylocity';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);
const recording = (name: string) => readFileSync(new URL(`../../testing/recorded-sources/paylocity/${name}`, import.meta.url), 'utf8');

const fermi = 'add565e9-4cee-4334-8182-9de221ffb9e4';
const sendCutSend = '3ecffcba-6b5a-4a7e-b71b-bbb54a4527ab';

/** A stub Paylocity answering a board's page and its jobs' pages, as recorded; any other job's page states no job. */
function recordedSite(board: string, boardPage: string, jobPages: Record<string, string>) {
  return stubSourceHttp((url) => {
    if (url.pathname === `/paylocity/Recruiting/Jobs/All/${board}`) return { body: boardPage };
    const job = /^\/paylocity\/Recruiting\/Jobs\/Details\/(\d+)\/(.+)$/.exec(url.pathname);
    if (job && job[2] === board) return { body: jobPages[job[1]!] ?? '<html><body>Job Not Found</body></html>' };
    return undefined;
  });
}

const fixture = (id: string, title: string, extra: Partial<FixtureJob> = {}): FixtureJob => ({
  id,
  title,
  company: 'Acme',
  location: 'Austin, TX, USA',
  descriptionHtml: `<p>${title} at Acme.</p>`,
  postedAt: new Date('2026-11-20T15:00:00Z'),
  ...extra,
});

describe('paylocitySource', () => {
  it("describes itself: a board is its module's GUID on Paylocity's host, its robots.txt obeyed", () => {
    expect(paylocitySource).toMatchObject({ kind: 'board', name: 'paylocity', label: 'Paylocity', urlEnv: 'PAYLOCITY_API_URL', credentials: [] });
    expect(paylocitySource.defaultBaseUrl).toBe('https://recruiting.paylocity.com');
    expect(paylocitySource.terms).toMatchObject({ minIntervalMs: 3_600_000, robotsTxt: true });
    expect(paylocitySource.terms.namedOnly).toBeUndefined();
    expect(paylocitySource.boardUrl(fermi.toUpperCase())).toBe(`https://recruiting.paylocity.com/Recruiting/Jobs/All/${fermi}`);
    expect(isBoardSlug('paylocity', fermi)).toBe(true);
    for (const bad of [
      'fermi',
      '42173',
      `${fermi}/Fermi-LLC`,
      `${fermi}x`,
      'add565e9-4cee-4334-8182-9de221ffb9e',
      '../add565e9-4cee-4334-8182-9de221ffb9e4',
    ])
      expect(isBoardSlug('paylocity', bad), bad).toBe(false);
  });

  it("reads a real board (Fermi's): 18 jobs, the company's name, places from their addresses, the remote flag, department, time with its offset", async () => {
    const postings = await recorded('paylocity/everjobs-board-fermi.html');
    expect(postings).toHaveLength(18);
    expect(new Set(postings.map((posting) => posting.company))).toEqual(new Set(['Fermi LLC']));
    expect(postings[0]).toMatchObject({
      sourceId: '4248451',
      sourceUrl: `https://recruiting.paylocity.com/Recruiting/Jobs/Details/4248451/${fermi}`,
      title: 'Corporate Tax Director',
      location: 'Dallas, TX, USA',
      remote: false,
      department: 'Finance',
      postedAt: new Date('2026-06-11T21:42:33Z'),
      salary: null,
      descriptionText: '',
      board: { provider: 'paylocity', slug: fermi },
    });
    const byTitle = (title: string) => postings.find((posting) => posting.title === title)!;
    // The one job the board flags remote (IsRemote true, IndeedRemoteType 1): remote, at the address it names.
    expect(postings.filter((posting) => posting.remote).map((posting) => posting.title)).toEqual(['Director of Marketing']);
    expect(byTitle('Director of Marketing')).toMatchObject({ remote: true, workplace: 'remote', location: 'Dallas, TX, USA' });
    // No city: the metro area, or else the employer's label for the place.
    expect(byTitle('VP of Investor Relations').location).toBe('Greater Texas, TX, USA');
    expect(byTitle('Engineer').location).toBe('Dallas - Amarillo, TX, USA');
    expect(byTitle('Head of Power')).toMatchObject({ location: 'Amarillo, TX, USA', department: null, workplace: null });
    expect(byTitle('Electrical Engineer – On-Site Engineering (Gas & Nuclear Power Plant Construction)').location).toBe('Amarillo, USA');
    expect(byTitle('Commissioning Director').postedAt).toEqual(new Date('2025-12-09T16:31:17Z'));
  });

  it("reads a real board (SendCutSend's): 7 jobs, the client number cut from the company's name", async () => {
    const postings = await recorded('paylocity/everjobs-board-sendcutsend.html');
    expect(postings.map((posting) => [posting.sourceId, posting.title, posting.location])).toEqual([
      ['4272751', 'Production Technician - Swing Shift', 'Paris, KY, USA'],
      ['4256641', 'CNC Laser Operator - Weekend Night Shift', 'Paris, KY, USA'],
      ['4251117', 'CNC Machine Operator - Swing Shift', 'Arlington, TX, USA'],
      ['4244353', 'CNC Machine Operator - Weekend Night Shift', 'Arlington, TX, USA'],
      ['4244328', 'CNC Press Brake Operator - Weekday Shift', 'Arlington, TX, USA'],
      ['4235582', 'CNC Machine Operator - Weekend Day Shift', 'Arlington, TX, USA'],
      ['4235276', 'Powder Coating Technician - Weekday Shift', 'Arlington, TX, USA'],
    ]);
    expect(postings.every((posting) => posting.company === 'SendCutSend Inc' && posting.remote === false && posting.salary === null)).toBe(true);
    expect(postings[0]!.postedAt).toEqual(new Date('2026-06-22T17:56:03Z'));
    const read = await paylocitySource.fetchBoard(
      stubContext(recordedSite(sendCutSend, recording('everjobs-board-sendcutsend.html'), {}), base),
      sendCutSend,
    );
    expect(read).toMatchObject({ companyName: 'SendCutSend Inc', complete: true });
  });

  it("reads a real job's page for the job a user asked for: the whole description and the hourly pay it states, the list's place and time kept", async () => {
    const http = recordedSite(sendCutSend, recording('everjobs-board-sendcutsend.html'), {
      '4272751': recording('everjobs-detail-sendcutsend-4272751.html'),
    });
    const read = await paylocitySource.fetchBoard(stubContext(http, base), sendCutSend, '4272751');
    expect(http.requests.map((request) => request.url)).toEqual([
      `${base}/Recruiting/Jobs/All/${sendCutSend}`,
      `${base}/Recruiting/Jobs/Details/4272751/${sendCutSend}`,
    ]);
    expect(read.postings).toHaveLength(7);
    const job = read.postings[0]!;
    expect(job).toMatchObject({
      sourceId: '4272751',
      sourceUrl: `https://recruiting.paylocity.com/Recruiting/Jobs/Details/4272751/${sendCutSend}`,
      title: 'Production Technician - Swing Shift',
      company: 'SendCutSend Inc',
      location: 'Paris, KY, USA',
      postedAt: new Date('2026-06-22T17:56:03Z'),
      salary: { min: 22, max: 40, currency: 'USD', period: 'hour' },
      board: { provider: 'paylocity', slug: sendCutSend },
    });
    expect(job.descriptionHtml).toContain('As a Post Production Technician');
    expect(job.descriptionHtml).toContain('$22.00 - $40.00/hour');
    expect(job.companyLogoUrl).toBe('https://recruiting.paylocity.com/recruiting/jobs/GetLogoFile?moduleId=25513');
    expect(normalizePosting(job).salary).toEqual({ min: 22, max: 40, currency: 'USD', period: 'hour' });
    // The others stay as listed, without descriptions.
    expect(read.postings.slice(1).every((posting) => posting.descriptionHtml === undefined)).toBe(true);
  });

  it("reads Fermi's job page: its requirements and job type, and no pay where it states none", async () => {
    const http = recordedSite(fermi, recording('everjobs-board-fermi.html'), { '4248451': recording('everjobs-detail-fermi-4248451.html') });
    const read = await paylocitySource.fetchBoard(stubContext(http, base), fermi, '4248451');
    const job = normalizePosting(read.postings.find((posting) => posting.sourceId === '4248451')!);
    expect(job).toMatchObject({
      title: 'Corporate Tax Director',
      company: 'Fermi LLC',
      location: 'Dallas, TX, USA',
      department: 'Finance',
      jobType: 'Full-time',
      salary: null,
      postedAt: new Date('2026-06-11T21:42:33Z'),
    });
    expect(job.descriptionText).toContain('Approximately 15 years of progressive corporate tax experience');
  });

  it('reads the recorded job pages on their own, through the job a link names, under the board each names', async () => {
    const [fermiJob] = await recorded('paylocity/everjobs-detail-fermi-4248451.html');
    expect(fermiJob).toMatchObject({
      sourceId: '4248451',
      title: 'Corporate Tax Director',
      company: 'Fermi LLC',
      location: 'Dallas, TX, US',
      salary: null,
      jobType: 'Full-time',
      board: { provider: 'paylocity', slug: fermi },
    });
    const [sendCutSendJob] = await recorded('paylocity/everjobs-detail-sendcutsend-4272751.html');
    expect(sendCutSendJob).toMatchObject({
      sourceId: '4272751',
      company: 'SendCutSend Inc',
      location: 'Paris, KY, US',
      salary: { min: 22, max: 40, currency: 'USD', period: 'hour' },
      board: { provider: 'paylocity', slug: sendCutSend },
    });
  });

  it("leaves the board as listed when the job asked for is gone, is another board's, or is no job id", async () => {
    const boardPage = recording('everjobs-board-sendcutsend.html');
    const gone = recordedSite(sendCutSend, boardPage, {});
    const read = await paylocitySource.fetchBoard(stubContext(gone, base), sendCutSend, '4272751');
    expect(read.postings).toHaveLength(7);
    expect(read.postings[0]!.descriptionHtml).toBeUndefined();
    // The server answers a job's page whatever board its address names: a page that names another board is not this one's.
    const elsewhere = recordedSite(sendCutSend, boardPage, { '4248451': recording('everjobs-detail-fermi-4248451.html') });
    expect((await paylocitySource.fetchBoard(stubContext(elsewhere, base), sendCutSend, '4248451')).postings).toHaveLength(7);
    const bad = recordedSite(sendCutSend, boardPage, {});
    expect((await paylocitySource.fetchBoard(stubContext(bad, base), sendCutSend, '../4272751')).postings).toHaveLength(7);
    expect(bad.requests).toHaveLength(1);
  });

  it('reads the fake as the real site: list, a job asked for, its pay and type, internal jobs left out', async () => {
    const jobs = [
      fixture('11', 'Data Engineer', {
        department: 'Data',
        employmentType: 'Part-time',
        salary: { min: 30, max: 45, currency: 'USD', period: 'hour' },
      }),
      fixture('12', 'Remote Analyst', { remote: true, location: 'Denver, CO, USA' }),
    ];
    const board = '0b1e2c3d-0000-4000-8000-00000000a11b';
    const http = stubSourceHttp(fakeAnswers(fakePaylocity, jobs, 'Acme', base));
    const read = await paylocitySource.fetchBoard(stubContext(http, base), board, paylocityJobIdOf(jobs[0]!));
    expect(read.companyName).toBe('Acme');
    expect(read.postings.map((posting) => [posting.title, posting.location, posting.remote, posting.department])).toEqual([
      ['Data Engineer', 'Austin, TX, USA', false, 'Data'],
      ['Remote Analyst', 'Denver, CO, USA', true, undefined],
    ]);
    expect(read.postings[0]).toMatchObject({
      salary: { min: 30, max: 45, currency: 'USD', period: 'hour' },
      employmentType: 'Part-time',
      postedAt: new Date('2026-11-20T15:00:00Z'),
      descriptionHtml: expect.stringContaining('Data Engineer at Acme.'),
    });
    expect(http.requests.map((request) => request.url)).toEqual([
      `${base}/Recruiting/Jobs/All/${board}`,
      `${base}/Recruiting/Jobs/Details/${paylocityJobIdOf(jobs[0]!)}/${board}`,
    ]);
    // A job the fake does not have: Paylocity's "Job Not Found" page.
    const missing = stubSourceHttp(fakeAnswers(fakePaylocity, jobs, 'Acme', base));
    expect((await paylocitySource.fetchBoard(stubContext(missing, base), board, '4999999')).postings).toHaveLength(2);
    expect(fakePaylocity.boardSlug(`/Recruiting/Jobs/All/${board.toUpperCase()}`)).toBe(board);
    expect(fakePaylocity.boardSlug('/Recruiting/Jobs/All/acme')).toBeNull();

    const internal = stubSourceHttp(() => ({
      body: `<script>window.pageData = ${JSON.stringify({
        ModuleTitle: 'Acme &amp; Sons',
        Jobs: [
          { JobId: 1, JobTitle: 'Staff only', IsInternal: true },
          { JobId: 2, JobTitle: 'Hidden place', ShouldDisplayLocation: false, LocationName: 'Secret', JobLocation: { City: 'X' } },
          {
            JobId: 3,
            JobTitle: 'Hybrid role',
            LocationName: 'Hybrid',
            JobLocation: { City: 'Raleigh', State: 'NC', Country: 'USA' },
            IsRemote: false,
            IndeedRemoteType: 2,
          },
          { JobId: 'x', JobTitle: 'Bad id' },
          { JobId: 4 },
          'junk',
        ],
      })};</script>`,
    }));
    const odd = await paylocitySource.fetchBoard(stubContext(internal, base), board);
    expect(odd.companyName).toBe('Acme & Sons');
    expect(odd.postings.map((posting) => [posting.title, posting.location])).toEqual([
      ['Hidden place', undefined],
      ['Hybrid role', 'Raleigh, NC, USA (Hybrid)'],
    ]);
    expect(normalizePosting(odd.postings[1]!).workplace).toBe('hybrid');
  });

  it('refuses a page without a list of jobs (a job page, none at all, a broken one) and asks nothing for a bad board name', async () => {
    const board = '0b1e2c3d-0000-4000-8000-00000000a11b';
    for (const page of [
      '<html><body>Job Not Found</body></html>',
      recording('everjobs-detail-fermi-4248451.html'),
      '<script>window.pageData = {"Jobs": [ {"JobId": 1, "JobTitle": "Never closed"</script>',
      '<script>window.pageData = {"Jobs": [], oops};</script>',
      '<script>var x = window.pageData; window.pageData == {"Jobs": []};</script>',
    ]) {
      const error = await paylocitySource
        .fetchBoard(
          stubContext(
            stubSourceHttp(() => ({ body: page })),
            base,
          ),
          board,
        )
        .catch((caught: unknown) => caught);
      expect(isSourceError(error) && error.kind, page.slice(0, 60)).toBe('invalid-response');
    }
    for (const slug of ['acme', `${board}/x`, '../x', '']) {
      const http = stubSourceHttp(() => ({ body: '' }));
      const error = await paylocitySource.fetchBoard(stubContext(http, base), slug).catch((caught: unknown) => caught);
      expect(isSourceError(error) && error.kind, slug).toBe('not-found');
      expect(http.requests).toHaveLength(0);
    }
  });

  it('reads window.pageData as JSON within bounds: braces in strings, escapes, a huge or unclosed object refused quickly', () => {
    expect(readPageData('<script>window.pageData = {"a":"}{\\"}","b":{"c":[1,{}]}};</script>')).toEqual({ a: '}{"}', b: { c: [1, {}] } });
    expect(readPageData('window.pageData={"Jobs":[]}')).toEqual({ Jobs: [] });
    expect(readPageData('window.pageData = [1];')).toBeUndefined();
    expect(readPageData('window.pageData = {"a": alert(1)};')).toBeUndefined();
    const started = Date.now();
    const huge = `<script>window.pageData = {"Jobs":[${'{"JobId":1,"JobTitle":"x"},'.repeat(maxPageDataChars / 25)}{}]};</script>`;
    expect(huge.length).toBeGreaterThan(maxPageDataChars);
    expect(readPageData(huge)).toBeUndefined();
    expect(readPageData(`window.pageData = ${'{'.repeat(1_000_000)}`)).toBeUndefined();
    expect(readPageData(`window.pageData = {"a":"${'\\'.repeat(1_000_001)}`)).toBeUndefined();
    expect(readPageData(`window.pageData = ${'['.repeat(100_000)}`)).toBeUndefined();
    // Deep nesting is parsed (JSON.parse does not recurse), and is no list of jobs.
    expect(readPageData(`window.pageData = ${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)};`)).toMatchObject({ a: { a: {} } });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("names the board a job's page belongs to from its links, and none when they name two", () => {
    expect(paylocityBoardOfPage(recording('everjobs-detail-fermi-4248451.html'))).toBe(fermi);
    expect(paylocityBoardOfPage(recording('everjobs-detail-sendcutsend-4272751.html'))).toBe(sendCutSend);
    expect(paylocityBoardOfPage('<a href="/Recruiting/Jobs/All/ADD565E9-4CEE-4334-8182-9DE221FFB9E4">All</a>')).toBe(fermi);
    expect(paylocityBoardOfPage(`<a href="/Recruiting/Jobs/All/${fermi}">A</a><a href="/recruiting/jobs/All/${sendCutSend}">B</a>`)).toBeUndefined();
    expect(paylocityBoardOfPage('<html>Job Not Found</html>')).toBeUndefined();
  });

  it('reads the links people paste: a job with its board, a job whose page names its board, a board, other pages', () => {
    const link = (href: string) => readPaylocityLink(new URL(href));
    expect(link(`https://recruiting.paylocity.com/recruiting/jobs/Details/4272751/${sendCutSend}`)).toEqual({
      slug: sendCutSend,
      sourceId: '4272751',
    });
    expect(link(`https://recruiting.paylocity.com/Recruiting/Jobs/Details/4272751/${sendCutSend.toUpperCase()}/x`)).toEqual({
      slug: sendCutSend,
      sourceId: '4272751',
    });
    expect(link('https://recruiting.paylocity.com/recruiting/jobs/Details/4248451/Fermi-LLC/Corporate-Tax-Director')).toEqual({
      slug: null,
      sourceId: '4248451',
    });
    expect(link('https://Recruiting.Paylocity.com/Recruiting/Jobs/Details/4248451?source=LinkedIn')).toEqual({ slug: null, sourceId: '4248451' });
    expect(link('https://recruiting.paylocity.com/Recruiting/jobs/Apply/4272751')).toEqual({ slug: null, sourceId: '4272751' });
    expect(link(`https://recruiting.paylocity.com/recruiting/jobs/All/${fermi}/Fermi-LLC`)).toBe('board-page');
    expect(link(`https://recruiting.paylocity.com/Recruiting/Jobs/All/${fermi}`)).toBe('board-page');
    expect(link('https://recruiting.paylocity.com/Recruiting/Jobs/List/4684')).toBe('board-page');
    for (const other of [
      'https://recruiting.paylocity.com/',
      'https://recruiting.paylocity.com/Recruiting/JobNotFound',
      'https://recruiting.paylocity.com/Recruiting/Jobs/All/fermi',
      'https://recruiting.paylocity.com/Recruiting/Jobs/Details/abc',
      'https://recruiting.paylocity.com/Recruiting/Jobs/Details',
      'https://recruiting.paylocity.com/Recruiting/PublicLeads/New/3ecffcba-6b5a-4a7e-b71b-bbb54a4527ab',
    ])
      expect(link(other), other).toBe('bad-id');
    expect(link('https://www.paylocity.com/Recruiting/Jobs/Details/4248451')).toBeNull();
    expect(link('https://recruiting.paylocity.com.evil.test/Recruiting/Jobs/Details/4248451')).toBeNull();
  });
});
