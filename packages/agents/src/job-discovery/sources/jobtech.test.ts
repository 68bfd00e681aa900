import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeJobtech } from '../../testing/job-sources/jobtech';
import { stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { sourceAdapters } from './index';
import { jobtechSource } from './jobtech';

const base = 'http://127.0.0.1:9/jobtech';

describe('jobtechSource', () => {
  it('describes itself: open, no key, at most once a minute', () => {
    expect(jobtechSource).toMatchObject({ kind: 'query', name: 'jobtech', label: 'Platsbanken', urlEnv: 'JOBTECH_API_URL', credentials: [] });
    expect(jobtechSource.defaultBaseUrl).toBe('https://jobsearch.api.jobtechdev.se');
    expect(jobtechSource.terms.minIntervalMs).toBe(60_000);
  });

  it('reads a real search (systemutvecklare): the ad on Platsbanken, the employer, municipality and county, Swedish job types', async () => {
    const postings = await readRecordedFile({ sourceAdapters, normalizePosting }, 'jobtech/schatten007-systemutvecklare.json');
    expect(postings.map((posting) => [posting.sourceId, posting.title, posting.company])).toEqual([
      ['31281556', 'Utvecklare', 'HÖGSKOLAN I HALMSTAD'],
      [expect.any(String), expect.any(String), 'Konsultia AB'],
    ]);
    expect(postings[0]).toMatchObject({
      source: 'jobtech',
      sourceUrl: 'https://arbetsformedlingen.se/platsbanken/annonser/31281556',
      location: 'Halmstad, Hallands län, Sverige',
      jobType: 'Full-time',
      salary: null,
      postedAt: new Date('2026-07-20T00:01:23Z'),
    });
    expect(postings[0]!.descriptionText).toMatch(/^Utvecklare\b/);
    expect(postings[1]!.location).toBe('Göteborg, Västra Götalands län, Sverige');
  });

  it('asks with the keywords and the place as free text, and skips removed ads', async () => {
    const http = stubSourceHttp(() => ({
      body: {
        hits: [
          { id: '1', headline: 'Gone', webpage_url: 'https://arbetsformedlingen.se/platsbanken/annonser/1', employer: { name: 'A' }, removed: true },
          { id: '2', headline: 'Kept', webpage_url: 'https://arbetsformedlingen.se/platsbanken/annonser/2', employer: { name: 'B' } },
          'junk',
        ],
      },
    }));
    const postings = await jobtechSource.search(stubContext(http, base), { keywords: 'systemutvecklare', location: 'Göteborg' });
    expect(http.requests[0]?.url).toBe(`${base}/search?q=systemutvecklare+G%C3%B6teborg&limit=50`);
    expect(postings.map((posting) => posting.title)).toEqual(['Kept']);
    await expect(
      jobtechSource.search(
        stubContext(
          stubSourceHttp(() => ({ body: { ads: [] } })),
          base,
        ),
        { keywords: 'x' },
      ),
    ).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('reads back what the fake serves', async () => {
    const job: FixtureJob = {
      id: 'j-31',
      title: 'Sjuksköterska',
      company: 'Region Skåne',
      location: 'Malmö, Skåne län',
      descriptionHtml: '<p>Vi söker</p>',
      postedAt: new Date('2024-05-06T17:08:09Z'),
      employmentType: 'Part-time',
    };
    const http = stubSourceHttp((url) => ({ body: fakeJobtech.body([job], { url, companyName: '' }) }));
    const [posting] = await jobtechSource.search(stubContext(http, base), { keywords: 'sjuksköterska' });
    expect(posting).toMatchObject({
      sourceId: '31',
      sourceUrl: 'https://arbetsformedlingen.se/platsbanken/annonser/31',
      title: 'Sjuksköterska',
      company: 'Region Skåne',
      location: 'Malmö, Skåne län, Sverige',
      descriptionHtml: '<p>Vi söker</p>',
      postedAt: new Date('2024-05-06T17:08:09Z'),
      employmentType: 'Deltid, Vanlig anställning',
    });
  });
});
