import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakePersonio } from '../../testing/job-sources/personio';
import { fakeAnswers, stubContext, stubSourceHttp, type StubAnswer } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { SourceError, isSourceError } from '../source-error';
import { sourceAdapters } from './index';
import { personioSource } from './personio';

const base = 'http://127.0.0.1:9/personio/{board}';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);

function fetchWith(answerFor: (url: URL) => StubAnswer | undefined, slug = 'acme') {
  const http = stubSourceHttp(answerFor);
  return { http, result: personioSource.fetchBoard(stubContext(http, base), slug) };
}

const feed = (positions: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>${positions}</workzag-jobs>`;

describe('personioSource', () => {
  it('describes itself, each board on its own host', () => {
    expect(personioSource).toMatchObject({ kind: 'board', name: 'personio', label: 'Personio', urlEnv: 'PERSONIO_API_URL', credentials: [] });
    expect(personioSource.defaultBaseUrl).toBe('https://{board}.jobs.personio.de');
    expect(personioSource.boardUrl('acme')).toBe('https://acme.jobs.personio.de/');
  });

  it("reads a real feed (Personio's own): offices, sections under their headings, the job page, dates", async () => {
    const [posting, ...rest] = await recorded('personio/clearfetch-personio.xml');
    expect(rest).toEqual([]);
    expect(posting).toMatchObject({
      source: 'personio',
      sourceId: '1834171',
      sourceUrl: 'https://recorded.jobs.personio.de/job/1834171',
      title: 'Staff Software Engineer, Data Platform',
      company: 'Personio SE & Co. KG',
      location: 'Munich; Berlin',
      jobType: 'Full-time',
      postedAt: new Date('2024-11-13T14:10:41Z'),
      salary: null,
    });
    // Each section's heading is kept (entities decoded once), its CDATA HTML read as HTML.
    expect(posting!.descriptionText).toMatch(/^The Role: How you'll make an impact at Personio\b/);
    expect(posting!.descriptionText).toMatch(/Kubernetes, AWS/);
    expect(posting!.descriptionText).not.toMatch(/<em>|&amp;|CDATA/);
  });

  it('skips positions without a numeric id or a name; refuses an answer that is not the feed', async () => {
    const positions = `<position><id>x1</id><name>Bad id</name></position><position><id>7</id><name></name></position>
      <position><id>8</id><name>Kept &amp; read</name><office>Berlin</office></position>`;
    const board = await fetchWith(() => ({ body: feed(positions) })).result;
    expect(board.postings.map((posting) => [posting.sourceId, posting.title, posting.location])).toEqual([['8', 'Kept & read', 'Berlin']]);
    expect(board.companyName).toBeNull();
    for (const body of ['', 'not xml', '{"jobs":[]}', '<html><body>Careers</body></html>']) {
      await expect(fetchWith(() => ({ body })).result).rejects.toMatchObject({ kind: 'invalid-response' });
    }
    // An empty feed is a board with no openings, not a failure.
    expect((await fetchWith(() => ({ body: feed('\n\n') })).result).postings).toEqual([]);
  });

  it('never expands entities a feed defines for itself', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "${'x'.repeat(1000)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <workzag-jobs><position><id>1</id><name>&b;</name></position></workzag-jobs>`;
    const board = await fetchWith(() => ({ body: bomb })).result;
    expect(board.postings[0]?.title).toBe('&b;');
  });

  it('takes a redirect elsewhere (what Personio answers for a name it does not know) as no such board', async () => {
    const { result } = fetchWith(() => ({ error: new SourceError('http', 'redirected to another host (HTTP 301); not followed', 301) }));
    const error = await result.catch((caught: unknown) => caught);
    expect(isSourceError(error, 'not-found')).toBe(true);
  });

  it("asks the board's own host for its XML, and refuses a name that is not one DNS label without a request", async () => {
    const { http, result } = fetchWith(() => ({ body: feed('') }), 'Acme-GmbH');
    await result;
    expect(http.requests[0]?.url).toBe('http://127.0.0.1:9/personio/acme-gmbh/xml');
    const refused = fetchWith(() => ({ body: feed('') }), 'acme.evil.com');
    await expect(refused.result).rejects.toMatchObject({ kind: 'not-found' });
    expect(refused.http.requests).toEqual([]);
  });

  it('reads back what the fake serves', async () => {
    const job: FixtureJob = {
      id: 'p-77',
      title: 'Backend Engineer (m/w/d)',
      company: 'Fixture GmbH',
      location: 'Hamburg; Remote',
      descriptionHtml: '<p>Go &amp; Postgres</p>',
      postedAt: new Date('2024-05-06T17:08:09Z'),
      employmentType: 'Part-time',
      department: 'Engineering',
    };
    const http = stubSourceHttp(fakeAnswers(fakePersonio, [job], 'Fixture GmbH', 'http://127.0.0.1:9/personio'));
    const board = await personioSource.fetchBoard(stubContext(http, base), 'fixture');
    expect(board.companyName).toBe('Fixture GmbH');
    expect(board.postings[0]).toMatchObject({
      sourceId: '77',
      sourceUrl: 'https://fixture.jobs.personio.de/job/77',
      title: 'Backend Engineer (m/w/d)',
      location: 'Hamburg; Remote',
      descriptionHtml: '<h3>The role</h3><p>Go &amp; Postgres</p>',
      postedAt: new Date('2024-05-06T17:08:09Z'),
      employmentType: 'part-time, permanent',
      department: 'Engineering',
      board: { provider: 'personio', slug: 'fixture' },
    });
  });
});
