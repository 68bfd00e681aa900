import { describe, expect, it } from 'vitest';
import { adpItemId, fakeAdp } from '../../testing/job-sources/adp';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { isSourceError } from '../source-error';
import { adpMaxPages, adpSource } from './adp';
import { sourceAdapters } from './index';

const base = 'http://127.0.0.1:9/adp';
const client = 'a6717ebc-1f0e-4c3b-9d7a-0123456789ab';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);

describe('adpSource', () => {
  it('describes itself: a public career center named by its client id, robots.txt obeyed', () => {
    expect(adpSource).toMatchObject({
      kind: 'board',
      name: 'adp',
      label: 'ADP Workforce Now',
      defaultBaseUrl: 'https://workforcenow.adp.com',
      credentials: [],
    });
    expect(adpSource.terms.robotsTxt).toBe(true);
    expect(adpSource.boardUrl(client)).toBe(
      `https://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=${client}&ccId=19000101_000001&lang=en_US&locale=en_US`,
    );
  });

  it('reads a real career center: pay with the unit ADP states (hourly, annually), places without their stray space, type, day posted', async () => {
    const postings = await recorded('adp/jobcannon-fisica.json');
    expect(postings).toHaveLength(10);
    expect(postings[0]).toMatchObject({
      sourceId: '9201405840307_1',
      title: 'CNC Machinist',
      location: 'Simi Valley, CA, US',
      salary: { min: 28.13, max: 52.16, currency: 'USD', period: 'hour' },
      jobType: 'Full-time',
      postedAt: new Date('2026-06-25T18:50:00.000Z'),
    });
    expect(postings[1]).toMatchObject({ title: 'Quality Engineer', salary: { min: 82_500, max: 153_000, currency: 'USD', period: 'year' } });
    expect(postings[0]!.sourceUrl).toMatch(
      /^https:\/\/workforcenow\.adp\.com\/mascsr\/default\/mdf\/recruitment\/recruitment\.html\?cid=.*&jobId=9201405840307_1$/,
    );
    expect(postings.every((posting) => posting.descriptionText === '')).toBe(true);
  });

  it('pages by what came (19 a page whatever is asked), at most five pages, and says a longer center was read in part', async () => {
    const jobs: FixtureJob[] = Array.from({ length: 120 }, (_, index) => ({
      id: String(index + 1),
      title: `Role ${index + 1}`,
      company: 'Acme',
      location: 'Austin, TX, US',
      descriptionHtml: '',
      postedAt: new Date('2026-11-20T00:00:00Z'),
    }));
    const http = stubSourceHttp(fakeAnswers(fakeAdp, jobs, 'Acme', base));
    const answer = await adpSource.fetchBoard(stubContext(http, base), client);
    expect(answer.postings).toHaveLength(adpMaxPages * 19);
    expect(answer.complete).toBe(false);
    expect(http.requests.map((request) => new URL(request.url).searchParams.get('$skip'))).toEqual(['0', '19', '38', '57', '76']);
    expect(answer.postings[19]!.sourceId).toBe(adpItemId(jobs[19]!));

    const few = stubSourceHttp(fakeAnswers(fakeAdp, jobs.slice(0, 3), 'Acme', base));
    expect((await adpSource.fetchBoard(stubContext(few, base), `${client}.19000101_000002`)).complete).toBe(true);
    expect(new URL(few.requests[0]!.url).searchParams.get('ccId')).toBe('19000101_000002');
  });

  it('asks nothing for a board that is not a client id', async () => {
    let asked = 0;
    const http = stubSourceHttp(() => (asked++, { body: {} }));
    for (const bad of ['acme', 'a6717ebc', `${client}&cid=x`, `${client}.1`]) {
      const error = await adpSource.fetchBoard(stubContext(http, base), bad).catch((caught: unknown) => caught);
      expect(isSourceError(error, 'not-found'), bad).toBe(true);
    }
    expect(asked).toBe(0);
  });
});
