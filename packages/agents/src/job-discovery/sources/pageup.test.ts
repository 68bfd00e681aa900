import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakePageUp, pageupJobId, pageupJobPath } from '../../testing/job-sources/pageup';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readPlatformBoardJob } from '../links/read-embedded-board';
import { readJobLink } from '../links/read-job-link';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError } from '../source-error';
import { pageupJobOfPage, pageupSource } from './pageup';
import { readPageUpJobPage, readPageUpListing } from './pageup-pages';

const base = 'http://127.0.0.1:9/pageup/{board}';
const recorded = (file: string) => readFileSync(new URL(`../../testing/recorded-sources/pageup/${file}`, import.meta.url), 'utf8');
const [page2, last, pastEnd, jobPage] = [
  recorded('rowanjobs-rowan-listing-page2.html'),
  recorded('rowanjobs-rowan-listing-last.html'),
  recorded('pages/rowanjobs-rowan-listing-past-end.html'),
  recorded('pages/rowanjobs-rowan-job-501826-trimmed.html'),
];
const rowan = 'jobs.rowan.edu/en-us';
const listing = (page: number) => `http://127.0.0.1:9/pageup/jobs.rowan.edu/en-us/listing/?page=${page}&page-items=20`;
const jobAddress = 'https://jobs.rowan.edu/en-us/job/501826/temporary-part-time-hourly-public-safety-telecommunicator-police-department';

describe('pageupSource', () => {
  it("describes itself: a PageUp site on the employer's host, read only where users name it", () => {
    expect(pageupSource).toMatchObject({ kind: 'board', name: 'pageup', label: 'PageUp', urlEnv: 'PAGEUP_API_URL', credentials: [] });
    expect(pageupSource.terms).toMatchObject({ robotsTxt: true, namedOnly: true, anyHost: true, minIntervalMs: 3_600_000 });
    expect(pageupSource.boardUrl(rowan)).toBe('https://jobs.rowan.edu/en-us/listing/');
    expect(pageupSource.nameOfBoard?.(rowan)).toBe('jobs.rowan.edu');
  });

  it("reads the recorded listing pages (Rowan University's): the search results' rows once, on the site, to the count's end", async () => {
    const pages = [page2, last, pastEnd];
    const http = stubSourceHttp((url) => ({ body: pages[Number(url.searchParams.get('page')) - 1] ?? pastEnd }));
    const answer = await pageupSource.fetchBoard(stubContext(http, base), rowan);
    expect(answer.postings).toHaveLength(33);
    expect(answer.postings[0]).toEqual({
      source: 'pageup',
      sourceId: 'jobs.rowan.edu/501539',
      sourceUrl: 'https://jobs.rowan.edu/en-us/job/501539/operating-engineer-iii-physical-plant-rowanvirtua-som-stratford-nj',
      title: 'Operating Engineer III, Physical Plant - Rowan-Virtua SOM (Stratford, NJ)',
      company: 'jobs.rowan.edu',
      location: 'Stratford, New Jersey',
      board: { provider: 'pageup', slug: rowan },
    });
    // "Current Opportunities" repeats each row: read once. Every job is on the site, each with its place.
    expect(new Set(answer.postings.map((posting) => posting.sourceId)).size).toBe(33);
    for (const posting of answer.postings) {
      expect(posting.sourceUrl).toMatch(/^https:\/\/jobs\.rowan\.edu\/en-us\/job\/\d+\//);
      expect(posting.location).toMatch(/, New Jersey$|^Remote|,/);
    }
    // These two pages are the 2nd and the 7th of a list of 133 ("93 more" after the first of them): read in part.
    expect(answer.complete).toBe(false);
    expect(http.requests.map((request) => request.url)).toEqual([listing(1), listing(2), listing(3)]);
  });

  it("reads a pasted job's recorded page: its type, place, categories, the ad with its pay in words, the day advertised", async () => {
    const http = stubSourceHttp((url) => ({ body: url.pathname.includes('/job/') ? jobPage : pastEnd }));
    const answer = await pageupSource.fetchBoard(stubContext(http, base), rowan, 'jobs.rowan.edu/501826');
    const [job] = answer.postings;
    expect(job).toMatchObject({
      source: 'pageup',
      sourceId: 'jobs.rowan.edu/501826',
      sourceUrl: 'https://jobs.rowan.edu/en-us/job/501826',
      title: 'Temporary Part Time Hourly Public Safety Telecommunicator (Police Department)',
      location: 'Glassboro, New Jersey',
      employmentType: 'Temporary Part-Time',
      tags: ['Public Safety/Security'],
      postedAt: new Date('2026-09-15T12:00:00Z'),
    });
    expect(job!.descriptionHtml).toMatch(/^<p><span style="text-decoration: underline"><strong>Summary:<\/strong>/);
    expect(job!.descriptionHtml).toContain('$18.5 per hour');
    expect(job!.descriptionHtml).not.toContain('Advertised');
    const shown = normalizePosting(job!);
    expect(shown.salary).toMatchObject({ min: 18.5, max: 18.5, currency: 'USD', period: 'hour' });
    // Temporary work is the vocabulary's Contract, as everywhere in Seeker.
    expect(shown.jobType).toBe('Contract');
  });

  it("knows a pasted page as a PageUp site's job by its address and PageUp's marks on it", () => {
    expect(pageupJobOfPage(new URL(jobAddress), jobPage)).toEqual({ slug: rowan, sourceId: 'jobs.rowan.edu/501826' });
    expect(readPlatformBoardJob(new URL(jobAddress), jobPage)).toEqual({ provider: 'pageup', slug: rowan, sourceId: 'jobs.rowan.edu/501826' });
    // The same address on a page without PageUp's marks is not taken for PageUp's.
    expect(pageupJobOfPage(new URL(jobAddress), '<html><body><h2>A job</h2></body></html>')).toBeNull();
    expect(pageupJobOfPage(new URL('https://jobs.rowan.edu/en-us/job/abc'), jobPage)).toBeNull();
    // PageUp's own host serves many employers and names none: its pages are read as any page is, never as a board's.
    const onPageUp = new URL('https://careers.pageuppeople.com/860/cw/en-us/job/501826/a-job');
    expect(readJobLink(onPageUp)).toBeNull();
    expect(pageupJobOfPage(onPageUp, jobPage)).toBeNull();
    // A mark only in a comment or a stylesheet's address is not PageUp's apply link or settings.
    expect(pageupJobOfPage(new URL(jobAddress), '<!-- //careers-static.pageuppeople.com/ -->')).toBeNull();
  });

  it("reads its fake's site page by page to the last, and a pasted job's page", async () => {
    const jobs: FixtureJob[] = Array.from({ length: 23 }, (_, at) => ({
      id: `job-${at}`,
      title: `Nurse ${at}`,
      company: 'Acme Health',
      location: 'Glassboro, New Jersey',
      descriptionHtml: '<p>Care.</p>',
      postedAt: new Date('2026-11-20T00:00:00Z'),
      employmentType: 'Full-time',
    }));
    const http = stubSourceHttp(fakeAnswers(fakePageUp, jobs, 'Acme Health', 'http://127.0.0.1:9/pageup'));
    const context = stubContext(http, base);
    const answer = await pageupSource.fetchBoard(context, 'careers.acme.example/en-us', `careers.acme.example/${pageupJobId(jobs[4]!)}`);
    expect(answer.complete).toBe(true);
    expect(answer.postings).toHaveLength(23);
    expect(answer.postings[4]).toMatchObject({ title: 'Nurse 4', descriptionHtml: expect.stringContaining('Care.'), employmentType: 'Full-time' });
    expect(answer.postings[4]!.sourceUrl).toBe(`https://careers.acme.example/en-us${pageupJobPath(jobs[4]!)}`);
    // Two listing pages (the second has no "More Jobs") and the pasted job's page: nothing past the end is asked.
    expect(http.requests).toHaveLength(3);
  });

  it("fails on the firewall's empty answer without closing anything, and takes another site for none", async () => {
    const empty = stubSourceHttp(() => ({ body: '' }));
    await expect(pageupSource.fetchBoard(stubContext(empty, base), rowan)).rejects.toSatisfy((error) => isSourceError(error, 'invalid-response'));
    const other = stubSourceHttp(() => ({ body: '<html><body><h1>Welcome</h1></body></html>' }));
    await expect(pageupSource.fetchBoard(stubContext(other, base), rowan)).rejects.toSatisfy((error) => isSourceError(error, 'not-found'));
    // A later page that is no listing fails the read: the board is not read whole.
    const later = stubSourceHttp((url) => ({ body: url.searchParams.get('page') === '1' ? page2 : '' }));
    await expect(pageupSource.fetchBoard(stubContext(later, base), rowan)).rejects.toSatisfy((error) => isSourceError(error, 'invalid-response'));
    for (const slug of [
      'jobs.rowan.edu',
      'rowan',
      'jobs.rowan.edu/en-us/extra',
      'http://jobs.rowan.edu/en-us',
      'careers.pageuppeople.com/860/cw/en-us',
    ]) {
      await expect(pageupSource.fetchBoard(stubContext(empty, base), slug)).rejects.toSatisfy((error) => isSourceError(error, 'not-found'));
    }
  });

  it("takes no other job's page for the pasted one, and keeps the list when the job's page fails", async () => {
    const other = jobPage.replace('<span class="job-externalJobNo">501826</span>', '<span class="job-externalJobNo">999</span>');
    const http = stubSourceHttp((url) => ({ body: url.pathname.includes('/job/') ? other : pastEnd }));
    expect((await pageupSource.fetchBoard(stubContext(http, base), rowan, 'jobs.rowan.edu/501826')).postings).toEqual([]);
    // Another site's job is never asked of this one.
    const asked = stubSourceHttp(() => ({ body: pastEnd }));
    await pageupSource.fetchBoard(stubContext(asked, base), rowan, 'careers.other.example/501826');
    expect(asked.requests).toHaveLength(1);
  });

  it('takes a full page without a "More Jobs" link for no end: the next page, empty, says the list is read', async () => {
    const full = page2.replace(/<a [^>]*class="more-link[^]*?<\/a>/g, '');
    const http = stubSourceHttp((url) => ({ body: url.searchParams.get('page') === '1' ? full : pastEnd }));
    const answer = await pageupSource.fetchBoard(stubContext(http, base), rowan);
    expect(http.requests).toHaveLength(2);
    expect(answer).toMatchObject({
      complete: true,
      postings: expect.arrayContaining([expect.objectContaining({ sourceId: 'jobs.rowan.edu/501539' })]),
    });
    // A count the template marks otherwise is not read as one: the pages are read on, never taken for the end.
    const badge = page2.replaceAll('<span class="count">', '<span class="count badge">');
    expect(readPageUpListing(badge, 'https://jobs.rowan.edu/en-us')).toMatchObject({ more: true, remaining: 93 });
  });

  it("reads a job page's fields inside its content only", () => {
    const page = `<span class="location">Menu place</span><div id="job"><div id="job-content"><h2>The job</h2><span class="location">Glassboro</span></div></div><footer><h2>Footer</h2></footer>`;
    expect(readPageUpJobPage(page)).toMatchObject({ title: 'The job', location: 'Glassboro' });
    expect(readPageUpJobPage('<div id="job-content"></div><footer><h2>Footer heading</h2></footer>')).toBeUndefined();
  });

  it('reads hostile pages in bounded time: unclosed tags, repeated marks, no table', () => {
    for (const page of [
      '<tbody a'.repeat(250_000),
      `<tbody id="search-results-content"></tbody>${'<a class="x more-link '.repeat(90_000)}`,
      `<div id="job-content">${'<span class="location"'.repeat(100_000)}`,
      '<div>'.repeat(200_000),
    ]) {
      const started = performance.now();
      readPageUpListing(page, 'https://jobs.rowan.edu/en-us');
      readPageUpJobPage(page);
      expect(performance.now() - started).toBeLessThan(3_000);
    }
  });
});
