import { describe, expect, it } from 'vitest';
import { stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { sourceAdapters } from './index';
import { manatalMaxPages, manatalSource } from './manatal';

const base = 'http://127.0.0.1:9/manatal';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);

describe('manatalSource', () => {
  it("describes itself: Manatal's careers pages on one host, their robots.txt obeyed", () => {
    expect(manatalSource).toMatchObject({
      kind: 'board',
      name: 'manatal',
      label: 'Manatal',
      defaultBaseUrl: 'https://www.careers-page.com',
      credentials: [],
    });
    expect(manatalSource.terms.robotsTxt).toBe(true);
  });

  it('reads a real list: pay only where shown, with no period made up; places; full descriptions', async () => {
    const postings = await recorded('manatal/everjobs-ghostwerks.json');
    expect(postings).toHaveLength(6);
    const paid = postings.filter((posting) => posting.salary);
    expect(paid.map((posting) => [posting.title, posting.salary])).toEqual([
      ['Engineering Technician', { min: 60_000, max: 85_000, currency: 'USD', period: null }],
    ]);
    expect(postings[0]).toMatchObject({
      sourceId: 'RY684VW6',
      sourceUrl: 'https://www.careers-page.com/recorded/job/RY684VW6',
      location: 'Wharton, New Jersey, United States',
      postedAt: null,
    });
    expect(postings.every((posting) => posting.descriptionText.length > 100)).toBe(true);
  });

  it('gives no period to pay whose list states none, whatever the size of the figures (40–50 and 140,000–180,000)', async () => {
    const postings = await recorded('manatal/everjobs-castelion-p1.json');
    const hourly = postings.find((posting) => posting.title === 'Avionics R&D Tech II/Senior (Integration)');
    expect(hourly!.salary).toEqual({ min: 40, max: 50, currency: 'USD', period: null });
    expect(postings.find((posting) => posting.title === 'Avionics Reliability Engineer')!.salary).toEqual({
      min: 140_000,
      max: 180_000,
      currency: 'USD',
      period: null,
    });
  });

  it(`follows its own page numbers while the answer names a next page, at most ${manatalMaxPages}, and says a longer board was read in part`, async () => {
    const http = stubSourceHttp(() => ({
      body: { count: 500, next: 'https://evil.test/steal', results: [{ hash: 'ABCD1234', position_name: 'Role' }] },
    }));
    const answer = await manatalSource.fetchBoard(stubContext(http, base), 'acme');
    expect(answer.complete).toBe(false);
    expect(http.requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:9/manatal/api/v1.0/c/acme/jobs/',
      ...Array.from({ length: manatalMaxPages - 1 }, (_, index) => `http://127.0.0.1:9/manatal/api/v1.0/c/acme/jobs/?page=${index + 2}`),
    ]);
    const junk = stubSourceHttp(() => ({ body: { jobs: [] } }));
    await expect(manatalSource.fetchBoard(stubContext(junk, base), 'acme')).rejects.toThrow(/no list of jobs/);
  });
});
