import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeIcims, icimsJobNumber, icimsJobUrl } from '../../testing/job-sources/icims';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile, recordedFiles } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError, SourceError } from '../source-error';
import { icimsMaxPages, icimsSource, readIcimsLink } from './icims';
import { icimsMaxCards } from './icims-search';
import { sourceAdapters } from './index';

const base = 'http://127.0.0.1:9/icims/{board}';
const real = 'https://{board}.icims.com';
const folder = new URL('../../testing/recorded-sources/', import.meta.url);
const recorded = (name: string) => recordedFiles(folder).find((file) => file.file === `icims/${name}`)!.body as string;

/** A search page as the portals write it, with the given cards and, when asked, a <link rel="next">. */
const page = (cards: string[], next?: number) =>
  `<html><head>${next === undefined ? '' : `<link rel="next" href="https://careers-acme.icims.com/jobs/search?pr=${next}&amp;in_iframe=1" />`}</head>` +
  `<body><ul class="container-fluid iCIMS_JobsTable">${cards.join('')}</ul></body></html>`;
const card = (id: number | string, title: string, extra = '') =>
  `<li class="iCIMS_JobCardItem"><div class="row"><div class="col-xs-12 title">` +
  `<a href="https://careers-acme.icims.com/jobs/${id}/job-title/job?in_iframe=1" class="iCIMS_Anchor" title="${id} - ${title}">` +
  `<span class="sr-only field-label">Title</span><h3 >\n${title}</h3></a></div>${extra}</div></li>`;
const posted = (stamp: string) =>
  `<div class="col-xs-6 header right"><span class="sr-only field-label">Posted Date</span><span title="${stamp}">\n3 days ago<span class="sr-only">(${stamp})</span></span></div>`;

/** Reads a board whose first page is `first` and every later page an empty search page. */
async function readBoard(first: string, slug = 'careers-acme') {
  let calls = 0;
  const http = stubSourceHttp(() => ({ body: calls++ === 0 ? first : page([]) }));
  const answer = await icimsSource.fetchBoard(stubContext(http, real), slug);
  return { ...answer, urls: http.requests.map((request) => request.url) };
}

const job = (id: string, title: string, postedAt = '2026-11-20T09:30:00Z'): FixtureJob => ({
  id,
  title,
  company: 'Acme',
  location: 'Boston, US',
  descriptionHtml: `<p>${title} at Acme.</p><ul><li>Benefits</li></ul>`,
  postedAt: new Date(postedAt),
  salary: { min: 90_000, max: 120_000, currency: 'USD' },
  employmentType: 'Full-time',
  department: 'Engineering',
});

describe('icimsSource', () => {
  it('describes itself: a board is a portal host name, its robots.txt obeyed', () => {
    expect(icimsSource).toMatchObject({ kind: 'board', name: 'icims', label: 'iCIMS', urlEnv: 'ICIMS_API_URL', credentials: [] });
    expect(icimsSource.defaultBaseUrl).toBe('https://{board}.icims.com');
    expect(icimsSource.terms.robotsTxt).toBe(true);
    expect(icimsSource.terms.minIntervalMs).toBe(3_600_000);
    expect(icimsSource.boardUrl('Careers-GDMS')).toBe('https://careers-gdms.icims.com/jobs/search?ss=1');
  });

  it.each([
    [
      'jht-emory-search-page1.html',
      'clinical-emory',
      'Emory',
      '170893 170830 170809 170684 170657 170653 170528 170513 170479 170420 170307 170294 170293 170292 170291 170252 170251 170239 170220 170208',
      [
        ['Medical Assistant', 'Johns Creek, GA, 30097'],
        ['Acute Care ASAP Nurse / Internal Travel Team', 'Atlanta, GA, 30345'],
      ],
    ],
    [
      'jht-gdms-search-page1.html',
      'careers-gdms',
      'General Dynamics Mission Systems',
      '73835 73836 73774 73823 73789 73793 73748 73829 73691 73813 73809 73483 73097 73820 73697 73781 73792 73798 73787 73768',
      [
        ['Skillbridge - Embedded Software Engineer', 'US-VA-Fairfax Station'],
        ['Embedded Software Engineer', 'US-MA-Dedham'],
      ],
    ],
    [
      'jht-matchretail-search-page1.html',
      'careers-wow',
      'Match Retail',
      '10493 10491 10485 10457 10446 10441 10423 10411 10408 10407 10376 10359 10326 10275 10268 10221 10177 10154 10039',
      [
        ['Sales Associate Part Time - Centerpoint Mall', 'CA-ON-Toronto'],
        ['Sales Associate Full Time - Lambton Mall', 'CA-ON-Sarnia'],
      ],
    ],
    [
      'jht-petsuppliesplus-search-page1.html',
      'careers-petsuppliesplus',
      'Pet Supplies Plus',
      '18075 18074 18073 18072 18069 18068 18067 18066 18065 18064 18063 18062 18061 18060 18059 18057 18056 18055 18054 18053',
      [
        ['Groomer', 'US-TX-Seguin'],
        ['Groom Student / Groom Tech (Bather)', 'US-TX-Seguin'],
      ],
    ],
    [
      'jht-tfghospitality-search-page1.html',
      'careers-tfghospitality',
      'TFG Hospitality',
      '8149 8147 8131 8130 8124 8114 8113 8097 8086 8083 8082 8081 8076 8075 8074 8073 8072 8071 8070 8069',
      [
        ['Commis II', 'Silver Sands Beach'],
        ['Director of Revenue Management', 'TFG Hospitality'],
      ],
    ],
  ] as const)(
    'reads a real search page (%s): every card, its id, title and place as the page states them',
    async (file, slug, company, ids, first) => {
      const html = recorded(file);
      const answer = await readBoard(html, slug);
      expect(answer.companyName).toBe(company);
      expect(answer.postings.map((posting) => posting.sourceId).join(' ')).toBe(ids);
      expect(answer.postings.slice(0, 2).map((posting) => [posting.title, posting.location])).toEqual(first);
      for (const posting of answer.postings) {
        expect(posting).toMatchObject({ source: 'icims', company, board: { provider: 'icims', slug } });
        // The job's own page on its portal, without the embed's query.
        expect(posting.sourceUrl).toMatch(new RegExp(`^https://${slug}\\.icims\\.com/jobs/${posting.sourceId}/[^/?]+/job$`));
        expect(posting.location).toBeTruthy();
        expect(posting.salary).toBeUndefined();
        expect(posting.remote).toBeUndefined();
        expect(posting.workplace).toBeUndefined();
      }
      // Four pages say another follows (and it is asked for); Match Retail's first page is its last.
      const more = !file.includes('matchretail');
      expect(answer.urls).toEqual([0, ...(more ? [1] : [])].map((pr) => `https://${slug}.icims.com/jobs/search?ss=1&pr=${pr}&in_iframe=1`));
      expect(answer.complete).toBe(true);
    },
  );

  it("reads each portal's own labels: Emory's campus, job type and category; entities in titles decoded once", async () => {
    const { postings } = await readBoard(recorded('jht-emory-search-page1.html'), 'clinical-emory');
    expect(postings[0]).toMatchObject({
      sourceUrl: 'https://clinical-emory.icims.com/jobs/170893/medical-assistant/job',
      location: 'Johns Creek, GA, 30097',
      employmentType: 'Regular Full-Time',
      department: 'Clinical & Nursing Support',
    });
    // A card without a summary has no description; one without a category no department (the division is no department).
    expect(postings[0]!.descriptionText).toBeUndefined();
    expect(postings.find((posting) => posting.sourceId === '170657')!.department).toBeUndefined();
    expect(postings.find((posting) => posting.sourceId === '170291')!.title).toBe(
      'Labor & Delivery / L&D/ Clinical Instructor / Internal Travel team',
    );
    expect(postings.find((posting) => posting.sourceId === '170292')!.title).toBe(
      'Intensive Care Unit / ICU/ Clinical Instructor / Internal Travel Team',
    );
    // Emory's cards state no date.
    expect(postings.every((posting) => posting.postedAt === undefined)).toBe(true);
  });

  it("reads General Dynamics' card: the summary's lines, the posted day month first, and no pay from its salary field", async () => {
    const { postings } = await readBoard(recorded('jht-gdms-search-page1.html'), 'careers-gdms');
    expect(postings[0]).toMatchObject({
      title: 'Skillbridge - Embedded Software Engineer',
      department: 'Various',
      postedAt: new Date('2026-07-28T00:00:00Z'),
    });
    expect(postings[0]!.descriptionText).toMatch(
      /^DoD SkillBridge Eligibility:\n- Has served at least 180 days on active duty\n- Is within 12 months/,
    );
    expect(postings.find((posting) => posting.sourceId === '73483')!.postedAt).toEqual(new Date('2026-07-27T00:00:00Z'));
    expect(postings.find((posting) => posting.sourceId === '73813')!.title).toBe('Submarine Fleet Subject Matter Expert – BYG-1 ILS Team');
    expect(postings.find((posting) => posting.sourceId === '73836')!.descriptionText).toContain('Requires a Bachelor’s degree');
    // "Combined Salary Range: USD $94,388.00 - USD $90,311.00 /Yr." is left unread: one tenant's field, a range upside down.
    expect(postings.every((posting) => posting.salary === undefined && posting.salaryText === undefined)).toBe(true);
  });

  it("takes Pet Supplies Plus's town, not the store's street; reads TFG's dates day first", async () => {
    const pets = await readBoard(recorded('jht-petsuppliesplus-search-page1.html'), 'careers-petsuppliesplus');
    expect(pets.postings.map((posting) => posting.location).slice(4, 6)).toEqual([
      'US-TX-San Antonio (San Pedro Ave)',
      'US-TX-San Antonio (San Pedro Ave)',
    ]);
    expect(pets.postings.some((posting) => /Court St|Highway/.test(posting.location ?? ''))).toBe(false);
    expect(pets.postings[0]).toMatchObject({
      department: 'Store Grooming',
      sourceUrl: 'https://careers-petsuppliesplus.icims.com/jobs/18075/groomer/job',
    });

    const tfg = await readBoard(recorded('jht-tfghospitality-search-page1.html'), 'careers-tfghospitality');
    expect(tfg.postings.slice(0, 3).map((posting) => posting.postedAt)).toEqual([
      new Date('2026-07-23T00:00:00Z'),
      new Date('2026-07-17T00:00:00Z'),
      new Date('2026-07-09T00:00:00Z'),
    ]);
    expect(tfg.postings.find((posting) => posting.sourceId === '8124')!.location).toBe(
      'The First Collection at Jumeirah Village Circle, a Tribute Portfolio Hotel',
    );
  });

  it('reads a recording as a search reads it: normalised, under any board name, the links on the portal that listed them', async () => {
    const postings = await readRecordedFile({ sourceAdapters, normalizePosting }, 'icims/jht-gdms-search-page1.html');
    expect(postings).toHaveLength(20);
    expect(postings[0]).toMatchObject({
      sourceUrl: 'https://careers-gdms.icims.com/jobs/73835/skillbridge---embedded-software-engineer/job',
      title: 'Skillbridge - Embedded Software Engineer',
      company: 'General Dynamics Mission Systems',
      postedAt: new Date('2026-07-28T00:00:00Z'),
    });
  });

  it('reads a day only when the board says which number is the month: an ambiguous or contradictory board gives none', async () => {
    const ambiguous = await readBoard(page([card(1, 'A', posted('3/7/2026 10:00 AM')), card(2, 'B', posted('7/7/2026 10:00 AM'))]));
    // 7/7 is the same day either way; 3/7 is March or July.
    expect(ambiguous.postings.map((posting) => posting.postedAt)).toEqual([undefined, new Date('2026-07-07T00:00:00Z')]);
    const settled = await readBoard(page([card(1, 'A', posted('3/7/2026 10:00')), card(2, 'B', posted('13/7/2026 10:00'))]));
    expect(settled.postings.map((posting) => posting.postedAt)).toEqual([new Date('2026-07-03T00:00:00Z'), new Date('2026-07-13T00:00:00Z')]);
    const mixed = await readBoard(page([card(1, 'A', posted('3/17/2026')), card(2, 'B', posted('13/7/2026')), card(3, 'C', posted('2/30/2026'))]));
    expect(mixed.postings.map((posting) => posting.postedAt)).toEqual([undefined, undefined, undefined]);
    const words = await readBoard(page([card(1, 'A', posted('3 days ago')), card(2, 'B', posted('31/02/2026'))]));
    expect(words.postings.map((posting) => posting.postedAt)).toEqual([undefined, undefined]);
  });

  it('follows <link rel="next"> page by page, lists a job the list moved only once, and stops at the cap with the board read in part', async () => {
    let calls = 0;
    const endless = stubSourceHttp(() => {
      const at = calls++;
      return { body: page([card(1000 + at, `Job ${at}`), card(1000 + at + 1, `Job ${at + 1}`)], at + 1) };
    });
    const capped = await icimsSource.fetchBoard(stubContext(endless, base), 'careers-acme');
    expect(endless.requests.map((request) => request.url)).toEqual(
      Array.from({ length: icimsMaxPages }, (_, pr) => `http://127.0.0.1:9/icims/careers-acme/jobs/search?ss=1&pr=${pr}&in_iframe=1`),
    );
    expect(endless.requests[0]!.request).toEqual({ headers: { Accept: 'text/html' } });
    expect(capped.postings.map((posting) => posting.sourceId)).toEqual(Array.from({ length: icimsMaxPages + 1 }, (_, n) => String(1000 + n)));
    expect(capped.complete).toBe(false);

    // A rel=next that does not go forward is no next page.
    const backwards = await readBoard(page([card(1, 'A')], 0));
    expect(backwards.urls).toHaveLength(1);
    expect(backwards.complete).toBe(true);
  });

  it('refuses a first answer that is no search page; a later one ends the read, the board read in part', async () => {
    const junk = stubSourceHttp(() => ({ body: '<html><body><h1>Service unavailable</h1></body></html>' }));
    const error = await icimsSource.fetchBoard(stubContext(junk, real), 'careers-acme').catch((caught: unknown) => caught);
    expect(isSourceError(error, 'invalid-response')).toBe(true);

    let calls = 0;
    const http = stubSourceHttp(() => ({ body: calls++ === 0 ? page([card(1, 'A')], 1) : '' }));
    const partial = await icimsSource.fetchBoard(stubContext(http, real), 'careers-acme');
    expect(partial.postings).toHaveLength(1);
    expect(partial.complete).toBe(false);

    // An empty board: its search page without a card.
    const empty = await readBoard(page([]));
    expect(empty).toMatchObject({ postings: [], complete: true, companyName: null });
  });

  it('skips a card without a job link or title, and links to another site or another portal page', async () => {
    const cards = [
      '<li class="iCIMS_JobCardItem"><h3>No link</h3></li>',
      '<li class="iCIMS_JobCardItem"><a href="https://careers-acme.icims.com/jobs/12/x/job"><h3>  </h3></a></li>',
      '<li class="iCIMS_JobCardItem"><a href="https://evil.example/jobs/13/x/job"><h3>Elsewhere</h3></a></li>',
      '<li class="iCIMS_JobCardItem"><a href="https://careers-acme.icims.com/jobs/search?pr=2"><h3>Search</h3></a></li>',
      '<li class="iCIMS_JobCardItem"><a href="javascript:alert(1)//jobs/14/x/job"><h3>Script</h3></a></li>',
      '<li class="iCIMS_JobCardItem"><a href="https://careers-acme.icims.com/jobs/abc/x/job"><h3>Bad id</h3></a></li>',
      // A relative link is on the board's own portal; a link's "{id} - {title}" stands in for a missing heading.
      '<li class="iCIMS_JobCardItem"><a href="/jobs/15/relative/job?in_iframe=1"><h3>Relative</h3></a></li>',
      '<li class="iCIMS_JobCardItem"><a href="https://careers-acme.icims.com/jobs/16/x/job" title="16 - From &amp; the link"></a></li>',
      '<li class="iCIMS_JobCardItem"><a href="https://careers-acme.icims.com/jobs/17/x/job" title="99 - Someone else"></a></li>',
    ];
    const { postings } = await readBoard(page(cards));
    expect(postings.map((posting) => [posting.sourceId, posting.title, posting.sourceUrl])).toEqual([
      ['15', 'Relative', 'https://careers-acme.icims.com/jobs/15/relative/job'],
      ['16', 'From & the link', 'https://careers-acme.icims.com/jobs/16/x/job'],
    ]);
  });

  it('reads a huge page bounded: at most the capped cards (the board then read in part), each text capped', async () => {
    const many = Array.from({ length: icimsMaxCards + 50 }, (_, n) => card(n + 1, `Job ${n + 1}`));
    const crowded = await readBoard(page(many));
    expect(crowded.postings).toHaveLength(icimsMaxCards);
    expect(crowded.complete).toBe(false);

    const long = `<div class="col-xs-12 description">${'word '.repeat(50_000)}</div><div class="col-xs-6 header left"><span class="sr-only field-label">Job Locations</span><span>${'x'.repeat(10_000)}</span></div>`;
    const [posting] = (await readBoard(page([card(1, 'T'.repeat(5_000), long)]))).postings;
    expect(posting!.title).toHaveLength(300);
    expect(posting!.descriptionText!.length).toBeLessThanOrEqual(20_000);
    expect(posting!.location).toHaveLength(500);

    // Past 4 MB a page is read no further.
    const padded = page([card(1, 'First'), `<!--${'-'.repeat(4 * 1024 * 1024)}-->`, card(2, 'Past the cut')]);
    const cut = await readBoard(padded);
    expect(cut.postings.map((read) => read.title)).toEqual(['First']);
    expect(cut.complete).toBe(false);
  });

  it('reads a card that nests its fields in one another, or nests deeper than any real page, in bounded time and memory', async () => {
    // Each nested description (or field label) is read as the first one: a text is copied into at most four captures.
    const nested = `<div class="col-xs-12 description">${'<div class="description"><span class="field-label">L</span>'.repeat(20_000)}${'x<br>'.repeat(20_000)}</div>`;
    // A card whose elements nest past 256 ends the page's reading there: the board is read in part.
    const deep = `<div>${'<div>'.repeat(100_000)}</div>`;
    for (const content of [nested, deep]) {
      const started = Date.now();
      const read = await readBoard(page([card(1, 'First'), card(2, 'Nested', content), card(3, 'After')]));
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(read.postings[0]!.title).toBe('First');
      expect(read.postings.length).toBeLessThanOrEqual(3);
    }
    const deepRead = await readBoard(page([card(1, 'First'), card(2, 'Deep', deep), card(3, 'After')]));
    expect(deepRead.complete).toBe(false);
  });

  it('reads the job a user asked for whole from its page (JSON-LD), in place of its card; the fake pages its search', async () => {
    const jobs = Array.from({ length: 25 }, (_, n) => job(String(4001 + n), `Engineer ${n + 1}`));
    const http = stubSourceHttp(fakeAnswers(fakeIcims, jobs, 'Acme Robotics', base));
    const answer = await icimsSource.fetchBoard(stubContext(http, base), 'careers-acme', '4024');
    expect(http.requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:9/icims/careers-acme/jobs/search?ss=1&pr=0&in_iframe=1',
      'http://127.0.0.1:9/icims/careers-acme/jobs/search?ss=1&pr=1&in_iframe=1',
      'http://127.0.0.1:9/icims/careers-acme/jobs/4024/job?in_iframe=1',
    ]);
    expect(answer).toMatchObject({ companyName: 'Acme Robotics', complete: true });
    expect(answer.postings).toHaveLength(25);
    expect(answer.postings[0]).toMatchObject({
      sourceId: '4001',
      sourceUrl: icimsJobUrl(jobs[0]!, 'careers-acme'),
      title: 'Engineer 1',
      company: 'Acme Robotics',
      location: 'Boston, US',
      postedAt: new Date('2026-11-20T00:00:00Z'),
      employmentType: 'Full-time',
      department: 'Engineering',
      descriptionText: 'Engineer 1 at Acme. Benefits',
    });
    expect(answer.postings[23]).toMatchObject({
      sourceId: '4024',
      sourceUrl: 'https://careers-acme.icims.com/jobs/4024/engineer-24/job',
      title: 'Engineer 24',
      descriptionHtml: '<p>Engineer 24 at Acme.</p><ul><li>Benefits</li></ul>',
      postedAt: new Date('2026-11-20T09:30:00Z'),
      employmentType: 'FULL_TIME',
      salary: { min: 90_000, max: 120_000, currency: 'USD', period: 'year' },
      // What the page leaves out, its card still says.
      department: 'Engineering',
      board: { provider: 'icims', slug: 'careers-acme' },
    });
    expect(answer.postings[23]!.descriptionText).toBeUndefined();
    expect(answer.postings[0]!.descriptionHtml).toBeUndefined();
  });

  it('adds an unlisted job from its page; a page without a JobPosting keeps the card; a job gone, or a bad id, leaves the board as listed', async () => {
    const listed = page([card(7, 'Listed')]);
    const jobPage = `<html><head><script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Hidden Role',
      description: '<p>Deep in the list.</p>',
      datePosted: '2026-10-01',
      hiringOrganization: { '@type': 'Organization', name: 'Acme Corp' },
    })}</script></head><body></body></html>`;
    const answers: Record<string, string> = {
      '/jobs/search': listed,
      '/jobs/8/job': jobPage,
      '/jobs/7/job': '<html><body class="iCIMS_JobPage"><h1>Listed</h1></body></html>',
    };
    const http = stubSourceHttp((url) => {
      const body = answers[url.pathname];
      return body === undefined ? { error: new SourceError('not-found', 'not found (404)', 404) } : { body };
    });
    const context = stubContext(http, real);
    const added = await icimsSource.fetchBoard(context, 'careers-acme', '8');
    expect(added.postings.map((posting) => [posting.sourceId, posting.title, posting.sourceUrl, posting.company])).toEqual([
      ['7', 'Listed', 'https://careers-acme.icims.com/jobs/7/job-title/job', 'careers-acme'],
      ['8', 'Hidden Role', 'https://careers-acme.icims.com/jobs/8/job', 'Acme Corp'],
    ]);
    expect(added.postings[1]!.descriptionHtml).toBe('<p>Deep in the list.</p>');

    const plain = await icimsSource.fetchBoard(context, 'careers-acme', '7');
    expect(plain.postings.map((posting) => posting.title)).toEqual(['Listed']);

    const gone = await icimsSource.fetchBoard(context, 'careers-acme', '9');
    expect(gone.postings.map((posting) => posting.sourceId)).toEqual(['7']);
    // Any other failure of the job's page is the read's failure.
    const failing = stubSourceHttp((url) =>
      url.pathname === '/jobs/search' ? { body: listed } : { error: new SourceError('http', 'HTTP 503', 503) },
    );
    await expect(icimsSource.fetchBoard(stubContext(failing, real), 'careers-acme', '9')).rejects.toThrow(/503/);

    let asked = 0;
    const counting = stubSourceHttp(() => (asked++, { body: listed }));
    const bad = await icimsSource.fetchBoard(stubContext(counting, real), 'careers-acme', '../search');
    expect(bad.postings).toHaveLength(1);
    expect(asked).toBe(1);
  });

  it('asks nothing for a board name that is not one DNS label', async () => {
    for (const bad of ['evil.test', 'careers-acme.icims.com', 'a/b', '-acme', '', 'acme:8080', 'ac me']) {
      let asked = 0;
      const http = stubSourceHttp(() => (asked++, { body: page([]) }));
      const error = await icimsSource.fetchBoard(stubContext(http, real), bad).catch((caught: unknown) => caught);
      expect(isSourceError(error, 'not-found'), bad).toBe(true);
      expect(asked, bad).toBe(0);
    }
  });

  it('reads the links people paste: a job page, with or without its title words and query, the apply page; the portal itself', () => {
    const read = (href: string) => readIcimsLink(new URL(href));
    expect(read('https://careers-gdms.icims.com/jobs/73835/skillbridge---embedded-software-engineer/job?in_iframe=1')).toEqual({
      slug: 'careers-gdms',
      sourceId: '73835',
    });
    expect(read('https://careers-wipfli.icims.com/jobs/8214/payroll-tax-specialist/job?hashed=-123&mobile=false')).toEqual({
      slug: 'careers-wipfli',
      sourceId: '8214',
    });
    expect(read('https://Careers-Garmin.icims.com/jobs/18921/login')).toEqual({ slug: 'careers-garmin', sourceId: '18921' });
    expect(read('https://uscareers-x.icims.com/jobs/5/job')).toEqual({ slug: 'uscareers-x', sourceId: '5' });
    expect(read('https://jobs-joslin.icims.com/jobs/77')).toEqual({ slug: 'jobs-joslin', sourceId: '77' });
    for (const board of [
      'https://careers-gdms.icims.com/',
      'https://careers-gdms.icims.com/jobs',
      'https://careers-gdms.icims.com/jobs/search?ss=1',
      'https://careers-gdms.icims.com/jobs/intro',
    ])
      expect(read(board), board).toBe('board-page');
    expect(read('https://careers-gdms.icims.com/jobs/abc/x/job')).toBe('bad-id');
    expect(read('https://careers-gdms.icims.com/jobs/1234567890123/x/job')).toBe('bad-id');
    for (const other of [
      'https://www.icims.com/jobs/1/x/job',
      'https://a.b.icims.com/jobs/1/x/job',
      'https://icims.com/',
      'https://careers-gdms.icims.com/connect',
      'ftp://careers-gdms.icims.com/jobs/1/job',
      'https://careers-gdms.icims.com.evil.test/jobs/1/job',
    ])
      expect(read(other), other).toBeNull();
  });

  it('the fake answers every request the adapter makes, and only its own paths', () => {
    expect(fakeIcims.boardSlug('/careers-acme/jobs/search')).toBe('careers-acme');
    expect(fakeIcims.boardSlug('/careers-acme/jobs/4001/job')).toBe('careers-acme');
    expect(fakeIcims.boardSlug('/careers-acme/jobs/4001/engineer-1/job')).toBe('careers-acme');
    expect(fakeIcims.boardSlug('/careers-acme/api/jobs')).toBeNull();
    const jobs = [job('gh-abc', 'No digits')];
    expect(icimsJobNumber(jobs[0]!)).toMatch(/^\d{1,12}$/);
    expect(fakeIcims.body(jobs, { url: new URL('http://f.invalid/careers-acme/jobs/1/job'), companyName: 'Acme' })).toBeUndefined();
    expect(fakeIcims.body(jobs, { url: new URL(`http://f.invalid/careers-acme/jobs/${icimsJobNumber(jobs[0]!)}/job`), companyName: 'Acme' })).toMatch(
      /application\/ld\+json/,
    );
  });
});
