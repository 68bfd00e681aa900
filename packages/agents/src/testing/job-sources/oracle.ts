import type { FakeSource, FixtureJob } from './fake-source';

// Oracle Recruiting Cloud's Candidate Experience API: `{pod}.fa.{dc}.oraclecloud.com/hcmRestApi/resources/latest/
// recruitingCEJobRequisitions?…&finder=findReqs;siteNumber={site},limit=,offset=,…` (the list) and `…/
// recruitingCEJobRequisitionDetails?…&finder=ById;Id="{Id}",siteNumber={site}` (one job), served here under `/{pod}.fa.{dc}/`.
// The board is the host and the site number the finder names.
const request = /^\/([^/]+)\/hcmRestApi\/resources\/latest\/(recruitingCEJobRequisitions|recruitingCEJobRequisitionDetails)$/;

/** One value of the finder ("findReqs;siteNumber=CX_1,limit=100,offset=0"), or undefined. */
function finderValue(query: URLSearchParams | undefined, name: string): string | undefined {
  const finder = query?.get('finder') ?? '';
  return new RegExp(`[;,]${name}=([^,;]*)`).exec(finder)?.[1];
}

export const fakeOracle: FakeSource = {
  source: 'oracle',
  boardSlug: (pathname, query) => {
    const host = request.exec(pathname)?.[1];
    const site = finderValue(query, 'siteNumber');
    return host && site ? `${host}/${site}` : null;
  },
  body: (jobs, { url }) => {
    const asked = request.exec(url.pathname)?.[2];
    const site = finderValue(url.searchParams, 'siteNumber') ?? 'CX_1';
    if (asked === 'recruitingCEJobRequisitions') {
      const limit = Math.min(Number(finderValue(url.searchParams, 'limit') ?? 25), 200);
      const offset = Number(finderValue(url.searchParams, 'offset') ?? 0);
      const rows = jobs.slice(offset, offset + limit).map(renderRequisition);
      return collection([{ SiteNumber: site, Limit: limit, Offset: offset, TotalJobsCount: jobs.length, requisitionList: rows }]);
    }
    // The quirk: the Id arrives in quotes; a job the site does not have is an empty collection, not a 404.
    const id = /^"(.*)"$/.exec(finderValue(url.searchParams, 'Id') ?? '')?.[1];
    const job = jobs.find((candidate) => oracleId(candidate) === id);
    return collection(job ? [renderDetail(job)] : []);
  },
};

/** A fixture job's id as Oracle's: digits. */
export const oracleId = (job: FixtureJob) => (job.id.replace(/\D/g, '') || '1').padStart(6, '2');

/** The REST envelope every answer comes in. */
function collection(items: unknown[]) {
  return { items, count: items.length, hasMore: false, limit: 25, offset: 0, links: [] };
}

const schedules: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'Full time',
  'Part-time': 'Part time',
  Contract: 'Full time',
  Intern: 'Full time',
};

function renderRequisition(job: FixtureJob) {
  const remote = job.remote === true;
  // The quirks: the day posted without a time, the way of working as a code beside its words, JobType never filled,
  // and no description in the list (ShortDescriptionStr is "").
  return {
    Id: oracleId(job),
    Title: job.title,
    PostedDate: job.postedAt.toISOString().slice(0, 10),
    PostingEndDate: null,
    Language: 'US',
    HotJobFlag: false,
    WorkplaceTypeCode: remote ? 'ORA_REMOTE' : 'ORA_ON_SITE',
    WorkplaceType: remote ? 'Remote' : 'On-site',
    JobFamily: null,
    JobFunction: null,
    JobSchedule: job.employmentType ? schedules[job.employmentType] : null,
    JobType: null,
    LegalEmployer: null,
    Department: job.department ?? null,
    Organization: null,
    ShortDescriptionStr: '',
    PrimaryLocation: job.location,
    workLocation: [],
    secondaryLocations: [],
  };
}

function renderDetail(job: FixtureJob) {
  return {
    ...renderRequisition(job),
    ExternalPostedStartDate: job.postedAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    ExternalPostedEndDate: null,
    ExternalDescriptionStr: job.descriptionHtml,
    ExternalResponsibilitiesStr: '',
    ExternalQualificationsStr: '',
    CorporateDescriptionStr: null,
    ContentLocale: 'en',
    Category: null,
  };
}
