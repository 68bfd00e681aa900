import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeSmartRecruiters, smartRecruitersId } from '../../testing/job-sources/smartrecruiters';
import { fakeAnswers, stubContext, stubSourceHttp, type StubAnswer } from '../../testing/job-sources/stub-source-http';
import { SourceError, isSourceError } from '../source-error';
import { smartrecruitersSource } from './smartrecruiters';

const base = 'http://127.0.0.1:9/smartrecruiters';

const posting = {
  id: '743999912345678',
  name: 'Senior  Data Scientist',
  uuid: '6f7e8d9c-0000-4b1a-8c2d-222222222222',
  jobAdId: 'a1',
  defaultJobAd: true,
  refNumber: 'REF1234X',
  company: { identifier: 'AcmeGroup', name: 'Acme Group' },
  releasedDate: '2024-02-01T09:30:00.000Z',
  location: { city: 'Munich', region: 'BY', country: 'de', remote: false, fullLocation: 'Munich, Bavaria, Germany' },
  industry: { id: 'automotive', label: 'Automotive' },
  department: { id: '9001', label: 'Data' },
  function: { id: 'information_technology', label: 'Information Technology' },
  typeOfEmployment: { id: 'permanent', label: 'Full-time' },
  experienceLevel: { id: 'mid_senior_level', label: 'Mid-Senior Level' },
  customField: [{ fieldId: 'COUNTRY', fieldLabel: 'Country', valueId: 'de', valueLabel: 'Germany' }],
  ref: 'https://api.smartrecruiters.com/v1/companies/AcmeGroup/postings/743999912345678',
  creator: { name: 'Jane Recruiter' },
  language: { code: 'en', label: 'English', labelNative: 'English (US)' },
};

// As the real API answers: paged, the company named on every posting, links to the API only.
const answer = {
  offset: 0,
  limit: 100,
  totalFound: 6,
  content: [
    posting,
    {
      id: '743999912345679',
      name: 'Werkstudent (m/w/d)',
      company: { identifier: '../evil', name: 'Acme Group' },
      releasedDate: 1706780000000,
      location: { city: 'Berlin', region: '', country: 'de', remote: true },
      typeOfEmployment: { id: 'intern', label: 'Internship' },
      experienceLevel: { id: 'not_applicable', label: 'Not Applicable' },
    },
    { id: '1', name: '' },
    { id: null, name: 'No id' },
    { id: '../2', name: 'Bad id' },
    'junk',
  ],
};

function fetchWith(answerFor: (url: URL) => StubAnswer | undefined, slug = 'AcmeGroup') {
  const http = stubSourceHttp(answerFor);
  return { http, result: smartrecruitersSource.fetchBoard(stubContext(http, base), slug) };
}

const page = (url: URL) => Number(url.searchParams.get('offset')) / 100;

describe('smartrecruitersSource', () => {
  it('describes itself', () => {
    expect(smartrecruitersSource).toMatchObject({
      kind: 'board',
      name: 'smartrecruiters',
      label: 'SmartRecruiters',
      urlEnv: 'SMARTRECRUITERS_API_URL',
    });
    expect(smartrecruitersSource.defaultBaseUrl).toBe('https://api.smartrecruiters.com');
    expect(smartrecruitersSource.credentials).toEqual([]);
    expect(smartrecruitersSource.terms.minIntervalMs).toBe(3_600_000);
    expect(smartrecruitersSource.boardUrl('AcmeGroup')).toBe('https://jobs.smartrecruiters.com/AcmeGroup');
  });

  it('reads a page of postings, linking to the public page and skipping broken items', async () => {
    const { http, result } = fetchWith(() => ({ body: answer }));
    const board = await result;
    expect(http.requests).toEqual([{ url: `${base}/v1/companies/AcmeGroup/postings?limit=100&offset=0`, request: undefined }]);
    expect(board.companyName).toBe('Acme Group');
    expect(board.postings).toHaveLength(2);
    expect(board.postings[0]).toEqual({
      source: 'smartrecruiters',
      sourceId: '743999912345678',
      sourceUrl: 'https://jobs.smartrecruiters.com/AcmeGroup/743999912345678',
      title: 'Senior Data Scientist',
      company: 'Acme Group',
      location: 'Munich, Bavaria, Germany',
      remote: false,
      postedAt: new Date('2024-02-01T09:30:00Z'),
      employmentType: 'Full-time',
      seniority: 'Mid-Senior Level',
      department: 'Data',
      board: { provider: 'smartrecruiters', slug: 'AcmeGroup' },
    });
    // An identifier that would leave its segment is replaced by the slug; "Not Applicable" says nothing.
    expect(board.postings[1]).toMatchObject({
      sourceUrl: 'https://jobs.smartrecruiters.com/AcmeGroup/743999912345679',
      location: 'Berlin, de',
      remote: true,
      postedAt: new Date(1706780000000),
      seniority: undefined,
      department: undefined,
    });
    expect(board.postings[1]?.descriptionHtml).toBeUndefined();
  });

  it("reads the employer's own fields: a way of working beside flags that say neither, a job type", async () => {
    const posting = (id: string, customField: unknown) => ({
      id,
      name: 'Store Manager',
      company: { identifier: 'AcmeGroup', name: 'Acme Group' },
      location: { city: 'Lyon', country: 'fr', remote: false, hybrid: false },
      customField,
    });
    const { result } = fetchWith(() => ({
      body: {
        totalFound: 2,
        content: [
          posting('11', [
            { fieldId: 'a', fieldLabel: 'Work flexibility', valueId: 'b', valueLabel: 'Hybrid' },
            { fieldId: 'c', fieldLabel: 'Type de contrat', valueId: 'd', valueLabel: 'CDD' },
          ]),
          posting('12', [{ fieldId: 'a', fieldLabel: 'Brand', valueId: 'b', valueLabel: 'Remote Living' }]),
        ],
      },
    }));
    const [hybrid, onsite] = (await result).postings;
    expect(hybrid).toMatchObject({ workplace: 'hybrid', employmentType: 'CDD' });
    expect(onsite).toMatchObject({ workplace: 'onsite' });
    expect(onsite!.employmentType).toBeUndefined();
  });

  it('follows pages while more are found', async () => {
    const { http, result } = fetchWith((url) => ({
      body: { offset: page(url) * 100, limit: 100, totalFound: 250, content: [{ ...posting, id: `10${page(url)}` }] },
    }));
    const board = await result;
    expect(http.requests.map((request) => request.url)).toEqual(
      [0, 100, 200].map((offset) => `${base}/v1/companies/AcmeGroup/postings?limit=100&offset=${offset}`),
    );
    expect(board.postings.map((item) => item.sourceId)).toEqual(['100', '101', '102']);
  });

  it('asks for at most five pages, and stops at an empty one', async () => {
    const endless = fetchWith((url) => ({ body: { totalFound: 100_000, content: [{ ...posting, id: `9${page(url)}` }] } }));
    expect((await endless.result).postings).toHaveLength(5);
    expect(endless.http.requests).toHaveLength(5);
    const lying = fetchWith(() => ({ body: { totalFound: 100_000, content: [] } }));
    await lying.result;
    expect(lying.http.requests).toHaveLength(1);
  });

  it('answers an unknown company with no postings and no name', async () => {
    const { result } = fetchWith(() => ({ body: { offset: 0, limit: 100, totalFound: 0, content: [] } }), 'NoSuchCompany');
    expect(await result).toEqual({ companyName: null, postings: [] });
  });

  it('refuses an answer without a content list', async () => {
    for (const body of [{ totalFound: 0 }, { content: 'x' }, [], null]) {
      const { result } = fetchWith(() => ({ body }));
      await expect(result).rejects.toMatchObject({ kind: 'invalid-response' });
    }
  });

  it('lets not-found through', async () => {
    const { result } = fetchWith(() => ({ error: new SourceError('not-found', 'no such board', 404) }));
    const error = await result.catch((caught: unknown) => caught);
    expect(isSourceError(error, 'not-found')).toBe(true);
  });

  it('URL-encodes the company and refuses one that could leave its path segment, without a request', async () => {
    const { http, result } = fetchWith(() => ({ body: { content: [] } }), 'Acme.Group-1');
    await result;
    expect(http.requests[0]?.url).toBe(`${base}/v1/companies/Acme.Group-1/postings?limit=100&offset=0`);
    for (const slug of ['../v2', 'Acme/postings', 'Acme?limit=1', 'Acme Group']) {
      const refused = fetchWith(() => ({ body: { content: [] } }), slug);
      await expect(refused.result).rejects.toMatchObject({ kind: 'not-found' });
      expect(refused.http.requests).toEqual([]);
    }
  });

  it('reads back what the fake serves, across pages', async () => {
    const jobs: FixtureJob[] = Array.from({ length: 120 }, (_, index) => ({
      id: `sr-${index}`,
      title: `Engineer ${index}`,
      company: 'Fixture Co',
      location: 'Toronto, ON, Canada',
      remote: index % 2 === 0,
      descriptionHtml: '<p>Not in the list answer</p>',
      postedAt: new Date(Date.UTC(2024, 4, 1, 12, 0, index % 60)),
      employmentType: 'Contract',
      department: 'Engineering',
    }));
    const http = stubSourceHttp(fakeAnswers(fakeSmartRecruiters, jobs, 'Fixture Co', base));
    const board = await smartrecruitersSource.fetchBoard(stubContext(http, base), 'FixtureCo');
    expect(http.requests).toHaveLength(2);
    expect(board.companyName).toBe('Fixture Co');
    expect(board.postings).toHaveLength(120);
    const id = smartRecruitersId('sr-7');
    expect(board.postings[7]).toEqual({
      source: 'smartrecruiters',
      sourceId: id,
      sourceUrl: `https://jobs.smartrecruiters.com/FixtureCo/${id}`,
      title: 'Engineer 7',
      company: 'Fixture Co',
      location: 'Toronto, ON, Canada',
      remote: false,
      postedAt: jobs[7]!.postedAt,
      employmentType: 'Contract',
      seniority: undefined,
      department: 'Engineering',
      board: { provider: 'smartrecruiters', slug: 'FixtureCo' },
    });
  });
});
