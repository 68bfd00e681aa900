import { describe, expect, it } from 'vitest';
import { fakeGreenhouse, greenhouseId, greenhousePayRange } from '../../testing/job-sources/greenhouse';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { SourceError, isSourceError } from '../source-error';
import { greenhouseSource } from './greenhouse';

const base = 'http://127.0.0.1:9/greenhouse';

// As the real API answers: numeric ids, zone offsets, entity-escaped content, metadata null or a list.
const answer = {
  jobs: [
    {
      absolute_url: 'https://boards.greenhouse.io/acme/jobs/4012345',
      data_compliance: [{ type: 'gdpr', requires_consent: false }],
      internal_job_id: 3001234,
      location: { name: 'Remote - US' },
      metadata: [{ id: 77, name: 'Employment Type', value: 'Full-time', value_type: 'single_select' }],
      id: 4012345,
      updated_at: '2024-03-02T09:15:00-05:00',
      first_published: '2024-02-20T12:00:00-05:00',
      requisition_id: 'ENG-101',
      title: '  Senior   Backend Engineer ',
      language: 'en',
      content:
        '&lt;p&gt;We build &amp;amp; ship&lt;/p&gt;&lt;div class=&quot;content-pay-transparency&quot;&gt;&lt;div class=&quot;pay-range&quot;&gt;&lt;span&gt;$140,000&lt;/span&gt;&lt;/div&gt;&lt;/div&gt;',
      departments: [{ id: 1, name: 'Engineering', child_ids: [], parent_id: null }],
      offices: [{ id: 2, name: 'Remote', location: 'United States', child_ids: [], parent_id: null }],
      company_name: 'Acme Robotics',
    },
    {
      absolute_url: 'https://acme.example/careers?gh_jid=4012346',
      internal_job_id: 3001235,
      location: { name: 'Berlin' },
      metadata: null,
      id: 4012346,
      updated_at: '2024-03-01T08:00:00+01:00',
      requisition_id: null,
      title: 'Designer',
      content: '&lt;p&gt;Design&lt;/p&gt;',
      departments: [],
      offices: [],
    },
    { id: 5, title: 'No URL', absolute_url: null },
    { id: 6, title: '', absolute_url: 'https://boards.greenhouse.io/acme/jobs/6' },
    { id: 7, title: 'Script link', absolute_url: 'javascript:alert(1)' },
    'not a job',
    null,
  ],
  meta: { total: 7 },
};

function fetchWith(answerFor: (url: URL) => { body: unknown } | { error: unknown } | undefined, slug = 'acme') {
  const http = stubSourceHttp(answerFor);
  return { http, result: greenhouseSource.fetchBoard(stubContext(http, base), slug) };
}

describe('greenhouseSource', () => {
  it('describes itself', () => {
    expect(greenhouseSource).toMatchObject({ kind: 'board', name: 'greenhouse', label: 'Greenhouse', urlEnv: 'GREENHOUSE_API_URL' });
    expect(greenhouseSource.defaultBaseUrl).toBe('https://boards-api.greenhouse.io');
    expect(greenhouseSource.terms.minIntervalMs).toBe(3_600_000);
    expect(greenhouseSource.boardUrl('acme')).toBe('https://boards.greenhouse.io/acme');
  });

  it('reads the jobs answer, decoding the escaped HTML once and skipping broken items', async () => {
    const { http, result } = fetchWith(() => ({ body: answer }));
    const board = await result;
    expect(http.requests).toEqual([{ url: `${base}/v1/boards/acme/jobs?content=true`, request: undefined }]);
    expect(board.companyName).toBe('Acme Robotics');
    expect(board.postings).toHaveLength(2);
    expect(board.postings[0]).toEqual({
      source: 'greenhouse',
      sourceId: '4012345',
      sourceUrl: 'https://boards.greenhouse.io/acme/jobs/4012345',
      title: 'Senior Backend Engineer',
      company: 'Acme Robotics',
      location: 'Remote - US',
      descriptionHtml: '<p>We build &amp; ship</p><div class="content-pay-transparency"><div class="pay-range"><span>$140,000</span></div></div>',
      postedAt: new Date('2024-02-20T17:00:00Z'),
      employmentType: 'Full-time',
      department: 'Engineering',
      board: { provider: 'greenhouse', slug: 'acme' },
    });
    // No first_published: the update time; no company_name on the job: the board's.
    expect(board.postings[1]).toMatchObject({
      sourceId: '4012346',
      sourceUrl: 'https://acme.example/careers?gh_jid=4012346',
      company: 'Acme Robotics',
      postedAt: new Date('2024-03-01T07:00:00Z'),
      employmentType: undefined,
      department: undefined,
    });
  });

  it("asks the board's own record for the name when no job carries company_name", async () => {
    const jobs = answer.jobs.slice(1, 2);
    const { http, result } = fetchWith((url) =>
      url.pathname.endsWith('/jobs') ? { body: { jobs, meta: { total: 1 } } } : { body: { name: ' Acme  GmbH ', content: '<p>x</p>' } },
    );
    const board = await result;
    expect(http.requests.map((request) => request.url)).toEqual([`${base}/v1/boards/acme/jobs?content=true`, `${base}/v1/boards/acme`]);
    expect(board.companyName).toBe('Acme GmbH');
    expect(board.postings[0]?.company).toBe('Acme GmbH');
  });

  it('keeps the jobs with no company name when the board record fails; the slug stands in', async () => {
    const jobs = answer.jobs.slice(1, 2);
    const { result } = fetchWith((url) =>
      url.pathname.endsWith('/jobs') ? { body: { jobs } } : { error: new SourceError('timeout', 'timed out after 10 s') },
    );
    const board = await result;
    expect(board.companyName).toBeNull();
    expect(board.postings.map((posting) => posting.company)).toEqual(['acme']);
  });

  it('does not ask for the board record of an empty board', async () => {
    const { http, result } = fetchWith(() => ({ body: { jobs: [], meta: { total: 0 } } }));
    expect(await result).toEqual({ companyName: null, postings: [] });
    expect(http.requests).toHaveLength(1);
  });

  it('refuses an answer without a jobs list', async () => {
    for (const body of [{ jobs: 'none' }, [], null, { status: 'ok' }]) {
      const { result } = fetchWith(() => ({ body }));
      await expect(result).rejects.toMatchObject({ kind: 'invalid-response' });
    }
  });

  it('lets not-found through: the board is gone', async () => {
    const { result } = fetchWith(() => ({ error: new SourceError('not-found', 'no such board', 404) }));
    const error = await result.catch((caught: unknown) => caught);
    expect(isSourceError(error, 'not-found')).toBe(true);
  });

  it('URL-encodes the token and refuses one that could leave its path segment, without a request', async () => {
    const { http, result } = fetchWith(() => ({ body: { jobs: [] } }), 'Acme.Co_2-x');
    await result;
    expect(http.requests[0]?.url).toBe(`${base}/v1/boards/Acme.Co_2-x/jobs?content=true`);
    for (const slug of ['../admin', 'a/b', 'a?x=1', '']) {
      const refused = fetchWith(() => ({ body: { jobs: [] } }), slug);
      await expect(refused.result).rejects.toMatchObject({ kind: 'not-found' });
      expect(refused.http.requests).toEqual([]);
    }
  });

  it("reads pay, the way of working and the job type from the employer's metadata, whatever they named it", async () => {
    const job = (id: number, metadata: unknown[], extra: Record<string, unknown> = {}) => ({
      id,
      title: 'Account Executive',
      absolute_url: `https://boards.greenhouse.io/acme/jobs/${id}`,
      location: { name: 'London' },
      metadata,
      ...extra,
    });
    const { result } = fetchWith(() => ({
      body: {
        jobs: [
          job(1, [
            { id: 1, name: 'Salary Range', value: '£48,500 - £57,500', value_type: 'short_text' },
            { id: 2, name: 'On Target Earnings', value: '£90,000', value_type: 'short_text' },
            { id: 3, name: 'Work Model', value: 'Partially Remote/Hybrid', value_type: 'single_select' },
            { id: 4, name: 'Job Type', value: ['Full Time'], value_type: 'multi_select' },
          ]),
          job(2, [
            {
              id: 5,
              name: 'Pay Transparency Range',
              value: { unit: 'USD', min_value: '59000.0', max_value: '79000.0' },
              value_type: 'currency_range',
            },
            { id: 6, name: 'Remote Eligibility', value: 'In Office', value_type: 'single_select' },
          ]),
          job(3, [], { pay_input_ranges: [{ min_cents: 2_702, max_cents: 4_855, currency_type: 'USD', title: 'Hourly pay', blurb: '' }] }),
        ],
      },
    }));
    const [first, second, third] = (await result).postings;
    expect(first).toMatchObject({ salaryText: '£48,500 - £57,500', workplace: 'hybrid', employmentType: 'Full Time' });
    expect(first!.salary).toBeUndefined();
    expect(second).toMatchObject({ salary: { min: 59_000, max: 79_000, currency: 'USD', period: null }, workplace: 'onsite' });
    expect(third!.salary).toEqual({ min: 27.02, max: 48.55, currency: 'USD', period: 'hour' });
  });

  it('reads back what the fake serves', async () => {
    const job: FixtureJob = {
      id: 'gh-round-trip',
      title: 'Platform Engineer',
      company: 'Fixture Co',
      location: 'Austin, TX',
      descriptionHtml: '<p>Tools &amp; "infra"</p><ul><li>Go</li></ul>',
      postedAt: new Date('2024-05-06T07:08:09Z'),
      salary: { min: 140000, max: 170000, currency: 'USD' },
      employmentType: 'Full-time',
      department: 'Platform',
    };
    const http = stubSourceHttp(fakeAnswers(fakeGreenhouse, [job], 'Fixture Co', base));
    const board = await greenhouseSource.fetchBoard(stubContext(http, base), 'fixture');
    expect(fakeGreenhouse.boardSlug('/v1/boards/fixture/jobs')).toBe('fixture');
    expect(fakeGreenhouse.body([job], { url: new URL('http://fake.invalid/v1/boards/fixture'), companyName: 'Fixture Co' })).toMatchObject({
      name: 'Fixture Co',
    });
    expect(board.companyName).toBe('Fixture Co');
    expect(board.postings).toEqual([
      {
        source: 'greenhouse',
        sourceId: String(greenhouseId('gh-round-trip')),
        sourceUrl: `https://boards.greenhouse.io/fixture/jobs/${greenhouseId('gh-round-trip')}`,
        title: 'Platform Engineer',
        company: 'Fixture Co',
        location: 'Austin, TX',
        descriptionHtml: job.descriptionHtml + greenhousePayRange(job.salary!),
        postedAt: job.postedAt,
        employmentType: 'Full-time',
        department: 'Platform',
        board: { provider: 'greenhouse', slug: 'fixture' },
      },
    ]);
  });
});
