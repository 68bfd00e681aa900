import { describe, expect, it } from 'vitest';
import { eightfoldId, fakeEightfold } from '../../testing/job-sources/eightfold';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError } from '../source-error';
import { readFileSync } from 'node:fs';
import { eightfoldJobOfPage, eightfoldMaxPages, eightfoldSource } from './eightfold';
import { sourceAdapters } from './index';

const base = 'http://127.0.0.1:9/eightfold/{board}';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);

describe('eightfoldSource', () => {
  it('describes itself: a tenant with the company domain its API wants, robots.txt obeyed', () => {
    expect(eightfoldSource).toMatchObject({
      kind: 'board',
      name: 'eightfold',
      label: 'Eightfold',
      defaultBaseUrl: 'https://{board}.eightfold.ai',
      credentials: [],
    });
    expect(eightfoldSource.terms.robotsTxt).toBe(true);
    expect(eightfoldSource.boardUrl('Albemarle/albemarle.com')).toBe('https://albemarle.eightfold.ai/careers?domain=albemarle.com');
    expect(eightfoldSource.nameOfBoard?.('albemarle/albemarle.com')).toBe('albemarle.com');
  });

  it("reads a real list (Albemarle's): every place, the department, the day from epoch seconds; no description where the list has none", async () => {
    const postings = await recorded('eightfold/careerkit-albemarle.json');
    expect(postings.map((posting) => [posting.sourceId, posting.title])).toEqual([
      ['1099555326551', 'Supply Planner, Bromine S&OP'],
      ['1099555208188', 'Director, Media Relations and U.S. Public Affairs'],
    ]);
    expect(postings[0]).toMatchObject({
      sourceUrl: 'https://albemarle.eightfold.ai/careers/job/1099555326551',
      department: 'Supply Chain',
      postedAt: new Date(1785801600 * 1000),
      descriptionText: '',
      salary: null,
    });
    expect(postings[0]!.location).toMatch(/^Charlotte, North Carolina, United States of America; Magnolia, Arkansas/);
  });

  it(`pages ten at a time with the domain, at most ${eightfoldMaxPages} pages, and asks nothing for a board without its domain`, async () => {
    const jobs: FixtureJob[] = Array.from({ length: 25 }, (_, index) => ({
      id: String(index + 1),
      title: `Role ${index + 1}`,
      company: 'Acme',
      location: 'Austin, TX',
      descriptionHtml: '',
      postedAt: new Date('2026-11-20T00:00:00Z'),
    }));
    const http = stubSourceHttp(fakeAnswers(fakeEightfold, jobs, 'Acme', base));
    const answer = await eightfoldSource.fetchBoard(stubContext(http, base), 'acme/acme.com');
    expect(answer.postings.map((posting) => posting.sourceId)).toEqual(jobs.map(eightfoldId));
    expect(answer.complete).toBe(true);
    expect(http.requests.map((request) => new URL(request.url).search)).toEqual([
      '?domain=acme.com&start=0&num=10',
      '?domain=acme.com&start=10&num=10',
      '?domain=acme.com&start=20&num=10',
    ]);

    let asked = 0;
    const counting = stubSourceHttp(() => (asked++, { body: {} }));
    for (const bad of ['acme', 'acme/', 'acme/acme', 'a.b/acme.com', 'acme/acme.com/x']) {
      const error = await eightfoldSource.fetchBoard(stubContext(counting, base), bad).catch((caught: unknown) => caught);
      expect(isSourceError(error, 'not-found'), bad).toBe(true);
    }
    expect(asked).toBe(0);
  });

  it('reads the way of working a position states (work_location_option), and none where it says something else', async () => {
    const positions = ['onsite', 'hybrid', 'remote', 'flexible', null].map((option, at) => ({
      id: 563000000000 + at,
      name: `Role ${at}`,
      work_location_option: option,
    }));
    const http = stubSourceHttp(() => ({ body: { positions, count: positions.length } }));
    const answer = await eightfoldSource.fetchBoard(stubContext(http, base), 'acme/acme.com');
    expect(answer.postings.map((posting) => posting.workplace ?? null)).toEqual(['onsite', 'hybrid', 'remote', null, null]);
  });

  it("reads a pasted job whole from its page (description, the employer's name for every job), listed or not", async () => {
    const job = (id: string, title: string): FixtureJob => ({
      id,
      title,
      company: 'Acme',
      location: 'Austin, TX',
      descriptionHtml: `<p>${title} at Acme: the whole description.</p>`,
      postedAt: new Date('2026-11-20T00:00:00Z'),
      employmentType: 'Full-time',
    });
    const jobs = [job('11', 'Support Engineer'), job('12', 'Data Analyst')];
    const http = stubSourceHttp(fakeAnswers(fakeEightfold, jobs, 'Acme Corporation', base));
    const wanted = eightfoldId(jobs[1]!);
    const answer = await eightfoldSource.fetchBoard(stubContext(http, base), 'acme/acme.com', wanted);
    expect(http.requests.at(-1)!.url).toBe(`http://127.0.0.1:9/eightfold/acme/careers/job/${wanted}?domain=acme.com`);
    expect(answer.companyName).toBe('Acme Corporation');
    expect(answer.postings.find((posting) => posting.sourceId === wanted)).toMatchObject({
      title: 'Data Analyst',
      company: 'Acme Corporation',
      descriptionHtml: '<p>Data Analyst at Acme: the whole description.</p>',
      employmentType: 'FULL_TIME',
    });
    expect(answer.postings.map((posting) => posting.company)).toEqual(['Acme Corporation', 'Acme Corporation']);

    // Past the listed ones (a board read in part): its page alone; a page that states no job: nothing made up.
    const unlisted = job('77', 'Night Operator');
    const beyond = stubSourceHttp((url) =>
      url.pathname.includes('/careers/job/')
        ? fakeAnswers(fakeEightfold, [unlisted], 'Acme Corporation', base)(url)
        : fakeAnswers(fakeEightfold, jobs, 'Acme Corporation', base)(url),
    );
    const found = await eightfoldSource.fetchBoard(stubContext(beyond, base), 'acme/acme.com', eightfoldId(unlisted));
    expect(found.postings.map((posting) => posting.title)).toEqual(['Support Engineer', 'Data Analyst', 'Night Operator']);
    const bare = stubSourceHttp((url) =>
      url.pathname.includes('/careers/job/') ? { body: '<html><title>Careers</title></html>' } : fakeAnswers(fakeEightfold, jobs, 'Acme', base)(url),
    );
    const plain = await eightfoldSource.fetchBoard(stubContext(bare, base), 'acme/acme.com', wanted);
    expect(plain.companyName).toBeNull();
    expect(plain.postings.find((posting) => posting.sourceId === wanted)).toMatchObject({ title: 'Data Analyst', company: 'acme.com' });
    expect((await eightfoldSource.fetchBoard(stubContext(bare, base), 'acme/acme.com', '99999')).postings).toHaveLength(2);
  });
});

describe('eightfoldJobOfPage', () => {
  // A real Eightfold careers page on Amdocs' own host (job-hunter-toolkit, MIT; page/fixtures/ORIGINS.md).
  const amdocs = readFileSync(new URL('../page/fixtures/eightfold-amdocs-job-page.html', import.meta.url), 'utf8');

  it("knows a company host's Eightfold job by the address the page states on the tenant's host, and the domain its links name", () => {
    expect(eightfoldJobOfPage(new URL('https://jobs.amdocs.com/careers/job/563431013427445'), amdocs)).toEqual({
      slug: 'amdocs/amdocs.com',
      sourceId: '563431013427445',
    });
    expect(eightfoldJobOfPage(new URL('https://jobs.amdocs.com/careers/job/563431013427445-software-support-specialist'), amdocs)).toMatchObject({
      sourceId: '563431013427445',
    });
    expect(eightfoldJobOfPage(new URL('https://jobs.amdocs.com/careers?pid=563431013427445&domain=amdocs.com'), amdocs)).toMatchObject({
      slug: 'amdocs/amdocs.com',
    });
    // The pasted address's domain is the one the site asks with.
    const page = '<meta property="og:url" content="https://ericsson.eightfold.ai/careers/job/563121760620475-engineer">';
    expect(eightfoldJobOfPage(new URL('https://jobs.ericsson.com/careers/job/563121760620475?domain=ericsson.com'), page)).toEqual({
      slug: 'ericsson/ericsson.com',
      sourceId: '563121760620475',
    });
  });

  it('takes no other page for one: another job stated, no domain or two, two tenants, another shape, the platform host itself', () => {
    expect(eightfoldJobOfPage(new URL('https://jobs.amdocs.com/careers/job/563431013427446'), amdocs)).toBeNull();
    const stated = (domains: string, tenants = ['acme']) =>
      tenants.map((tenant) => `<a href="https://${tenant}.eightfold.ai/careers/job/5631">x</a>`).join('') + domains;
    const at = new URL('https://jobs.acme.com/careers/job/5631');
    expect(eightfoldJobOfPage(at, stated('<a href="/careers?domain=acme.com">Get matched</a>'))).toEqual({ slug: 'acme/acme.com', sourceId: '5631' });
    expect(eightfoldJobOfPage(at, stated(''))).toBeNull();
    expect(eightfoldJobOfPage(at, stated('<a href="/careers?domain=acme.com"></a><a href="/careers?domain=other.com"></a>'))).toBeNull();
    expect(eightfoldJobOfPage(at, stated('<a href="/careers?domain=acme.com"></a>', ['acme', 'other']))).toBeNull();
    expect(eightfoldJobOfPage(new URL('https://jobs.acme.com/jobs/5631'), stated('<a href="/careers?domain=acme.com"></a>'))).toBeNull();
    expect(eightfoldJobOfPage(new URL('https://acme.eightfold.ai/careers/job/5631'), stated('<a href="/careers?domain=acme.com"></a>'))).toBeNull();
    // The platform's own app and site are no company's tenant.
    for (const platform of ['app', 'www']) {
      expect(eightfoldJobOfPage(at, stated('<a href="/careers?domain=acme.com"></a>', [platform]))).toBeNull();
    }
    // An empty domain in the pasted address leaves the page's.
    expect(eightfoldJobOfPage(new URL('https://jobs.acme.com/careers/job/5631?domain='), stated('<a href="/careers?domain=acme.com"></a>'))).toEqual({
      slug: 'acme/acme.com',
      sourceId: '5631',
    });
  });
});
