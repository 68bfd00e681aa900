import type { FakeSource, FixtureJob } from './fake-source';
import { tagsRemoved } from './fixture-text';

/**
 * USAJOBS's search answer: everything under SearchResult.SearchResultItems[].MatchedObjectDescriptor,
 * plain text only (the summary, duties as a list of strings), amounts as strings, dates without a zone.
 */
export const fakeUsajobs: FakeSource = {
  source: 'usajobs',
  boardSlug: () => null,
  body: (jobs, { url }) => ({
    LanguageCode: 'EN',
    SearchParameters: {},
    SearchResult: {
      SearchResultCount: jobs.length,
      SearchResultCountAll: jobs.length,
      SearchResultItems: jobs.map((job, index) => renderItem(job, url, index)),
      UserArea: { NumberOfPages: '1', IsRadialSearch: false },
    },
  }),
};

function renderItem(job: FixtureJob, url: URL, index: number) {
  const page = `${url.origin}/usajobs/job/${encodeURIComponent(job.id)}`;
  return {
    MatchedObjectId: job.id,
    MatchedObjectDescriptor: {
      PositionID: `FAKE-${index + 1}`,
      PositionTitle: job.title,
      PositionURI: page,
      ApplyURI: [`${page}/apply`],
      PositionLocationDisplay: job.location,
      PositionLocation: [{ LocationName: job.location, CountryCode: 'United States', CityName: job.location }],
      OrganizationName: job.company,
      DepartmentName: job.department ?? job.company,
      JobCategory: [{ Name: 'Information Technology Management', Code: '2210' }],
      JobGrade: [{ Code: 'GS' }],
      PositionSchedule: [{ Name: job.employmentType ?? 'Full-time', Code: '1' }],
      PositionOfferingType: [{ Name: 'Permanent', Code: '15317' }],
      QualificationSummary: 'You must meet the qualification requirements by the closing date.',
      PositionRemuneration: job.salary ? [remuneration(job.salary)] : [],
      PublicationStartDate: usajobsDate(job.postedAt),
      ApplicationCloseDate: usajobsDate(new Date(job.postedAt.getTime() + 30 * 86_400_000)),
      UserArea: {
        Details: {
          JobSummary: text(job.descriptionHtml.replace(/<li\b[^>]*>[\s\S]*?<\/li>/gi, ' ')),
          MajorDuties: [...job.descriptionHtml.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((match) => text(match[1] ?? '')),
          TeleworkEligible: false,
          RemoteIndicator: job.remote ?? false,
        },
        IsRadialSearch: false,
      },
    },
    RelevanceRank: 0,
  };
}

function remuneration(salary: NonNullable<FixtureJob['salary']>) {
  const hourly = salary.period === 'hour';
  return {
    MinimumRange: String(salary.min),
    MaximumRange: String(salary.max),
    RateIntervalCode: hourly ? 'PH' : 'PA',
    Description: hourly ? 'Per Hour' : 'Per Year',
  };
}

// "2024-01-15T10:20:30.0000": four fraction digits and no zone, as USAJOBS writes them.
function usajobsDate(date: Date): string {
  return `${date.toISOString().slice(0, 23)}0`;
}

function text(html: string): string {
  return tagsRemoved(html)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
