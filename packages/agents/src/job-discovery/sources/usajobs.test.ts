import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { fakeUsajobs } from '../../testing/job-sources/usajobs';
import { SourceError } from '../source-error';
import { usajobsSource } from './usajobs';

const credentials = { USAJOBS_API_KEY: 'key-s3cr3t-Zq9', USAJOBS_EMAIL: 'ops@example.org' };

const descriptor = {
  PositionID: 'CDC-24-12345',
  PositionTitle: 'IT Specialist (APPSW)',
  PositionURI: 'https://www.usajobs.gov:443/GetJob/ViewDetails/765432100',
  ApplyURI: ['https://www.usajobs.gov:443/GetJob/ViewDetails/765432100?PostingChannelID=RESTAPI'],
  PositionLocationDisplay: 'Atlanta, Georgia',
  PositionLocation: [
    { LocationName: 'Atlanta, Georgia', CountryCode: 'United States', CountrySubDivisionCode: 'Georgia', CityName: 'Atlanta, Georgia' },
  ],
  OrganizationName: 'Centers for Disease Control and Prevention',
  DepartmentName: 'Department of Health and Human Services',
  JobCategory: [{ Name: 'Information Technology Management', Code: '2210' }],
  JobGrade: [{ Code: 'GS' }],
  PositionSchedule: [{ Name: 'Full-Time', Code: '1' }],
  PositionOfferingType: [{ Name: 'Permanent', Code: '15317' }],
  QualificationSummary: 'One year of specialized experience at the GS-12 level <including> Node & TypeScript.',
  PositionRemuneration: [{ MinimumRange: '98496.0', MaximumRange: '128043.0', RateIntervalCode: 'PA', Description: 'Per Year' }],
  PositionStartDate: '2024-01-15T00:00:00.0000',
  PositionEndDate: '2024-01-29T23:59:59.9970',
  PublicationStartDate: '2024-01-15T00:00:00.0000',
  ApplicationCloseDate: '2024-01-29T23:59:59.9970',
  PositionFormattedDescription: [{ Label: 'Dynamic Teaser', LabelDescription: 'Hit highlighting' }],
  UserArea: {
    Details: {
      JobSummary: 'This position is located in the Office of the Chief Information Officer.\n\nYou will build public health systems.',
      WhoMayApply: { Name: 'United States Citizens', Code: '' },
      LowGrade: '13',
      HighGrade: '13',
      MajorDuties: ['Designs and develops applications.', 'Reviews code & mentors <junior> staff.'],
      Requirements: 'U.S. Citizenship required.',
      TeleworkEligible: true,
      RemoteIndicator: false,
    },
    IsRadialSearch: false,
  },
};

// Shaped like a real /api/search answer (values changed).
const answer = {
  LanguageCode: 'EN',
  SearchParameters: {},
  SearchResult: {
    SearchResultCount: 2,
    SearchResultCountAll: 2,
    SearchResultItems: [
      { MatchedObjectId: '765432100', MatchedObjectDescriptor: descriptor, RelevanceRank: 0 },
      {
        MatchedObjectId: '765432101',
        MatchedObjectDescriptor: {
          ...descriptor,
          PositionTitle: 'Park Ranger',
          PositionURI: 'https://www.usajobs.gov:443/GetJob/ViewDetails/765432101',
          ApplyURI: [],
          PositionLocationDisplay: 'Multiple Locations',
          PositionLocation: [{ LocationName: 'Yellowstone, Wyoming' }, { LocationName: 'Glacier, Montana' }],
          PositionSchedule: [{ Name: 'Part-Time', Code: '2' }],
          PositionRemuneration: [{ MinimumRange: '21.50', MaximumRange: '27.95', RateIntervalCode: 'Per Hour' }],
          QualificationSummary: '',
          UserArea: { Details: { JobSummary: 'Protect parks.', MajorDuties: 'Patrols trails.', RemoteIndicator: true } },
        },
        RelevanceRank: 1,
      },
    ],
    UserArea: { NumberOfPages: '1', IsRadialSearch: false },
  },
};

function search(body: unknown, query = { keywords: 'software developer', location: 'Atlanta, Georgia' }) {
  const http = stubSourceHttp(() => ({ body }));
  const context = { ...stubContext(http, 'http://127.0.0.1:9/usajobs'), credentials };
  return { http, result: usajobsSource.search(context, query) };
}

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

describe('usajobsSource', () => {
  it('sends the key as Authorization-Key and the registered email as User-Agent', async () => {
    const { http, result } = search({ SearchResult: { SearchResultItems: [] } });
    await result;
    expect(http.requests).toHaveLength(1);
    const { url, request } = http.requests[0]!;
    expect(url).toBe('http://127.0.0.1:9/usajobs/api/search?Keyword=software+developer&LocationName=Atlanta%2C+Georgia&ResultsPerPage=50');
    expect(request?.headers).toEqual({ 'Authorization-Key': 'key-s3cr3t-Zq9', 'User-Agent': 'ops@example.org' });
    expect(request?.method).toBeUndefined();
    expect(url).not.toContain('s3cr3t');
  });

  it('leaves LocationName out without a location', async () => {
    const { http, result } = search({ SearchResult: {} }, { keywords: 'nurse', location: '' });
    expect(await result).toEqual([]);
    expect(http.requests[0]!.url).toBe('http://127.0.0.1:9/usajobs/api/search?Keyword=nurse&ResultsPerPage=50');
  });

  it('reads a real-shaped answer and builds an escaped description from its parts', async () => {
    const [first, second] = await search(answer).result;
    expect(first).toEqual({
      source: 'usajobs',
      sourceId: '765432100',
      sourceUrl: 'https://www.usajobs.gov/GetJob/ViewDetails/765432100',
      applyUrl: 'https://www.usajobs.gov/GetJob/ViewDetails/765432100?PostingChannelID=RESTAPI',
      title: 'IT Specialist (APPSW)',
      company: 'Centers for Disease Control and Prevention',
      location: 'Atlanta, Georgia',
      remote: false,
      descriptionHtml:
        '<p>This position is located in the Office of the Chief Information Officer.</p><p>You will build public health systems.</p>\n' +
        '<h3>Duties</h3><ul><li>Designs and develops applications.</li><li>Reviews code &amp; mentors &lt;junior&gt; staff.</li></ul>\n' +
        '<h3>Qualifications</h3><p>One year of specialized experience at the GS-12 level &lt;including&gt; Node &amp; TypeScript.</p>',
      postedAt: new Date('2024-01-15T00:00:00Z'),
      salary: { min: 98_496, max: 128_043, currency: 'USD', period: 'year' },
      employmentType: 'Full-Time',
      department: 'Department of Health and Human Services',
    });
    expect(second).toMatchObject({
      sourceId: '765432101',
      applyUrl: undefined,
      location: 'Yellowstone, Wyoming; Glacier, Montana',
      remote: true,
      descriptionHtml: '<p>Protect parks.</p>\n<h3>Duties</h3><ul><li>Patrols trails.</li></ul>',
      salary: { min: 21.5, max: 27.95, currency: 'USD', period: 'hour' },
      employmentType: 'Part-Time',
    });
  });

  it('reads no period from bi-weekly pay, and no salary from "without compensation"', async () => {
    const item = (pay: unknown, id: string) => ({
      MatchedObjectId: id,
      MatchedObjectDescriptor: { ...descriptor, PositionRemuneration: [pay] },
    });
    const body = {
      SearchResult: {
        SearchResultItems: [
          item({ MinimumRange: '3000', MaximumRange: '4000', RateIntervalCode: 'BW', Description: 'Bi-weekly' }, 'a'),
          item({ MinimumRange: '0', MaximumRange: '0', RateIntervalCode: 'WC' }, 'b'),
        ],
      },
    };
    const postings = await search(body).result;
    expect(postings.map((posting) => posting.salary)).toEqual([{ min: 3000, max: 4000, currency: 'USD', period: null }, undefined]);
  });

  it('skips malformed items and keeps the good ones', async () => {
    const good = answer.SearchResult.SearchResultItems[0]!;
    const body = {
      SearchResult: {
        SearchResultItems: [
          null,
          7,
          { MatchedObjectId: '1' },
          { MatchedObjectId: '2', MatchedObjectDescriptor: 'job' },
          { ...good, MatchedObjectId: '3', MatchedObjectDescriptor: { ...descriptor, PositionTitle: '  ' } },
          { ...good, MatchedObjectId: '4', MatchedObjectDescriptor: { ...descriptor, PositionURI: 'ftp://example.org/job' } },
          { ...good, MatchedObjectId: '6', MatchedObjectDescriptor: { ...descriptor, OrganizationName: null, DepartmentName: '' } },
          {
            MatchedObjectDescriptor: {
              ...descriptor,
              PositionID: 'POS-5',
              OrganizationName: 7,
              UserArea: null,
              PositionRemuneration: 'lots',
              PositionSchedule: null,
            },
          },
        ],
      },
    };
    const postings = await search(body).result;
    expect(postings).toHaveLength(1);
    // Without an organisation name the department is the employer.
    expect(postings[0]).toMatchObject({
      sourceId: 'POS-5',
      company: 'Department of Health and Human Services',
      remote: undefined,
      salary: undefined,
      employmentType: undefined,
    });
    expect(postings[0]!.descriptionHtml).toBe(
      '<h3>Qualifications</h3><p>One year of specialized experience at the GS-12 level &lt;including&gt; Node &amp; TypeScript.</p>',
    );
  });

  it('keeps at most 100 results', async () => {
    const items = Array.from({ length: 120 }, (_, index) => ({ MatchedObjectId: String(index), MatchedObjectDescriptor: descriptor }));
    expect(await search({ SearchResult: { SearchResultItems: items } }).result).toHaveLength(100);
  });

  it('says the answer has the wrong shape without naming the key or the email', async () => {
    for (const body of [null, 'ok', { SearchResult: null }, { SearchResult: { SearchResultItems: {} } }, { error: 'key-s3cr3t-Zq9 rejected' }]) {
      const error = await failure(search(body).result);
      expect(error.kind).toBe('invalid-response');
      expect(error.message).not.toContain('s3cr3t');
      expect(error.message).not.toContain('ops@example.org');
    }
  });

  it('round-trips the fake', async () => {
    const jobs: FixtureJob[] = [
      {
        id: '800001',
        title: 'Data Scientist',
        company: 'Census Bureau',
        location: 'Suitland, Maryland',
        remote: true,
        descriptionHtml: '<p>Analyse R&amp;D surveys.</p><ul><li>Model data</li><li>Publish &lt;reports&gt;</li></ul>',
        postedAt: new Date('2024-03-04T05:06:07.250Z'),
        salary: { min: 117_962, max: 153_354, currency: 'USD', period: 'year' },
        employmentType: 'Full-time',
        department: 'Department of Commerce',
      },
      {
        id: '800002',
        title: 'Ranger',
        company: 'National Park Service',
        location: 'Moab, Utah',
        descriptionHtml: '<p>Guide.</p>',
        postedAt: new Date('2024-03-05T00:00:00Z'),
      },
    ];
    const url = new URL('http://127.0.0.1:9/usajobs/api/search?Keyword=data');
    expect(fakeUsajobs.boardSlug('/api/search')).toBeNull();
    const postings = await search(fakeUsajobs.body(jobs, { url, companyName: '' })).result;
    expect(postings).toEqual([
      {
        source: 'usajobs',
        sourceId: '800001',
        sourceUrl: 'http://127.0.0.1:9/usajobs/job/800001',
        applyUrl: 'http://127.0.0.1:9/usajobs/job/800001/apply',
        title: 'Data Scientist',
        company: 'Census Bureau',
        location: 'Suitland, Maryland',
        remote: true,
        descriptionHtml:
          '<p>Analyse R&amp;D surveys.</p>\n<h3>Duties</h3><ul><li>Model data</li><li>Publish &lt;reports&gt;</li></ul>\n' +
          '<h3>Qualifications</h3><p>You must meet the qualification requirements by the closing date.</p>',
        postedAt: new Date('2024-03-04T05:06:07.250Z'),
        salary: { min: 117_962, max: 153_354, currency: 'USD', period: 'year' },
        employmentType: 'Full-time',
        department: 'Department of Commerce',
      },
      expect.objectContaining({ sourceId: '800002', title: 'Ranger', remote: false, salary: undefined, department: 'National Park Service' }),
    ]);
  });
});
