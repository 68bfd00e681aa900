import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp, type StubAnswer } from '../../testing/job-sources/stub-source-http';
import { fakeWorkable } from '../../testing/job-sources/workable';
import { SourceError, isSourceError } from '../source-error';
import { workableSource } from './workable';

const base = 'http://127.0.0.1:9/workable';

// As the real widget answers: bare-day dates, empty strings for unknowns, locations repeated in a list.
const answer = {
  name: '  Acme   Travel ',
  description: '<p>We move people.</p>',
  jobs: [
    {
      title: 'Senior Frontend Engineer',
      shortcode: 'A1B2C3D4E5',
      code: '',
      employment_type: 'Full-time',
      telecommuting: false,
      department: 'Engineering',
      url: 'https://apply.workable.com/j/A1B2C3D4E5',
      shortlink: 'https://apply.workable.com/j/A1B2C3D4E5',
      application_url: 'https://apply.workable.com/j/A1B2C3D4E5/apply',
      published_on: '2024-01-15',
      created_at: '2024-01-10',
      country: 'Greece',
      city: 'Athens',
      state: 'Attica',
      education: '',
      experience: 'Mid-Senior level',
      function: 'Engineering',
      industry: 'Travel',
      locations: [{ country: 'Greece', countryCode: 'GR', city: 'Athens', region: 'Attica', hidden: false }],
      description: '<p>React &amp; TypeScript</p>',
    },
    {
      title: 'Customer Success (Remote)',
      shortcode: 'F6G7H8',
      employment_type: '',
      telecommuting: true,
      department: '',
      url: 'not a url',
      shortlink: 'https://apply.workable.com/j/F6G7H8',
      published_on: null,
      created_at: '2024-01-12',
      country: '',
      city: '',
      state: '',
      experience: '',
      locations: [
        { country: 'Spain', countryCode: 'ES', city: 'Secret', region: '', hidden: true },
        { country: 'Portugal', countryCode: 'PT', city: '', region: 'Lisbon', hidden: false },
      ],
    },
    { title: 'No code', shortcode: '', url: 'https://apply.workable.com/j/x' },
    { title: null, shortcode: 'ZZ', url: 'https://apply.workable.com/j/ZZ' },
    { title: 'No links', shortcode: 'YY' },
    'junk',
  ],
};

function fetchWith(answerFor: (url: URL) => StubAnswer | undefined, slug = 'acme-travel') {
  const http = stubSourceHttp(answerFor);
  return { http, result: workableSource.fetchBoard(stubContext(http, base), slug) };
}

describe('workableSource', () => {
  it('describes itself', () => {
    expect(workableSource).toMatchObject({ kind: 'board', name: 'workable', label: 'Workable', urlEnv: 'WORKABLE_API_URL', credentials: [] });
    expect(workableSource.defaultBaseUrl).toBe('https://apply.workable.com');
    expect(workableSource.terms.minIntervalMs).toBe(3_600_000);
    expect(workableSource.boardUrl('acme')).toBe('https://apply.workable.com/acme/');
  });

  it('reads the account name and its jobs, skipping broken items', async () => {
    const { http, result } = fetchWith(() => ({ body: answer }));
    const board = await result;
    expect(http.requests).toEqual([{ url: `${base}/api/v1/widget/accounts/acme-travel?details=true`, request: undefined }]);
    expect(board.companyName).toBe('Acme Travel');
    expect(board.postings).toHaveLength(2);
    expect(board.postings[0]).toEqual({
      source: 'workable',
      sourceId: 'A1B2C3D4E5',
      sourceUrl: 'https://apply.workable.com/j/A1B2C3D4E5',
      applyUrl: 'https://apply.workable.com/j/A1B2C3D4E5/apply',
      title: 'Senior Frontend Engineer',
      company: 'Acme Travel',
      location: 'Athens, Attica, Greece',
      remote: false,
      descriptionHtml: '<p>React &amp; TypeScript</p>',
      postedAt: new Date('2024-01-15T00:00:00Z'),
      employmentType: 'Full-time',
      seniority: 'Mid-Senior level',
      department: 'Engineering',
      board: { provider: 'workable', slug: 'acme-travel' },
    });
    // Empty strings are no values; the first visible location stands in; the shortlink when url is junk.
    expect(board.postings[1]).toEqual({
      source: 'workable',
      sourceId: 'F6G7H8',
      sourceUrl: 'https://apply.workable.com/j/F6G7H8',
      applyUrl: undefined,
      title: 'Customer Success (Remote)',
      company: 'Acme Travel',
      location: 'Lisbon, Portugal',
      remote: true,
      descriptionHtml: undefined,
      postedAt: new Date('2024-01-12T00:00:00Z'),
      employmentType: undefined,
      seniority: undefined,
      department: undefined,
      board: { provider: 'workable', slug: 'acme-travel' },
    });
  });

  it('uses the slug as company when the answer has no name', async () => {
    const { result } = fetchWith(() => ({ body: { name: '', jobs: answer.jobs.slice(0, 1) } }));
    const board = await result;
    expect(board.companyName).toBeNull();
    expect(board.postings[0]?.company).toBe('acme-travel');
  });

  it('refuses an answer without a jobs list', async () => {
    for (const body of [{ name: 'Acme' }, { name: 'Acme', jobs: null }, [], 'x']) {
      const { result } = fetchWith(() => ({ body }));
      await expect(result).rejects.toMatchObject({ kind: 'invalid-response' });
    }
  });

  it('lets not-found through: the account is gone', async () => {
    const { result } = fetchWith(() => ({ error: new SourceError('not-found', 'no such board', 404) }));
    const error = await result.catch((caught: unknown) => caught);
    expect(isSourceError(error, 'not-found')).toBe(true);
  });

  it('URL-encodes the subdomain and refuses one that could leave its path segment, without a request', async () => {
    const { http, result } = fetchWith(() => ({ body: { jobs: [] } }), 'acme2');
    await result;
    expect(http.requests[0]?.url).toBe(`${base}/api/v1/widget/accounts/acme2?details=true`);
    for (const slug of ['../../admin', 'acme/jobs', 'acme?details=false', '-acme']) {
      const refused = fetchWith(() => ({ body: { jobs: [] } }), slug);
      await expect(refused.result).rejects.toMatchObject({ kind: 'not-found' });
      expect(refused.http.requests).toEqual([]);
    }
  });

  it('reads back what the fake serves (to the day: Workable dates have no time)', async () => {
    const job: FixtureJob = {
      id: 'WK12345678',
      title: 'Account Executive',
      company: 'Fixture Co',
      location: 'Austin, TX, United States',
      remote: false,
      descriptionHtml: '<p>Sell <strong>things</strong></p>',
      postedAt: new Date('2024-05-06T17:08:09Z'),
      salary: { min: 1, max: 2, currency: 'USD' },
      employmentType: 'Full-time',
      department: 'Sales',
    };
    const http = stubSourceHttp(fakeAnswers(fakeWorkable, [job], 'Fixture Co', base));
    const board = await workableSource.fetchBoard(stubContext(http, base), 'fixture');
    expect(board).toEqual({
      companyName: 'Fixture Co',
      postings: [
        {
          source: 'workable',
          sourceId: 'WK12345678',
          sourceUrl: 'https://apply.workable.com/j/WK12345678',
          applyUrl: 'https://apply.workable.com/j/WK12345678/apply',
          title: 'Account Executive',
          company: 'Fixture Co',
          location: 'Austin, TX, United States',
          remote: false,
          descriptionHtml: '<p>Sell <strong>things</strong></p>',
          postedAt: new Date('2024-05-06T00:00:00Z'),
          employmentType: 'Full-time',
          seniority: undefined,
          department: 'Sales',
          board: { provider: 'workable', slug: 'fixture' },
        },
      ],
    });
  });
});
