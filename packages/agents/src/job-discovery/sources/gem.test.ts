import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeGem, gemId } from '../../testing/job-sources/gem';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError } from '../source-error';
import { gemSource } from './gem';
import { sourceAdapters } from './index';

const base = 'http://127.0.0.1:9/gem';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);

describe('gemSource', () => {
  it('describes itself: the public Job Board API on one host', () => {
    expect(gemSource).toMatchObject({
      kind: 'board',
      name: 'gem',
      label: 'Gem',
      urlEnv: 'GEM_API_URL',
      defaultBaseUrl: 'https://api.gem.com',
      credentials: [],
    });
    expect(gemSource.boardUrl('gem')).toBe('https://jobs.gem.com/gem');
  });

  it("reads a real board (Gem's own, untrimmed): both id styles, the way of working, the pay its description states, the day it went up", async () => {
    const postings = await recorded('gem/jobleft-gem-job-posts.json');
    expect(postings.map((posting) => [posting.sourceId, posting.title, posting.workplace])).toEqual([
      ['4965519002', 'Software Engineer', 'hybrid'],
      ['am9icG9zdDqTzmNGwXTdU65YRLOAU6ZL', 'Senior Software Engineer - Core ATS', 'hybrid'],
      ['am9icG9zdDqbFFvbAtTFWyEIqIoh7MQe', 'Product Manager', 'onsite'],
      ['am9icG9zdDoxt66pB6mvVDH0kCIS4bLF', 'Engineering Manager (AI Products)', 'hybrid'],
    ]);
    expect(postings[0]).toMatchObject({
      sourceUrl: 'https://jobs.gem.com/gem/4965519002',
      location: 'San Francisco, United States',
      jobType: 'Full-time',
      department: 'Engineering',
      postedAt: new Date('2020-11-17T15:37:23.000Z'),
    });
    // Pay is only in the prose; where it is, it is read from there.
    expect(
      postings.filter((posting) => posting.salary).every((posting) => posting.salary!.currency === 'USD' && posting.salary!.min! >= 100_000),
    ).toBe(true);
    expect(postings.some((posting) => posting.salary)).toBe(true);
  });

  it('serves the fake in the same shape; skips posts without an id of its shape, a title or an address; asks nothing for a bad board name', async () => {
    const job: FixtureJob = {
      id: '77',
      title: 'Data Engineer',
      company: 'Acme',
      location: 'Remote',
      remote: true,
      descriptionHtml: '<p>x</p>',
      postedAt: new Date('2026-11-20T00:00:00Z'),
    };
    const http = stubSourceHttp(fakeAnswers(fakeGem, [job], 'Acme', base));
    expect((await gemSource.fetchBoard(stubContext(http, base), 'acme')).postings).toMatchObject([
      { sourceId: gemId(job), workplace: 'remote', remote: true },
    ]);
    expect(http.requests.map((request) => request.url)).toEqual(['http://127.0.0.1:9/gem/job_board/v0/acme/job_posts/']);

    const odd = stubSourceHttp(() => ({
      body: [
        { id: 'a b', title: 'A', absolute_url: 'https://jobs.gem.com/x/a' },
        { id: '', title: 'B', absolute_url: 'https://jobs.gem.com/x/b' },
        { id: '123456', absolute_url: 'https://jobs.gem.com/x/1' },
        { id: '123456', title: 'No address' },
      ],
    }));
    expect((await gemSource.fetchBoard(stubContext(odd, base), 'acme')).postings).toEqual([]);
    let asked = 0;
    const counting = stubSourceHttp(() => (asked++, { body: [] }));
    const error = await gemSource.fetchBoard(stubContext(counting, base), '../etc').catch((caught: unknown) => caught);
    expect(isSourceError(error, 'not-found')).toBe(true);
    expect(asked).toBe(0);
  });
});
