import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { fakeSuccessfactors, successfactorsReqId } from '../../testing/job-sources/successfactors';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { SourceError } from '../source-error';
import { sourceAdapters } from './index';
import { maxPostings } from './read-items';
import { isBoardSlug } from './board-names';
import { readSuccessfactorsLink, successfactorsSource } from './successfactors';

const base = 'http://127.0.0.1:9/successfactors/{board}';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);
const recordedText = (name: string) => readFileSync(new URL(`../../testing/recorded-sources/successfactors/${name}`, import.meta.url), 'utf8');

/** The board read from one XML answer, under its real name. */
async function readAnswer(xml: string, slug = 'career4/acme', wanted?: string) {
  const http = stubSourceHttp(() => ({ body: xml }));
  const read = await successfactorsSource.fetchBoard(stubContext(http, base), slug, wanted);
  return { ...read, requests: http.requests.map((request) => request.url) };
}

const job = (reqId: string, inner = '') =>
  `<Job>\n<JobTitle><![CDATA[Job ${reqId}]]></JobTitle>\n<Job-Description><![CDATA[<p>About ${reqId}.</p>]]></Job-Description>\n<ReqId>${reqId}</ReqId>\n<>${reqId}0</>\n${inner}\n</Job>`;
const listing = (...jobs: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<Job-Listing>\n${jobs.join('\n')}\n</Job-Listing>\n`;
const posted = (date: string) => `<Posted-Date>${date}</Posted-Date>`;
const facet = (name: string, label: string, value: string) => `<${name}><label>${label}</label><value>${value}</value></${name}>`;

describe('successfactorsSource', () => {
  it('describes itself: each board on its career host, named by host and company id, its robots.txt obeyed', () => {
    expect(successfactorsSource).toMatchObject({
      kind: 'board',
      name: 'successfactors',
      label: 'SAP SuccessFactors',
      urlEnv: 'SUCCESSFACTORS_API_URL',
    });
    expect(successfactorsSource.defaultBaseUrl).toBe('https://{board}');
    expect(successfactorsSource.terms.robotsTxt).toBe(true);
    expect(successfactorsSource.boardUrl('career2.eu/SwissRe')).toBe(
      'https://career2.successfactors.eu/career?company=SwissRe&career_ns=job_listing_summary&navBarLevel=JOB_SEARCH',
    );
    expect(successfactorsSource.nameOfBoard?.('career4/colgate')).toBe('colgate');
    expect(['career4/colgate', 'career2.eu/SwissRe', 'career012.eu/nestleHRprdBX'].map((slug) => isBoardSlug('successfactors', slug))).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['colgate', 'career4.successfactors.com/colgate', 'Career4/colgate', 'career4/colgate/x', 'career4.de/x', 'career4/a.b'].some((slug) =>
        isBoardSlug('successfactors', slug),
      ),
    ).toBe(false);
  });

  it("reads a real list (Colgate's, career4): places from City, State/Province and Country, Hybrid from its Work Location facet", async () => {
    const answer = await readAnswer(recordedText('jht-colgate-career4-feed.xml'), 'career4/colgate');
    expect(answer.requests).toEqual([
      'http://127.0.0.1:9/successfactors/career4.successfactors.com/career?company=colgate&career_ns=job_listing_summary&resultType=XML',
    ]);
    expect(answer.complete).toBe(true);
    expect(answer.postings.map((posting) => [posting.sourceId, posting.title, posting.location, posting.workplace])).toEqual([
      ['colgate/173126', 'Advanced Analytics - Retail', 'Overland Park, Kansas, United States', 'hybrid'],
      // "Work Location" left empty says nothing.
      ['colgate/164817', '(Manufacturing) Operations Assistant', 'Emporia, Kansas, United States', undefined],
    ]);
    expect(answer.postings[0]).toMatchObject({
      sourceUrl: 'https://career4.successfactors.com/career?career_ns=job_listing&company=colgate&career_job_req_id=173126',
      company: "Hill's Pet Nutrition",
      remote: false,
      descriptionHtml: '<p>Trimmed for the fixture; see the header comment.</p>',
      board: { provider: 'successfactors', slug: 'career4/colgate' },
    });
    // No date, no pay, no department in this answer ("Travel Required?" is no field of ours).
    expect(answer.postings[0]!.postedAt).toBeUndefined();
    expect(answer.postings[0]!.department).toBeUndefined();
    expect(answer.postings[0]!.employmentType).toBeUndefined();

    const postings = await recorded('successfactors/jht-colgate-career4-feed.xml');
    expect(postings.map((posting) => [posting.title, posting.workplace, posting.salary, posting.postedAt])).toEqual([
      ['Advanced Analytics - Retail', 'hybrid', null, null],
      ['(Manufacturing) Operations Assistant', null, null, null],
    ]);
  });

  it("reads a real list (Zurich's): the title's escaped ampersand decoded once, the place from Country of Search, Job Area as department", async () => {
    const answer = await readAnswer(recordedText('jht-zurich-feed.xml'), 'career2.eu/SF2013');
    expect(answer.requests[0]).toBe(
      'http://127.0.0.1:9/successfactors/career2.successfactors.eu/career?company=SF2013&career_ns=job_listing_summary&resultType=XML',
    );
    expect(answer.postings.map((posting) => [posting.sourceId, posting.title, posting.location, posting.department])).toEqual([
      ['SF2013/135038', '(Senior) Manager, Distribution Governance (Life Insurance)', 'Hong Kong', 'Sales & Distribution'],
      ['SF2013/134794', 'Accident & Health Underwriter - Zurich Asuransi Indonesia', 'Indonesia', 'Underwriting'],
    ]);
    // "Job Type: Experienced" is a level, not the employment type: not read as one. No company facet: the company id.
    expect(answer.postings[0]).toMatchObject({ company: 'SF2013', employmentType: undefined, workplace: undefined });
    expect(answer.postings[1]!.sourceUrl).toBe(
      'https://career2.successfactors.eu/career?career_ns=job_listing&company=SF2013&career_job_req_id=134794',
    );
    expect(answer.postings.every((posting) => posting.descriptionHtml?.startsWith('<p>'))).toBe(true);
  });

  it("reads a real list (Swiss Re's, career2.eu): full descriptions, day-first dates its own 17/06/2026 shows, facets by label", async () => {
    const answer = await readAnswer(recordedText('jobcannon-swissre-career2-eu-job-listing-summary.xml'), 'career2.eu/SwissRe');
    expect(answer.postings.map((posting) => [posting.sourceId, posting.location, posting.postedAt?.toISOString()])).toEqual([
      ['SwissRe/137248', 'Germany', '2026-03-04T00:00:00.000Z'],
      ['SwissRe/138394', 'Hong Kong', '2026-06-17T00:00:00.000Z'],
    ]);
    expect(answer.postings.map((posting) => [posting.department, posting.employmentType, posting.workplace])).toEqual([
      ['Client Management & Solutions', 'Regular Employment', undefined],
      ['Actuarial', 'Regular Employment', undefined],
    ]);
    const [first, second] = answer.postings;
    expect(first!.descriptionHtml!.length).toBeGreaterThan(10_000);
    // The site's unfilled merge fields ("[[cust_keywords]]", "[[id]]") are left out.
    expect(first!.descriptionHtml).not.toMatch(/\[\[/);
    expect(second!.title).toBe('(Senior) Portfolio Manager');

    // Normalised: the recording's double-encoded UTF-8 repaired, "Hybrid" in the title and the pay in the description read there.
    const postings = await recorded('successfactors/jobcannon-swissre-career2-eu-job-listing-summary.xml');
    expect(postings[0]!.title).toBe('(Senior) Aktuar/in & Client Manager/in L&H für Deutschland (Hybrid; m/f/d/x; 80-100%)');
    expect(postings[0]!.workplace).toBe('hybrid');
    expect(postings[0]!.descriptionText).toMatch(/^Möchten Sie die Zukunft/);
    expect(postings[1]!.salary).toBeNull();
    expect(postings.map((posting) => posting.postedAt?.toISOString())).toEqual(['2026-03-04T00:00:00.000Z', '2026-06-17T00:00:00.000Z']);
  });

  it('survives the empty-named tag anywhere in a job, and reads a job whatever order its parts come in', async () => {
    const xml = listing(
      `<Job>\n<>1</>\n<ReqId>11</ReqId>\n<></>\n<JobTitle><![CDATA[First]]></JobTitle>\n<Job-Description><![CDATA[<p>One</p>]]></Job-Description>\n</Job>`,
      job('12'),
    );
    const { postings } = await readAnswer(xml);
    expect(postings.map((posting) => [posting.sourceId, posting.title, posting.descriptionHtml])).toEqual([
      ['acme/11', 'First', '<p>One</p>'],
      ['acme/12', 'Job 12', '<p>About 12.</p>'],
    ]);
  });

  it('reads a date only where the answer shows which way round it is written; never a guessed order', async () => {
    const dates = async (...values: string[]) =>
      (await readAnswer(listing(...values.map((value, index) => job(String(index + 1), posted(value)))))).postings.map((posting) =>
        posting.postedAt?.toISOString().slice(0, 10),
      );
    // Alone, 04/03/2026 is the 4th of March or the 3rd of April: no date. The same number both ways is one day.
    expect(await dates('04/03/2026', '05/05/2026')).toEqual([undefined, '2026-05-05']);
    expect(await dates('04/03/2026', '17/06/2026')).toEqual(['2026-03-04', '2026-06-17']);
    expect(await dates('04/03/2026', '12/25/2026')).toEqual(['2026-04-03', '2026-12-25']);
    // Both orders in one answer: none is known.
    expect(await dates('04/03/2026', '17/06/2026', '12/25/2026')).toEqual([undefined, undefined, undefined]);
    expect(await dates('2026-03-04', '31/02/2026', '13/01/2026', 'March 4, 2026')).toEqual(['2026-03-04', undefined, '2026-01-13', undefined]);
  });

  it('reads the way of working only from a labelled facet that says one of its words', async () => {
    const xml = listing(
      job('1', facet('filter12', 'Work Location', 'Remote')),
      job('2', facet('filter2', 'Workplace Type', 'On-site')),
      job('3', facet('filter12', 'Work Location', 'Overland Park')),
      job('4', facet('filter7', 'Travel Required?', 'Remote')),
      job('5', `${facet('filter1', 'Location', 'Zürich')}${facet('mfield2', 'Country', 'Switzerland')}`),
    );
    const { postings } = await readAnswer(xml);
    expect(postings.map((posting) => [posting.workplace, posting.remote, posting.location])).toEqual([
      ['remote', true, undefined],
      ['onsite', false, undefined],
      [undefined, undefined, undefined],
      [undefined, undefined, undefined],
      [undefined, undefined, 'Zürich, Switzerland'],
    ]);
  });

  it('reads an answer cut short up to its last whole job, and says the board was read in part', async () => {
    const whole = listing(job('1'), job('2'), job('3'));
    const cut = whole.slice(0, whole.indexOf('About 3.'));
    const answer = await readAnswer(cut);
    expect(answer.postings.map((posting) => posting.sourceId)).toEqual(['acme/1', 'acme/2']);
    expect(answer.complete).toBe(false);
    expect((await readAnswer(whole)).complete).toBe(true);
    // Cut before any job closed: nothing read, and still in part.
    expect(await readAnswer(whole.slice(0, whole.indexOf('About 1.')))).toMatchObject({ postings: [], complete: false });
    expect(await readAnswer('<?xml version="1.0"?>\n<Job-Listing>\n</Job-Listing>')).toMatchObject({ postings: [], complete: true });
  });

  it('keeps at most maxPostings of a big board (read in part), and the wanted job whatever its place in the list', async () => {
    const jobs = Array.from({ length: maxPostings + 5 }, (_, index) => job(String(index + 1)));
    const answer = await readAnswer(listing(...jobs), 'career4/acme', `acme/${maxPostings + 3}`);
    expect(answer.complete).toBe(false);
    expect(answer.postings).toHaveLength(maxPostings + 1);
    expect(answer.postings.at(-1)!.sourceId).toBe(`acme/${maxPostings + 3}`);
    expect(answer.requests).toHaveLength(1);
    // A job the list no longer has leaves the board as listed.
    const small = await readAnswer(listing(job('1')), 'career4/acme', 'acme/99');
    expect(small.postings.map((posting) => posting.sourceId)).toEqual(['acme/1']);
  });

  it('refuses a bad board name without a request, and an answer that is not a job list', async () => {
    const http = stubSourceHttp(() => ({ body: listing() }));
    for (const slug of ['colgate', 'career4/col gate', 'career4.successfactors.com/colgate', '../career4/x', 'career4/']) {
      await expect(successfactorsSource.fetchBoard(stubContext(http, base), slug)).rejects.toMatchObject({ kind: 'not-found' });
    }
    expect(http.requests).toEqual([]);
    // A company id the site does not know: its HTML page, with 200.
    await expect(readAnswer('<!DOCTYPE html><html><head><title>Career Opportunities</title></head><body></body></html>')).rejects.toMatchObject({
      kind: 'not-found',
    });
    await expect(readAnswer('{"jobs": []}')).rejects.toBeInstanceOf(SourceError);
    await expect(readAnswer('<rss><channel></channel></rss>')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('skips a job without a title or a numeric requisition id', async () => {
    const xml = listing(
      job('1'),
      '<Job><JobTitle><![CDATA[No id]]></JobTitle></Job>',
      '<Job><JobTitle><![CDATA[Bad id]]></JobTitle><ReqId>R-1</ReqId></Job>',
      '<Job><ReqId>4</ReqId></Job>',
    );
    expect((await readAnswer(xml)).postings.map((posting) => posting.sourceId)).toEqual(['acme/1']);
  });

  it("is read from its fake as from the real site: the fixture's title, place, type, department, day, remote and company", async () => {
    const fixture: FixtureJob = {
      id: 'j-42',
      title: 'R&D <Lead>',
      company: 'Acme',
      location: 'Berlin, Germany',
      remote: true,
      descriptionHtml: '<p>Build things. ]]> still here</p>',
      postedAt: new Date('2026-11-20T00:00:00Z'),
      employmentType: 'Full-time',
      department: 'Engineering',
    };
    const http = stubSourceHttp(fakeAnswers(fakeSuccessfactors, [fixture], 'Acme GmbH', base));
    const read = await successfactorsSource.fetchBoard(stubContext(http, base), 'career5.eu/AcmeP', `AcmeP/${successfactorsReqId(fixture)}`);
    expect(http.requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:9/successfactors/career5.successfactors.eu/career?company=AcmeP&career_ns=job_listing_summary&resultType=XML',
    ]);
    expect(read.postings).toHaveLength(1);
    expect(read.postings[0]).toMatchObject({
      sourceId: 'AcmeP/42',
      sourceUrl: 'https://career5.successfactors.eu/career?career_ns=job_listing&company=AcmeP&career_job_req_id=42',
      title: 'R&D <Lead>',
      company: 'Acme GmbH',
      location: 'Berlin, Germany',
      workplace: 'remote',
      remote: true,
      descriptionHtml: '<p>Build things. ]]> still here</p>',
      postedAt: new Date('2026-11-20T00:00:00Z'),
      employmentType: 'Full-time',
      department: 'Engineering',
    });
    expect(fakeSuccessfactors.boardSlug('/career5.successfactors.eu/career', new URLSearchParams('company=AcmeP'))).toBe('career5.eu/AcmeP');
    expect(fakeSuccessfactors.boardSlug('/career5.successfactors.eu/sfcareer/jobreqcareer', new URLSearchParams('company=AcmeP'))).toBeNull();
  });
});

describe('readSuccessfactorsLink', () => {
  const read = (link: string) => readSuccessfactorsLink(new URL(link));

  it('reads a job from the career-site addresses people paste', () => {
    expect(read('https://career4.successfactors.com/career?career_ns=job_listing&company=colgate&career_job_req_id=169295')).toEqual({
      slug: 'career4/colgate',
      sourceId: 'colgate/169295',
    });
    expect(
      read(
        'https://career5.successfactors.eu/career?career_ns=job_listing&company=EYHRISPRD1&navBarLevel=JOB_SEARCH&rcm_site_locale=en_US&career_job_req_id=1738189&selected_lang=en_US',
      ),
    ).toEqual({ slug: 'career5.eu/EYHRISPRD1', sourceId: 'EYHRISPRD1/1738189' });
    expect(read('https://career2.successfactors.eu/sfcareer/jobreqcareer?jobId=1023&company=hoeghautol')).toEqual({
      slug: 'career2.eu/hoeghautol',
      sourceId: 'hoeghautol/1023',
    });
    expect(read('https://career8.successfactors.com/careers?company=brevardcou&career_job_req_id=123&career_ns=job_application')).toEqual({
      slug: 'career8/brevardcou',
      sourceId: 'brevardcou/123',
    });
    expect(read('https://CAREER012.successfactors.eu/portalcareer?company=ACME&career_job_req_id=7')).toEqual({
      slug: 'career012.eu/ACME',
      sourceId: 'ACME/7',
    });
  });

  it("tells a board's page, another page of these hosts, and another site apart", () => {
    expect(read('https://career2.successfactors.eu/career?company=SwissRe')).toBe('board-page');
    expect(read('https://career5.successfactors.eu/career?company=metricstre&career_ns=job_listing_summary&navBarLevel=JOB_SEARCH&')).toBe(
      'board-page',
    );
    expect(read('https://career4.successfactors.com/career?company=colgate&career_job_req_id=abc')).toBe('bad-id');
    expect(read('https://career4.successfactors.com/login?company=colgate')).toBe('bad-id');
    expect(read('https://career4.successfactors.com/career?career_job_req_id=5')).toBe('bad-id');
    expect(read('https://jobs.aa.com/job/Fort-Worth-Engineer%2C-IT-AI-TX-76101/1436476000/')).toBeNull();
    expect(read('https://jobsearch.siemens.biz/sfcareer/jobreqcareer?jobId=174786&company=Siemens')).toBeNull();
    expect(read('https://career4.successfactors.com.evil.example/career?company=x&career_job_req_id=1')).toBeNull();
    expect(read('https://api4.successfactors.com/career?company=x&career_job_req_id=1')).toBeNull();
  });
});
