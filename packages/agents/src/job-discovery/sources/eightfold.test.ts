import { describe, expect, it } from 'vitest';
import { eightfoldId, fakeEightfold } from '../../testing/job-sources/eightfold';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError } from '../source-error';
import { eightfoldMaxPages, eightfoldSource } from './eightfold';
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
});
