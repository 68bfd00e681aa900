import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeOracle, oracleId } from '../../testing/job-sources/oracle';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError } from '../source-error';
import { sourceAdapters } from './index';
import { oracleSource, readOracleBoard, readOracleLink } from './oracle';
import { isBoardSlug } from './board-names';

const base = 'http://127.0.0.1:9/oracle/{board}';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);
const list = 'http://127.0.0.1:9/oracle/hdjq.fa.us2/hcmRestApi/resources/latest/recruitingCEJobRequisitions';
const listQuery = (offset: number) =>
  `?onlyData=true&expand=requisitionList.workLocation,requisitionList.secondaryLocations&finder=findReqs;siteNumber=CX_1,limit=100,offset=${offset},sortBy=POSTING_DATES_DESC`;

const job = (id: string, title: string, more: Partial<FixtureJob> = {}): FixtureJob => ({
  id,
  title,
  company: 'Acme',
  location: 'Austin, TX, United States',
  descriptionHtml: `<p>${title} at Acme.</p>`,
  postedAt: new Date('2026-11-20T14:30:00Z'),
  employmentType: 'Full-time',
  ...more,
});

/** A page of `count` requisitions from row `from`, with the count the site states. */
const page = (from: number, count: number, total: number) => ({
  items: [
    {
      TotalJobsCount: total,
      requisitionList: Array.from({ length: count }, (_, n) => ({ Id: String(1000 + from + n), Title: `Job ${from + n}` })),
    },
  ],
});

describe('oracleSource', () => {
  it("describes itself: a board is a pod's host and a site number, on the pod's host, its robots.txt obeyed", () => {
    expect(oracleSource).toMatchObject({ kind: 'board', name: 'oracle', label: 'Oracle Recruiting', urlEnv: 'ORACLE_API_URL', credentials: [] });
    expect(oracleSource.defaultBaseUrl).toBe('https://{board}.oraclecloud.com');
    expect(oracleSource.terms.robotsTxt).toBe(true);
    expect(oracleSource.terms.namedOnly).toBeUndefined();
    expect(oracleSource.boardUrl('HDJQ.fa.us2/CX_1')).toBe('https://hdjq.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/jobs');
    expect(oracleSource.nameOfBoard?.('hdjq.fa.us2/CX_1')).toBe('hdjq.fa.us2.oraclecloud.com');
    expect(readOracleBoard('fa-esbp-saasfaprod1.fa.ocs/CX_1')).toEqual({ host: 'fa-esbp-saasfaprod1.fa.ocs', site: 'CX_1' });
    for (const good of ['hdjq.fa.us2/CX_1', 'jpmc.fa/CX_1001', 'ejov.fa.ca2/CX', 'hcml.fa.us2/AEO-Careers', 'eluq.fa.us2/CX_2001'])
      expect(isBoardSlug('oracle', good), good).toBe(true);
    for (const bad of [
      'hdjq',
      'hdjq.fa.us2',
      'hdjq.us2/CX_1',
      'fa.us2/CX_1',
      'hdjq.fa.us2/CX_1/jobs',
      'hdjq.fa.us2/../x',
      'hdjq.fa.us2/CX?1',
      'hdjq.fa.us2.oraclecloud.com/CX_1',
      'hdjq.fa.oraclecloud/CX_1',
      'a.b.fa.us2/CX_1',
      'hdjq.fa.us2.x.y/CX_1',
      'evil.test#.fa.us2/CX_1',
      'hdjq.fa.us2/_CX',
    ]) {
      expect(isBoardSlug('oracle', bad), bad).toBe(false);
      expect(() => readOracleBoard(bad), bad).toThrow(/not a valid Oracle Recruiting board name/);
    }
  });

  it("reads a real list (Kroger's): titles, places, the schedule as the type, on-site only where the code says so, the day posted", async () => {
    const postings = await recorded('oracle/jht-kroger-requisitions.json');
    expect(postings.map((posting) => [posting.sourceId, posting.title, posting.location, posting.workplace, posting.jobType])).toEqual([
      ['203341', 'Night Stocker Clerk', 'Montrose, CO, United States', null, 'Part-time'],
      ['210682', 'PRODUCE/ASST DEPT LEADER', 'Waynesboro, VA, United States', 'onsite', 'Full-time'],
    ]);
    expect(postings[0]).toMatchObject({
      sourceUrl: 'https://recorded.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/203341',
      postedAt: new Date('2026-07-28T00:00:00Z'),
      salary: null,
      descriptionText: '',
      department: null,
    });
    expect(postings[1]!.remote).toBe(false);
  });

  it("reads a real list (UT Health San Antonio's): department, job family as a tag, on-site, full time, no pay or description", async () => {
    const postings = await recorded('oracle/jht-uthealthsa-requisitions.json');
    expect(postings).toHaveLength(2);
    expect(postings.map((posting) => [posting.sourceId, posting.title, posting.department])).toEqual([
      ['7237', 'Histology Technician-Lead (OHOPD Medicine Dermatology MCC)', 'O9308 - HOPD Medicine Dermatology MCC'],
      ['7238', 'Medical Assistant-Intermediate (UTHP Med Gastro Gateway)', 'M9632 - UTHP Med Gastro Gateway'],
    ]);
    for (const posting of postings) {
      expect(posting).toMatchObject({
        location: 'San Antonio, TX, United States',
        workplace: 'onsite',
        remote: false,
        jobType: 'Full-time',
        salary: null,
        descriptionText: '',
        postedAt: new Date('2026-07-27T00:00:00Z'),
        tags: ['Clinical Programs & Services'],
      });
    }
  });

  it('asks as the careers site asks, pages 100 at a time up to five pages, and says a bigger board was read in part', async () => {
    let asked = 0;
    const http = stubSourceHttp(() => ({ body: page(100 * asked++, 100, 15_120) }));
    const answer = await oracleSource.fetchBoard(stubContext(http, base), 'hdjq.fa.us2/CX_1');
    expect(answer.postings).toHaveLength(500);
    expect(answer.complete).toBe(false);
    expect(http.requests.map((request) => request.url)).toEqual([0, 100, 200, 300, 400].map((offset) => `${list}${listQuery(offset)}`));
    expect(answer.postings[0]).toMatchObject({ sourceId: '1000', title: 'Job 0', board: { provider: 'oracle', slug: 'hdjq.fa.us2/CX_1' } });
  });

  it('stops at the count the first page states or at a short page (later counts of 0 are not trusted), and calls that complete', async () => {
    let asked = 0;
    // Exactly two full pages: the count ends the read without asking for a third.
    const two = stubSourceHttp(() => {
      const from = 100 * asked++;
      return { body: page(from, 100, from === 0 ? 200 : 0) };
    });
    const full = await oracleSource.fetchBoard(stubContext(two, base), 'hdjq.fa.us2/CX_1');
    expect(full.postings).toHaveLength(200);
    expect(full.complete).toBe(true);
    expect(two.requests).toHaveLength(2);

    let more = 0;
    const short = stubSourceHttp(() => {
      const from = 100 * more++;
      return { body: page(from, from === 0 ? 100 : 30, from === 0 ? 1_000 : 0) };
    });
    const ended = await oracleSource.fetchBoard(stubContext(short, base), 'hdjq.fa.us2/CX_1');
    expect(ended.postings).toHaveLength(130);
    expect(ended.complete).toBe(true);
    expect(short.requests).toHaveLength(2);
  });

  it('reads the job a user asked for whole (its description, the time it went up), in place of its list row', async () => {
    const jobs = [job('1', 'Platform Engineer'), job('2', 'Data Analyst', { location: 'Remote, United States', remote: true, department: 'Data' })];
    const http = stubSourceHttp(fakeAnswers(fakeOracle, jobs, 'Acme', base));
    const wanted = oracleId(jobs[1]!);
    const answer = await oracleSource.fetchBoard(stubContext(http, base), 'hdjq.fa.us2/CX_1', wanted);
    expect(answer.complete).toBe(true);
    expect(answer.postings).toHaveLength(2);
    expect(answer.postings[1]).toMatchObject({
      sourceId: wanted,
      sourceUrl: `https://hdjq.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/${wanted}`,
      title: 'Data Analyst',
      descriptionHtml: '<p>Data Analyst at Acme.</p>',
      postedAt: new Date('2026-11-20T14:30:00Z'),
      workplace: 'remote',
      remote: true,
      employmentType: 'Full time',
      department: 'Data',
    });
    expect(answer.postings[1]!.descriptionText).toBeUndefined();
    // The list row has no description and only the day.
    expect(answer.postings[0]).toMatchObject({ postedAt: new Date('2026-11-20T00:00:00Z'), workplace: 'onsite' });
    expect(answer.postings[0]!.descriptionHtml).toBeUndefined();
    expect(http.requests[1]!.url).toBe(
      `http://127.0.0.1:9/oracle/hdjq.fa.us2/hcmRestApi/resources/latest/recruitingCEJobRequisitionDetails?expand=all&onlyData=true&finder=ById;Id=%22${wanted}%22,siteNumber=CX_1`,
    );

    // A job the site no longer has (an empty answer) leaves the board as listed; an id that cannot be one asks nothing.
    for (const gone of ['999999', 'bad id']) {
      const missing = await oracleSource.fetchBoard(stubContext(http, base), 'hdjq.fa.us2/CX_1', gone);
      expect(missing.postings.map((posting) => posting.title)).toEqual(['Platform Engineer', 'Data Analyst']);
    }
    expect(http.requests).toHaveLength(5);
  });

  it('joins the three parts of a job answer, and never takes another requisition for the one asked for', async () => {
    const detail = {
      Id: '7237',
      Title: 'Histology Technician',
      PostedDate: '2026-07-27',
      ExternalPostedStartDate: '2026-07-27T15:04:05+00:00',
      PrimaryLocation: 'San Antonio, TX, United States',
      secondaryLocations: [{ Name: 'Austin, TX, United States', CountryCode: 'US' }, { Name: 'San Antonio, TX, United States' }],
      WorkplaceTypeCode: 'ORA_HYBRID',
      ExternalDescriptionStr: '<p>About the role.</p>',
      ExternalResponsibilitiesStr: '<ul><li>Cut sections</li></ul>',
      ExternalQualificationsStr: '',
      ShortDescriptionStr: 'Lead the lab.',
    };
    const answers = (item: object) => (url: URL) =>
      url.pathname.endsWith('recruitingCEJobRequisitionDetails') ? { body: { items: [item], count: 1 } } : { body: page(0, 0, 0) };
    const read = await oracleSource.fetchBoard(stubContext(stubSourceHttp(answers(detail)), base), 'hdjq.fa.us2/CX_1', '7237');
    expect(read.postings).toEqual([
      expect.objectContaining({
        sourceId: '7237',
        location: 'San Antonio, TX, United States; Austin, TX, United States',
        workplace: 'hybrid',
        remote: false,
        descriptionHtml: '<p>About the role.</p>\n<ul><li>Cut sections</li></ul>',
        descriptionText: undefined,
        postedAt: new Date('2026-07-27T15:04:05Z'),
      }),
    ]);
    const other = await oracleSource.fetchBoard(stubContext(stubSourceHttp(answers({ ...detail, Id: '7238' })), base), 'hdjq.fa.us2/CX_1', '7237');
    expect(other.postings).toEqual([]);
    const untitled = stubSourceHttp(answers({ ...detail, Title: '' }));
    await expect(oracleSource.fetchBoard(stubContext(untitled, base), 'hdjq.fa.us2/CX_1', '7237')).rejects.toThrow(/no title/);
  });

  it('reads a short description only where there is text, and the work site where no place is named', async () => {
    const http = stubSourceHttp(() => ({
      body: {
        items: [
          {
            TotalJobsCount: 2,
            requisitionList: [
              {
                Id: '1',
                Title: 'A',
                ShortDescriptionStr: 'Run the &amp; <b>floor</b>.',
                PrimaryLocation: null,
                workLocation: [{ TownOrCity: 'Melville', Region2: 'NY', Country: 'US' }],
              },
              {
                Id: 2,
                Title: 'B',
                ShortDescriptionStr: '   ',
                WorkplaceTypeCode: 'ORA_REMOTE',
                WorkplaceType: 'Remote',
                PrimaryLocation: 'United States',
              },
            ],
          },
        ],
      },
    }));
    const [first, second] = (await oracleSource.fetchBoard(stubContext(http, base), 'hdjq.fa.us2/CX_1')).postings;
    expect(first).toMatchObject({ descriptionText: 'Run the & floor.', location: 'Melville, NY, US', workplace: undefined, remote: undefined });
    expect(second).toMatchObject({ sourceId: '2', descriptionText: undefined, location: 'United States', workplace: 'remote', remote: true });
  });

  it('refuses an answer without items, skips rows without an id or title, and asks nothing for a bad board name', async () => {
    const rows = stubSourceHttp(() => ({
      body: { items: [{ TotalJobsCount: 4, requisitionList: [{ Title: 'No id' }, { Id: '5' }, { Id: 'a/b', Title: 'Odd id' }, 7] }] },
    }));
    expect((await oracleSource.fetchBoard(stubContext(rows, base), 'hdjq.fa.us2/CX_1')).postings).toEqual([]);
    for (const body of [{ count: 0, hasMore: false }, { items: [{ TotalJobsCount: 3 }] }, []]) {
      const junk = stubSourceHttp(() => ({ body }));
      const error = await oracleSource.fetchBoard(stubContext(junk, base), 'hdjq.fa.us2/CX_1').catch((caught: unknown) => caught);
      expect(isSourceError(error, 'invalid-response'), JSON.stringify(body)).toBe(true);
    }
    // An empty collection is a site with nothing open.
    const empty = stubSourceHttp(() => ({ body: { items: [], count: 0 } }));
    expect(await oracleSource.fetchBoard(stubContext(empty, base), 'hdjq.fa.us2/CX_1')).toEqual({ companyName: null, postings: [], complete: true });
    let asked = 0;
    const counting = stubSourceHttp(() => (asked++, { body: {} }));
    const error = await oracleSource.fetchBoard(stubContext(counting, base), 'evil.test/x').catch((caught: unknown) => caught);
    expect(isSourceError(error, 'not-found')).toBe(true);
    expect(asked).toBe(0);
  });

  it('serves a fake board the way the real site answers, page by page', async () => {
    const jobs = Array.from({ length: 130 }, (_, n) => job(String(n + 1), `Job ${n + 1}`));
    const http = stubSourceHttp(fakeAnswers(fakeOracle, jobs, 'Acme', base));
    const answer = await oracleSource.fetchBoard(stubContext(http, base), 'hdjq.fa.us2/CX_1');
    expect(answer.postings).toHaveLength(130);
    expect(answer.complete).toBe(true);
    expect(
      fakeOracle.boardSlug('/hdjq.fa.us2/hcmRestApi/resources/latest/recruitingCEJobRequisitions', new URL(`${list}${listQuery(0)}`).searchParams),
    ).toBe('hdjq.fa.us2/CX_1');
    expect(fakeOracle.boardSlug('/hdjq.fa.us2/other', new URLSearchParams())).toBeNull();
  });
});

describe('readOracleLink', () => {
  const read = (link: string) => readOracleLink(new URL(link));

  it('reads a job link, with or without a trailing slash and query, and a job preview link', () => {
    expect(read('https://hctz.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1001/job/2505563')).toEqual({
      slug: 'hctz.fa.us2/CX_1001',
      sourceId: '2505563',
    });
    expect(read('https://JPMC.fa.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1001/job/210686668/?keyword=x&utm_source=y')).toEqual({
      slug: 'jpmc.fa/CX_1001',
      sourceId: '210686668',
    });
    expect(
      read('https://fa-eomf-saasfaprod1.fa.ocs.oraclecloud.com/hcmUI/CandidateExperience/fr-CA/sites/CX_1002/requisitions/preview/7237'),
    ).toEqual({
      slug: 'fa-eomf-saasfaprod1.fa.ocs/CX_1002',
      sourceId: '7237',
    });
  });

  it("says when a link is the board's page, or names a job without a readable id", () => {
    expect(read('https://ejov.fa.ca2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX/')).toBe('board-page');
    expect(read('https://hdjq.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/jobs?location=Austin')).toBe('board-page');
    expect(read('https://hdjq.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/')).toBe('bad-id');
    expect(read('https://hdjq.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/12%2034')).toBe('bad-id');
    expect(read('https://hdjq.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/requisitions/preview/')).toBe('bad-id');
  });

  it('is not an Oracle link off oraclecloud.com hosts, on a host that is not a pod, or off the Candidate Experience', () => {
    expect(read('https://enterpriseplatform.dell.com/hcmUI/CandidateExperience/en/sites/careers/job/R288262')).toBeNull();
    expect(read('https://oraclecloud.com.evil.test/hcmUI/CandidateExperience/en/sites/CX/job/19195')).toBeNull();
    expect(read('https://login.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/1')).toBeNull();
    expect(read('https://hdjq.fa.us2.oraclecloud.com/hcmRestApi/resources/latest/recruitingCEJobRequisitions')).toBeNull();
    expect(read('https://hdjq.fa.us2.oraclecloud.com:8443/hcmUI/CandidateExperience/en/sites/CX_1/job/1')).toBeNull();
    expect(read('ftp://hdjq.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/1')).toBeNull();
  });
});
