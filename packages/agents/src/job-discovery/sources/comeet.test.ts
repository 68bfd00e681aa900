import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comeetPositionUidOf, fakeComeet, fakeComeetToken } from '../../testing/job-sources/comeet';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError } from '../source-error';
import { comeetApiHost, comeetPositionUid, comeetSource, maxPageChars, readComeetLink, readComeetToken } from './comeet';
import { sourceAdapters } from './index';
import { maxPostings } from './read-items';
import { isBoardSlug } from './board-names';

const base = 'http://127.0.0.1:9/comeet';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);
const recording = JSON.parse(
  readFileSync(new URL('../../testing/recorded-sources/comeet/jobagent-wiliot-positions.json', import.meta.url), 'utf8'),
) as Record<string, unknown>[];

// The recording's own token (each position_url ends with it): the company's public careers token.
const wiliotToken = '6F329B2DE6379829B229B2037983E8B3E8B';

/**
 * A careers page modelled on what open readers find there (no page is recorded): the company's data in the page's script,
 * with its token, as liornos/jobfinder reads it (`COMPANY_DATA = {…}`, its `token`).
 */
const careersPage = (token: string, uid = 'F6.003') =>
  `<!DOCTYPE html><html><head><title>Wiliot - Careers</title></head><body><div id="app"></div>
<script>
  COMPANY_DATA = {"name": "Wiliot", "company_uid": "${uid}", "slug": "wiliot", "token": "${token}"};
</script></body></html>`;

/** A stub Comeet answering the careers page and the positions (the list only for the page's token). */
function comeetSite(page: string, positions: unknown, { pages = 'https://www.comeet.com', api = comeetApiHost } = {}) {
  return stubSourceHttp((url) => {
    if (`${url.origin}${url.pathname}` === `${pages}/jobs/wiliot/F6.003`) return { body: page };
    if (`${url.origin}${url.pathname}` === `${api}/careers-api/2.0/company/F6.003/positions`)
      return url.searchParams.get('token') === wiliotToken && url.searchParams.get('details') === 'true'
        ? { body: positions }
        : { error: new Error('400 Account uid or token are not valid') };
    return undefined;
  });
}

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

const fixture = (id: string, title: string, extra: Partial<FixtureJob> = {}): FixtureJob => ({
  id,
  title,
  company: 'Acme',
  location: 'Tel Aviv, Tel Aviv District, IL',
  descriptionHtml: `<p>${title} at Acme.</p>`,
  postedAt: new Date('2026-11-20T15:00:00Z'),
  ...extra,
});

describe('comeetSource', () => {
  it("describes itself: a board is the company's slug and UID, read through the Careers API, robots.txt obeyed", () => {
    expect(comeetSource).toMatchObject({ kind: 'board', name: 'comeet', label: 'Comeet', urlEnv: 'COMEET_API_URL', credentials: [] });
    expect(comeetSource.defaultBaseUrl).toBe('https://www.comeet.co');
    expect(comeetSource.terms).toMatchObject({ minIntervalMs: 3_600_000, robotsTxt: true });
    expect(comeetSource.terms.namedOnly).toBeUndefined();
    expect(comeetSource.boardUrl('wiliot/F6.003')).toBe('https://www.comeet.com/jobs/wiliot/F6.003');
    // A name kept lower-cased is asked as Comeet writes it.
    expect(comeetSource.boardUrl('Wiliot/f6.003')).toBe('https://www.comeet.com/jobs/wiliot/F6.003');
    expect(comeetSource.nameOfBoard?.('wiliot/F6.003')).toBe('Wiliot');
    for (const good of ['wiliot/F6.003', 'wsc-sports/93.007', 'moonactive/A2.00C', 'scylladb/E4.006', 'x/0a.00d'])
      expect(isBoardSlug('comeet', good), good).toBe(true);
    for (const bad of [
      'wiliot',
      'F6.003',
      'wiliot/F6003',
      'wiliot/F6.0033',
      'wiliot/G6.003',
      'wiliot/F6.003/forward-deployed-engineer',
      '../wiliot/F6.003',
      'wil iot/F6.003',
      '-wiliot/F6.003',
      `${'a'.repeat(101)}/F6.003`,
    ])
      expect(isBoardSlug('comeet', bad), bad).toBe(false);
  });

  it("reads the real recording (Wiliot's): two positions of one job at two places, each its own, on-site as stated, the description's sections", async () => {
    const postings = await recorded('comeet/jobagent-wiliot-positions.json');
    expect(postings.map((posting) => [posting.sourceId, posting.title, posting.location, posting.workplace, posting.remote])).toEqual([
      ['18.767', 'Forward Deployed Engineer', 'New York, NY, US', 'onsite', false],
      ['18.767-9B.20A', 'Forward Deployed Engineer', 'Plano, TX, US', 'onsite', false],
    ]);
    for (const posting of postings) {
      expect(posting).toMatchObject({
        source: 'comeet',
        company: 'Wiliot',
        salary: null,
        postedAt: null,
        department: null,
        jobType: null,
        board: { provider: 'comeet', slug: 'wiliot/F6.003' },
      });
      // The recorder cut the description mid-word; the empty Responsibilities (null) and Requirements ("<p><br></p>") are left out.
      expect(posting.descriptionText).toContain('Wiliot was founded by the team that invented one of the technologies at the heart of 5G.');
      expect(posting.descriptionText).toContain('Our investors inc');
      expect(posting.descriptionText).not.toMatch(/Responsibilities|Requirements|10,000/);
    }
    expect(postings[1]!.sourceUrl).toBe('https://www.comeet.com/jobs/wiliot/F6.003/forward-deployed-engineer/18.767-9B.20A');
  });

  it("asks the company's careers page on www.comeet.com for the token, then the positions on www.comeet.co with details", async () => {
    const http = comeetSite(careersPage(wiliotToken), recording);
    const read = await comeetSource.fetchBoard(stubContext(http, comeetApiHost), 'wiliot/F6.003');
    expect(http.requests.map((request) => request.url)).toEqual([
      'https://www.comeet.com/jobs/wiliot/F6.003',
      `https://www.comeet.co/careers-api/2.0/company/F6.003/positions?token=${wiliotToken}&details=true`,
    ]);
    expect(read).toMatchObject({ companyName: 'Wiliot', complete: true });
    expect(read.postings[0]).toEqual({
      source: 'comeet',
      sourceId: '18.767',
      sourceUrl: 'https://www.comeet.com/jobs/wiliot/F6.003/forward-deployed-engineer/18.767',
      title: 'Forward Deployed Engineer',
      company: 'Wiliot',
      location: 'New York, NY, US',
      workplace: 'onsite',
      remote: false,
      descriptionHtml: `<h3>Description</h3>${(recording[0]!.details as { value: string }[])[0]!.value}`,
      employmentType: undefined,
      seniority: undefined,
      department: undefined,
      board: { provider: 'comeet', slug: 'wiliot/F6.003' },
    });
    // No pay is read: the referral bonus ("10,000 ILS") is not pay; time_updated is no posting date.
    expect(read.postings.every((posting) => posting.salary === undefined && posting.postedAt === undefined)).toBe(true);
    // A board's name kept lower-cased asks the same addresses.
    const lower = comeetSite(careersPage(wiliotToken), recording);
    expect((await comeetSource.fetchBoard(stubContext(lower, comeetApiHost), 'wiliot/f6.003')).postings).toHaveLength(2);
    expect(lower.requests.map((request) => request.url)).toEqual(http.requests.map((request) => request.url));
  });

  it("reads the token as careers pages state it: in the script's data, in either quotes, or in the API's address the page calls", () => {
    expect(readComeetToken(careersPage(wiliotToken), 'F6.003')).toBe(wiliotToken);
    // Another script's "token" before it: the company's data's own is the one.
    const consent = '<script>window.consent = {"token": "0123456789ABCDEF0123456789ABCDEF"};</script>';
    expect(readComeetToken(consent + careersPage(wiliotToken), 'F6.003')).toBe(wiliotToken);
    // As strelov1/freehire's test models an inline script's state.
    expect(readComeetToken('<script>window.__data = {"company":{"uid":"B1.001"},"token":"1B16C4BD7005131B1A26F391B1"};</script>', 'B1.001')).toBe(
      '1B16C4BD7005131B1A26F391B1',
    );
    expect(
      readComeetToken("<script>COMEET.init({'token': '6C12886D821B0414432886144328862F472F47', 'company-uid': 'C6.001'});</script>", 'C6.001'),
    ).toBe('6C12886D821B0414432886144328862F472F47');
    // A site's own script calling the API (as Wiliot's site does, with details=false before the token).
    const calling = `fetch(\`https://www.comeet.co/careers-api/2.0/company/F6.003/positions?details=false&token=${wiliotToken}\`)`;
    expect(readComeetToken(calling, 'F6.003')).toBe(wiliotToken);
    expect(
      readComeetToken(`<a href="https://www.comeet.co/careers-api/2.0/company/F6.003/positions?details=true&amp;token=${wiliotToken}">`, 'f6.003'),
    ).toBe(wiliotToken);
    // Another company's address is not this company's token; nor is a token that is not hex, or too short.
    expect(readComeetToken(`https://www.comeet.co/careers-api/2.0/company/C6.001/positions?token=${wiliotToken}`, 'F6.003')).toBeUndefined();
    expect(readComeetToken('<script>{"token": "not-a-token-at-all-really"}</script>', 'F6.003')).toBeUndefined();
    expect(readComeetToken('<script>{"token": "ABC123"}</script>', 'F6.003')).toBeUndefined();
    expect(readComeetToken('<script>{"csrf_token": "6F329B2DE6379829B229B2037983E8B3E8B"}</script>', 'F6.003')).toBeUndefined();
  });

  it('answers a careers page that states no token as an invalid response, and asks nothing more', async () => {
    const http = comeetSite('<html><body><h1>Wiliot</h1><p>No positions.</p></body></html>', recording);
    const error = await rejection(comeetSource.fetchBoard(stubContext(http, comeetApiHost), 'wiliot/F6.003'));
    expect(isSourceError(error, 'invalid-response')).toBe(true);
    expect(http.requests).toHaveLength(1);
  });

  it('refuses a board name no Comeet board can have, without a request', async () => {
    for (const bad of ['wiliot', 'wiliot/F6.003/x', '../x/F6.003', 'wiliot/F6.003?token=1', 'wiliot/../../F6.003', '']) {
      const http = stubSourceHttp(() => ({ body: '' }));
      const error = await rejection(comeetSource.fetchBoard(stubContext(http, base), bad));
      expect(isSourceError(error, 'not-found'), bad).toBe(true);
      expect(http.requests, bad).toHaveLength(0);
    }
    expect(() => comeetSource.boardUrl('wiliot')).toThrow();
  });

  it('reads hostile answers within bounds', async () => {
    // A token past the part of the page searched, or one far longer than any, is none.
    expect(readComeetToken(`${' '.repeat(maxPageChars)}"token": "${wiliotToken}"`, 'F6.003')).toBeUndefined();
    expect(readComeetToken(`"token": "${'A'.repeat(200)}"`, 'F6.003')).toBeUndefined();
    const started = Date.now();
    readComeetToken(`careers-api/2.0/company/F6.003/positions?${'&x'.repeat(400_000)}`, 'F6.003');
    readComeetToken(`"token" :${' '.repeat(1_000_000)}`, 'F6.003');
    expect(Date.now() - started).toBeLessThan(2_000);

    // Not a list: invalid.
    const notList = comeetSite(careersPage(wiliotToken), { positions: recording });
    expect(isSourceError(await rejection(comeetSource.fetchBoard(stubContext(notList, comeetApiHost), 'wiliot/F6.003')), 'invalid-response')).toBe(
      true,
    );

    // Positions without a UID of Comeet's shape, a title or a page are skipped; long text is cut; junk sections are skipped.
    const good = recording[0]!;
    const positions = [
      null,
      'x',
      { ...good, uid: '../18.767' },
      { ...good, uid: 18.767 },
      { ...good, name: '' },
      { ...good, url_comeet_hosted_page: 'javascript:alert(1)', url_recruit_hosted_page: null },
      {
        ...good,
        uid: 'AB.CDE',
        name: `<b>Lead</b> ${'x'.repeat(10_000)}`,
        department: { name: 'R&D' },
        location: 'Tel Aviv',
        workplace_type: 'Sometimes',
        details: [
          null,
          'x',
          { name: 'Req', value: 42 },
          ...Array.from({ length: 100 }, (_, at) => ({ name: `S${at}`, value: `<p>${at}</p>`, order: 100 - at })),
        ],
      },
    ];
    const read = await comeetSource.fetchBoard(stubContext(comeetSite(careersPage(wiliotToken), positions), comeetApiHost), 'wiliot/F6.003');
    expect(read.postings).toHaveLength(1);
    const [hostile] = read.postings;
    expect(hostile).toMatchObject({ sourceId: 'AB.CDE', location: undefined, workplace: undefined, remote: undefined, department: undefined });
    expect(hostile!.title.length).toBeLessThanOrEqual(300);
    // At most 30 sections are read, in their stated order.
    expect(hostile!.descriptionHtml!.match(/<h3>/g)).toHaveLength(27);
    expect(hostile!.descriptionHtml!.startsWith('<h3>S26</h3>')).toBe(true);

    // A board of more positions than a read keeps: the first maxPostings, and the read says it is not whole.
    const many = Array.from({ length: maxPostings + 5 }, (_, at) => ({
      ...good,
      uid: `${(at >> 12).toString(16).padStart(2, '0')}.${(at & 0xfff).toString(16).padStart(3, '0')}`,
    }));
    const big = await comeetSource.fetchBoard(stubContext(comeetSite(careersPage(wiliotToken), many), comeetApiHost), 'wiliot/F6.003');
    expect(big.postings).toHaveLength(maxPostings);
    expect(big.complete).toBe(false);
  });

  it('takes the way of working from workplace_type, and the deprecated is_remote only where workplace_type says nothing', async () => {
    const good = recording[0]!;
    const place = good.location as Record<string, unknown>;
    const positions = [
      { ...good, uid: '01.001', workplace_type: 'Remote', location: { ...place, is_remote: true } },
      // A hybrid job that is_remote calls remote (as readers say it does): hybrid.
      { ...good, uid: '01.002', workplace_type: 'Hybrid', location: { ...place, is_remote: true } },
      { ...good, uid: '01.003', workplace_type: null, location: { ...place, is_remote: true } },
      { ...good, uid: '01.004', workplace_type: null, location: { ...place, is_remote: 'yes' } },
    ];
    const read = await comeetSource.fetchBoard(stubContext(comeetSite(careersPage(wiliotToken), positions), comeetApiHost), 'wiliot/F6.003');
    expect(read.postings.map((posting) => [posting.workplace, posting.remote])).toEqual([
      ['remote', true],
      ['hybrid', false],
      [undefined, true],
      [undefined, undefined],
    ]);
    expect(read.postings.map((posting) => normalizePosting(posting).workplace)).toEqual(['remote', 'hybrid', 'remote', null]);
  });

  it("reads the fake as the real site: the careers page's token, then the list, for the board the token names", async () => {
    const jobs = [
      fixture('11', 'Data Engineer', { department: 'Data', employmentType: 'Part-time', remote: false }),
      fixture('12', 'Remote Analyst', { remote: true, location: 'Warsaw, PL' }),
    ];
    const http = stubSourceHttp(fakeAnswers(fakeComeet, jobs, 'Acme', base));
    const read = await comeetSource.fetchBoard(stubContext(http, base), 'acme/A1.0B2');
    expect(http.requests.map((request) => request.url)).toEqual([
      `${base}/jobs/acme/A1.0B2`,
      `${base}/careers-api/2.0/company/A1.0B2/positions?token=${fakeComeetToken('acme')}&details=true`,
    ]);
    expect(read.companyName).toBe('Acme');
    expect(
      read.postings.map((posting) => [
        posting.sourceId,
        posting.title,
        posting.location,
        posting.workplace,
        posting.department,
        posting.employmentType,
      ]),
    ).toEqual([
      [comeetPositionUidOf(jobs[0]!), 'Data Engineer', 'Tel Aviv, Tel Aviv District, IL', 'onsite', 'Data', 'Part-time'],
      [comeetPositionUidOf(jobs[1]!), 'Remote Analyst', 'Warsaw, PL', 'remote', undefined, undefined],
    ]);
    expect(read.postings.every((posting) => comeetPositionUid.test(posting.sourceId))).toBe(true);
    expect(read.postings[0]!.sourceUrl).toBe(`https://www.comeet.com/jobs/acme/A1.0B2/data-engineer/${comeetPositionUidOf(jobs[0]!)}`);
    const normalized = normalizePosting(read.postings[0]!);
    expect(normalized.jobType).toBe('Part-time');
    expect(normalized.descriptionText).toContain('Data Engineer at Acme.');
    // Both requests name the same board to the fake server.
    expect(fakeComeet.boardSlug('/jobs/acme/A1.0B2')).toBe('acme/A1.0B2');
    expect(fakeComeet.boardSlug('/careers-api/2.0/company/A1.0B2/positions', new URLSearchParams({ token: fakeComeetToken('acme') }))).toBe(
      'acme/A1.0B2',
    );
    expect(fakeComeet.boardSlug('/careers-api/2.0/company/A1.0B2/positions', new URLSearchParams({ token: 'ZZ' }))).toBeNull();
    expect(fakeComeet.boardSlug('/other')).toBeNull();
  });

  it('reads the links people paste', () => {
    const link = (text: string) => readComeetLink(new URL(text));
    expect(link('https://www.comeet.com/jobs/wiliot/F6.003/forward-deployed-engineer/18.767')).toEqual({ slug: 'wiliot/F6.003', sourceId: '18.767' });
    expect(link('https://www.comeet.com/jobs/wiliot/F6.003/forward-deployed-engineer/18.767-9B.20A/?utm_source=x#apply')).toEqual({
      slug: 'wiliot/F6.003',
      sourceId: '18.767-9B.20A',
    });
    // The vendor's docs write the same pages on www.comeet.co.
    expect(link('https://www.comeet.co/jobs/companyname/30.005/account-executive-austin/87.405')).toEqual({
      slug: 'companyname/30.005',
      sourceId: '87.405',
    });
    expect(link('https://comeet.com/jobs/scylladb/E4.006/technical-support-engineer-emea/A9.E66')).toEqual({
      slug: 'scylladb/E4.006',
      sourceId: 'A9.E66',
    });
    expect(link('https://www.comeet.com/jobs/wiliot/F6.003')).toBe('board-page');
    expect(link('https://www.comeet.com/jobs/wiliot/F6.003/')).toBe('board-page');
    for (const bad of [
      'https://www.comeet.com/',
      'https://www.comeet.com/jobs/wiliot',
      'https://www.comeet.com/jobs/wiliot/F6003',
      'https://www.comeet.com/jobs/wiliot/F6.003/forward-deployed-engineer',
      'https://www.comeet.com/jobs/wiliot/F6.003/forward-deployed-engineer/18767',
      'https://www.comeet.com/jobs/wiliot/F6.003/forward-deployed-engineer/18.767/apply',
      `https://www.comeet.co/careers-api/2.0/company/F6.003/positions/18.767?token=${wiliotToken}`,
      'https://www.comeet.com/pricing',
    ])
      expect(link(bad), bad).toBe('bad-id');
    for (const other of [
      'https://www.wiliot.com/positions/position-18_767',
      'https://comeet.com.evil.example/jobs/wiliot/F6.003',
      'https://www.comeet.com:8443/jobs/wiliot/F6.003',
      'ftp://www.comeet.com/jobs/wiliot/F6.003',
    ])
      expect(link(other), other).toBeNull();
  });
});
