import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeTeamtailor } from '../../testing/job-sources/teamtailor';
import { fakeAnswers, stubContext, stubSourceHttp, type StubAnswer } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { sourceAdapters } from './index';
import { teamtailorSource } from './teamtailor';

const base = 'http://127.0.0.1:9/teamtailor/{board}';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);

function fetchWith(answerFor: (url: URL) => StubAnswer | undefined, slug = 'acme') {
  const http = stubSourceHttp(answerFor);
  return { http, result: teamtailorSource.fetchBoard(stubContext(http, base), slug) };
}

describe('teamtailorSource', () => {
  it('describes itself, each board on its own host', () => {
    expect(teamtailorSource).toMatchObject({ kind: 'board', name: 'teamtailor', label: 'Teamtailor', urlEnv: 'TEAMTAILOR_API_URL', credentials: [] });
    expect(teamtailorSource.defaultBaseUrl).toBe('https://{board}.teamtailor.com');
    expect(teamtailorSource.boardUrl('upcloud')).toBe('https://upcloud.teamtailor.com/jobs');
  });

  it("reads a real feed (Teamtailor's own): the id from the job's address, every place of its JobPosting, dates with offsets", async () => {
    const postings = await recorded('teamtailor/careerkit-teamtailor.json');
    expect(postings.map((posting) => [posting.sourceId, posting.title])).toEqual([
      ['7167985', 'Account Executive - Italy (Madrid based)'],
      ['7069633', 'Mid-Market Account Executive - Copenhagen'],
    ]);
    expect(postings[0]).toMatchObject({
      source: 'teamtailor',
      sourceUrl: 'https://career.teamtailor.com/jobs/7167985-account-executive-italy-madrid-based',
      company: 'Teamtailor',
      postedAt: new Date('2026-02-04T08:26:20Z'),
      salary: null,
    });
    expect(postings[0]!.location).toMatch(/^Madrid\b/);
    // Two offices are two places.
    expect(postings[1]!.location).toMatch(/^Stockholm\b.*; København\b/);
  });

  it('skips items without a job address, a number in it, or a title; refuses an answer that is not a feed', async () => {
    const items = [
      { title: 'No url' },
      { title: 'No number', url: 'https://acme.teamtailor.com/jobs/sales' },
      { title: '', url: 'https://acme.teamtailor.com/jobs/3-x' },
      { title: 'Kept', url: 'https://acme.teamtailor.com/jobs/4-kept', _jobposting: 'junk' },
      7,
    ];
    const board = await fetchWith(() => ({ body: { title: 'Acme', items } })).result;
    expect(board.postings.map((posting) => [posting.sourceId, posting.title, posting.company])).toEqual([['4', 'Kept', 'Acme']]);
    for (const body of [{}, { items: null }, [], 'x'])
      await expect(fetchWith(() => ({ body })).result).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reads back what the fake serves', async () => {
    const job: FixtureJob = {
      id: 't-55',
      title: 'Support Specialist',
      company: 'Fixture AB',
      location: 'Stockholm, SE',
      remote: true,
      descriptionHtml: '<p>Help people</p>',
      postedAt: new Date('2024-05-06T17:08:09Z'),
      salary: { min: 40_000, max: 45_000, currency: 'SEK', period: 'year' },
      employmentType: 'Full-time',
    };
    const http = stubSourceHttp(fakeAnswers(fakeTeamtailor, [job], 'Fixture AB', 'http://127.0.0.1:9/teamtailor'));
    const board = await teamtailorSource.fetchBoard(stubContext(http, base), 'fixture');
    expect(http.requests[0]?.url).toBe('http://127.0.0.1:9/teamtailor/fixture/jobs.json');
    expect(board.companyName).toBe('Fixture AB');
    expect(board.postings[0]).toMatchObject({
      sourceId: '55',
      title: 'Support Specialist',
      location: 'Stockholm, SE',
      remote: true,
      descriptionHtml: '<p>Help people</p>',
      postedAt: new Date('2024-05-06T17:08:09Z'),
      salary: { min: 40_000, max: 45_000, currency: 'SEK', period: 'year' },
      employmentType: 'FULL_TIME',
      board: { provider: 'teamtailor', slug: 'fixture' },
    });
  });
});
