import { describe, expect, it } from 'vitest';
import { fakeBreezy, breezyId } from '../../testing/job-sources/breezy';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { breezySource } from './breezy';
import { sourceAdapters } from './index';

const base = 'http://127.0.0.1:9/breezy/{board}';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);

describe('breezySource', () => {
  it('describes itself, each board on its own host, its robots.txt obeyed', () => {
    expect(breezySource).toMatchObject({ kind: 'board', name: 'breezy', label: 'Breezy HR', urlEnv: 'BREEZY_API_URL', credentials: [] });
    expect(breezySource.defaultBaseUrl).toBe('https://{board}.breezy.hr');
    expect(breezySource.terms.robotsTxt).toBe(true);
    expect(breezySource.boardUrl('acme')).toBe('https://acme.breezy.hr/');
  });

  it("reads a real list (Breezy's own trial board): places, type, date; its joke pay (5 cents an hour) not taken for pay; no description made up", async () => {
    const postings = await recorded('breezy/hunt-breezy-trial.json');
    expect(postings.map((posting) => [posting.sourceId, posting.title, posting.company])).toEqual([
      ['98323abf2296', 'Employee #12', 'MS Breezy Trial'],
      ['088ac6d52139', 'Open Position', 'MS Breezy Trial'],
    ]);
    expect(postings[0]).toMatchObject({
      sourceUrl: 'https://breezy.breezy.hr/p/98323abf2296-employee-12',
      location: 'Chaos, Florida, United States',
      postedAt: new Date('2024-02-15T14:37:22.684Z'),
      salary: null,
      descriptionText: '',
    });
    // The second lists no places but its one location; "Contract" is the contract type; "$1 – $5 / year" is no pay.
    expect(postings[1]).toMatchObject({ location: 'New York, United States', jobType: 'Contract', salary: null });
  });

  it('serves the fake in the same shape, and skips positions without an id of its shape, an address or a name', async () => {
    const job: FixtureJob = {
      id: 'abc123',
      title: 'Data Engineer',
      company: 'Acme',
      location: 'Berlin, Germany',
      descriptionHtml: '<p>x</p>',
      postedAt: new Date('2026-11-20T00:00:00Z'),
      salaryText: '€60,000 – €70,000 / year',
      employmentType: 'Full-time',
    };
    const http = stubSourceHttp(fakeAnswers(fakeBreezy, [job], 'Acme GmbH', base));
    const answer = await breezySource.fetchBoard(stubContext(http, base), 'acme');
    expect(answer.companyName).toBe('Acme GmbH');
    expect(answer.postings).toMatchObject([
      { sourceId: breezyId(job), title: 'Data Engineer', salaryText: '€60,000 – €70,000 / year', employmentType: 'Full-Time' },
    ]);
    expect(http.requests.map((request) => request.url)).toEqual(['http://127.0.0.1:9/breezy/acme/json']);
    // Pay as the employer typed it, with its period, is read as pay.
    expect(normalizePosting(answer.postings[0]!).salary).toMatchObject({ min: 60_000, max: 70_000, currency: 'EUR', period: 'year' });

    const odd = stubSourceHttp(() => ({
      body: [
        { id: 'not hex!', name: 'A', url: 'https://a.breezy.hr/p/x' },
        { id: 'abcdef012345', name: 'B' },
        { id: 'abcdef012345', url: 'https://a.breezy.hr/p/y' },
        null,
      ],
    }));
    expect((await breezySource.fetchBoard(stubContext(odd, base), 'acme')).postings).toEqual([]);
    const junk = stubSourceHttp(() => ({ body: { positions: [] } }));
    await expect(breezySource.fetchBoard(stubContext(junk, base), 'acme')).rejects.toThrow(/not a list of positions/);
  });
});
