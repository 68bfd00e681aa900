import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeJooble, joobleJobId } from '../../testing/job-sources/jooble';
import { stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { SourceError } from '../source-error';
import { joobleSource } from './jooble';

const credentials = { JOOBLE_API_KEY: 'a1b2c3d4-s3cr3t/e5f6' };

// Shaped like a real POST /api/{key} answer (values changed). The first id is above 2^53.
const answerText = `{
  "totalCount": 2,
  "jobs": [
    {
      "title": "Senior <b>Backend</b> Engineer &amp; Lead",
      "location": "Austin, TX",
      "snippet": "&nbsp;...We are hiring a <b>backend</b> engineer to scale our APIs...&nbsp;",
      "salary": "$140k - $170k",
      "source": "careers.acme.com",
      "type": "Full-time",
      "link": "https://jooble.org/desc/-5316914352962712345?ckey=backend&rgn=-1&pos=1",
      "company": "Acme",
      "updated": "2024-01-15T00:00:00.0000000",
      "id": -5316914352962712345
    },
    {
      "title": "Data Engineer",
      "location": "",
      "snippet": "",
      "salary": "",
      "source": "jobs.example.com",
      "type": "",
      "link": "https://jooble.org/desc/712345?ckey=data",
      "company": "Globex",
      "updated": "2024-01-14T09:30:00.1234567",
      "id": 712345
    }
  ]
}`;
const answer: unknown = JSON.parse(answerText);

function search(body: unknown, query = { keywords: 'backend engineer', location: 'Austin, TX' }) {
  const http = stubSourceHttp(() => ({ body }));
  const context = { ...stubContext(http, 'http://127.0.0.1:9/jooble'), credentials };
  return { http, result: joobleSource.search(context, query) };
}

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

describe('joobleSource', () => {
  it('posts the query as JSON to /api/{key}, the key encoded as one path segment', async () => {
    const { http, result } = search({ totalCount: 0, jobs: [] });
    await result;
    expect(http.requests).toEqual([
      {
        url: 'http://127.0.0.1:9/jooble/api/a1b2c3d4-s3cr3t%2Fe5f6',
        request: { method: 'POST', body: { keywords: 'backend engineer', location: 'Austin, TX', page: 1 } },
      },
    ]);
  });

  it('sends no location when the query has none', async () => {
    const { http, result } = search({ jobs: [] }, { keywords: 'nurse', location: '' });
    await result;
    expect(JSON.parse(JSON.stringify(http.requests[0]!.request!.body))).toEqual({ keywords: 'nurse', page: 1 });
  });

  it('reads a real-shaped answer: plain titles, the snippet as HTML, salary as text', async () => {
    const postings = await search(answer).result;
    expect(postings).toEqual([
      {
        source: 'jooble',
        // Rounded by JSON.parse (the exact id is -5316914352962712345), written out in full.
        sourceId: '-5316914352962712576',
        sourceUrl: 'https://jooble.org/desc/-5316914352962712345?ckey=backend&rgn=-1&pos=1',
        title: 'Senior Backend Engineer & Lead',
        company: 'Acme',
        location: 'Austin, TX',
        descriptionHtml: '&nbsp;...We are hiring a <b>backend</b> engineer to scale our APIs...&nbsp;',
        postedAt: new Date('2024-01-15T00:00:00Z'),
        salaryText: '$140k - $170k',
        employmentType: 'Full-time',
      },
      {
        source: 'jooble',
        sourceId: '712345',
        sourceUrl: 'https://jooble.org/desc/712345?ckey=data',
        title: 'Data Engineer',
        company: 'Globex',
        location: undefined,
        descriptionHtml: undefined,
        postedAt: new Date('2024-01-14T09:30:00.123Z'),
        salaryText: undefined,
        employmentType: undefined,
      },
    ]);
  });

  it('takes an id given as a string as it is', async () => {
    const body = { jobs: [{ title: 'Chef', company: 'Bistro', link: 'https://jooble.org/desc/1', id: '-5316914352962712345' }] };
    expect((await search(body).result)[0]!.sourceId).toBe('-5316914352962712345');
  });

  it('skips malformed items and keeps the good ones', async () => {
    const good = { title: 'Chef', link: 'https://jooble.org/desc/9', company: 'Bistro', id: 9 };
    const body = {
      jobs: [
        null,
        'job',
        { ...good, id: 1.5 },
        { ...good, id: null },
        { ...good, id: 2, title: '<b></b>' },
        { ...good, id: 3, link: 'data:text/html,hi' },
        { ...good, id: 5, company: { name: 'Acme' } },
        { ...good, id: 6, company: '' },
        { ...good, id: 4, updated: 'today', salary: 140_000, type: null },
        good,
      ],
    };
    const postings = await search(body).result;
    expect(postings.map((posting) => posting.sourceId)).toEqual(['4', '9']);
    expect(postings[0]).toMatchObject({ postedAt: undefined, salaryText: undefined, company: 'Bistro', employmentType: undefined });
  });

  it('keeps at most 100 results', async () => {
    const jobs = Array.from({ length: 130 }, (_, index) => ({
      title: 'Chef',
      company: 'Bistro',
      link: `https://jooble.org/desc/${index}`,
      id: index,
    }));
    expect(await search({ jobs }).result).toHaveLength(100);
  });

  it('says the answer has the wrong shape without naming the key', async () => {
    for (const body of [null, { jobs: 'none' }, { totalCount: 0 }, { error: 'key a1b2c3d4-s3cr3t/e5f6 is not valid' }]) {
      const error = await failure(search(body).result);
      expect(error.kind).toBe('invalid-response');
      expect(error.message).not.toContain('s3cr3t');
    }
  });

  it('round-trips the fake', async () => {
    const jobs: FixtureJob[] = [
      {
        id: 'jb-1',
        title: 'Frontend Engineer',
        company: 'Initech',
        location: 'Berlin, Germany',
        descriptionHtml: '<p>React &amp; TypeScript.</p>',
        postedAt: new Date('2024-04-01T12:00:00Z'),
        salary: { min: 70_000, max: 85_000, currency: 'EUR', period: 'year' },
        employmentType: 'Full-time',
      },
      {
        id: '123',
        title: 'Night Porter',
        company: 'Hotel',
        location: 'Leeds',
        descriptionHtml: '<p>Nights.</p>',
        postedAt: new Date('2024-04-02T00:00:00Z'),
        salaryText: '£12 an hour',
      },
    ];
    const url = new URL('http://127.0.0.1:9/jooble/api/key');
    expect(fakeJooble.boardSlug('/api/key')).toBeNull();
    const postings = await search(JSON.parse(JSON.stringify(fakeJooble.body(jobs, { url, companyName: '' })))).result;
    const id = joobleJobId('jb-1');
    expect(postings).toEqual([
      {
        source: 'jooble',
        sourceId: String(id),
        sourceUrl: `http://127.0.0.1:9/jooble/desc/${id}?ckey=fake&rgn=-1&pos=1`,
        title: 'Frontend Engineer',
        company: 'Initech',
        location: 'Berlin, Germany',
        descriptionHtml: '&nbsp;...React &amp; TypeScript.&nbsp;...',
        postedAt: new Date('2024-04-01T12:00:00Z'),
        salaryText: '€70k - €85k',
        employmentType: 'Full-time',
      },
      expect.objectContaining({ sourceId: '123', title: 'Night Porter', salaryText: '£12 an hour', employmentType: undefined }),
    ]);
  });
});
