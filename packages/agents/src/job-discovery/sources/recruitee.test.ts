import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeRecruitee } from '../../testing/job-sources/recruitee';
import { fakeAnswers, stubContext, stubSourceHttp, type StubAnswer } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError } from '../source-error';
import { sourceAdapters } from './index';
import { recruiteeSource } from './recruitee';

const base = 'http://127.0.0.1:9/recruitee/{board}';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);

function fetchWith(answerFor: (url: URL) => StubAnswer | undefined, slug = 'acme') {
  const http = stubSourceHttp(answerFor);
  return { http, result: recruiteeSource.fetchBoard(stubContext(http, base), slug) };
}

describe('recruiteeSource', () => {
  it('describes itself, each board on its own host', () => {
    expect(recruiteeSource).toMatchObject({ kind: 'board', name: 'recruitee', label: 'Recruitee', urlEnv: 'RECRUITEE_API_URL', credentials: [] });
    expect(recruiteeSource.defaultBaseUrl).toBe('https://{board}.recruitee.com');
    expect(recruiteeSource.terms.minIntervalMs).toBe(3_600_000);
    expect(recruiteeSource.boardUrl('bunq')).toBe('https://bunq.recruitee.com/');
  });

  it("reads a real answer (bunq's): hybrid from the three flags, times in UTC, no pay where none is set", async () => {
    const postings = await recorded('recruitee/clearfetch-bunq.json');
    expect(postings.map((posting) => posting.title)).toEqual(['(Senior) Legal Counsel', 'Copywriting Intern']);
    expect(postings[0]).toMatchObject({
      source: 'recruitee',
      sourceId: 'senior-legal-counsel-3',
      sourceUrl: 'https://careers.bunq.com/o/senior-legal-counsel-3',
      company: 'bunq',
      location: 'Amsterdam, Noord-Holland, Netherlands',
      workplace: 'hybrid',
      salary: null,
      jobType: 'Full-time',
      postedAt: new Date('2026-09-25T15:46:07.000Z'),
    });
    expect(postings[0]!.descriptionText).toMatch(/^At bunq/);
  });

  it('reads pay sent as strings, with its period and currency', async () => {
    const postings = await recorded('recruitee/careerkit-acme.json');
    expect(postings.map((posting) => posting.salary)).toEqual([
      { min: 60_000, max: 75_000, currency: 'EUR', period: 'year' },
      { min: 75_000, max: 90_000, currency: 'EUR', period: 'year' },
    ]);
    expect(postings[0]).toMatchObject({ location: 'Berlin, Berlin, Germany', workplace: 'hybrid', company: 'Acme' });
  });

  it('skips offers that are not published or lack an id, a title or a page; refuses an answer without offers', async () => {
    const offers = [
      { id: 1, title: 'Draft', status: 'draft', careers_url: 'https://x.example/o/draft' },
      { id: 2, title: '', careers_url: 'https://x.example/o/2' },
      { id: 3, title: 'No page', careers_url: 'javascript:alert(1)' },
      { id: 4, title: 'Kept', status: 'published', careers_url: 'https://x.example/o/kept', remote: true, hybrid: true },
      'junk',
    ];
    const board = await fetchWith(() => ({ body: { offers } })).result;
    expect(board.postings.map((posting) => posting.title)).toEqual(['Kept']);
    // Two flags at once say nothing sure.
    expect(board.postings[0]).toMatchObject({ workplace: undefined, remote: undefined, company: 'acme' });
    for (const body of [{}, { offers: null }, [], 'x'])
      await expect(fetchWith(() => ({ body })).result).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it("asks the board's own host, and refuses a name that is not one DNS label without a request", async () => {
    const { http, result } = fetchWith(() => ({ body: { offers: [] } }), 'Bunq');
    await result;
    expect(http.requests[0]?.url).toBe('http://127.0.0.1:9/recruitee/bunq/api/offers/');
    for (const slug of ['evil.com', 'a/b', '../x', 'a:1', '-a']) {
      const refused = fetchWith(() => ({ body: { offers: [] } }), slug);
      const error = await refused.result.catch((caught: unknown) => caught);
      expect(isSourceError(error, 'not-found'), slug).toBe(true);
      expect(refused.http.requests).toEqual([]);
    }
  });

  it('reads back what the fake serves', async () => {
    const job: FixtureJob = {
      id: 'r-42',
      title: 'Data Engineer',
      company: 'Fixture Co',
      location: 'Amsterdam, Netherlands',
      remote: true,
      descriptionHtml: '<p>Pipelines</p>',
      postedAt: new Date('2024-05-06T17:08:09Z'),
      salary: { min: 4000, max: 5000, currency: 'EUR', period: 'year' },
      employmentType: 'Full-time',
    };
    const http = stubSourceHttp(fakeAnswers(fakeRecruitee, [job], 'Fixture Co', 'http://127.0.0.1:9/recruitee'));
    const board = await recruiteeSource.fetchBoard(stubContext(http, base), 'fixture');
    expect(board.companyName).toBe('Fixture Co');
    expect(board.postings[0]).toMatchObject({
      sourceId: 'data-engineer',
      title: 'Data Engineer',
      location: 'Amsterdam, Netherlands',
      workplace: 'remote',
      remote: true,
      postedAt: new Date('2024-05-06T17:08:09Z'),
      salary: { min: 4000, max: 5000, currency: 'EUR', period: 'year' },
      employmentType: 'fulltime_permanent',
      board: { provider: 'recruitee', slug: 'fixture' },
    });
  });
});
