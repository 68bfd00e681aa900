import type { FakeSource, FixtureJob } from './fake-source';

// ADP Workforce Now's public career center: `workforcenow.adp.com/mascsr/default/careercenter/public/events/staffing/v1/
// job-requisitions?cid={client}&ccId={center}`, the board named in the query, not the path.
const listPath = '/mascsr/default/careercenter/public/events/staffing/v1/job-requisitions';

export const fakeAdp: FakeSource = {
  source: 'adp',
  boardSlug: (pathname, query) => {
    const client = query?.get('cid');
    if (pathname !== listPath || !client) return null;
    const center = query?.get('ccId');
    return center && center !== '19000101_000001' ? `${client}.${center}` : client;
  },
  body: (jobs, { url }) => {
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    // The quirk: it answers 19 a page whatever is asked.
    const page = jobs.slice(skip, skip + 19);
    return { jobRequisitions: page.map(renderJob), meta: { startSequence: skip + 1, totalNumber: jobs.length } };
  },
};

/** A fixture job's id as ADP's. */
export const adpItemId = (job: FixtureJob) => `${(job.id.replace(/\D/g, '') || '1').padStart(13, '9')}_1`;

const levels: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'Full Time',
  'Part-time': 'Part Time',
  Contract: 'Contractor',
  Intern: 'Intern',
};

function renderJob(job: FixtureJob) {
  const unit = job.salary?.period === 'hour' ? ['HR', 'Hourly'] : ['AN', 'Annually'];
  return {
    itemID: adpItemId(job),
    requisitionTitle: job.title,
    postDate: job.postedAt.toISOString(),
    ...(job.salary
      ? {
          payGradeRange: {
            minimumRate: { amountValue: job.salary.min, currencyCode: job.salary.currency },
            maximumRate: { amountValue: job.salary.max, currencyCode: job.salary.currency },
          },
        }
      : {}),
    ...(job.employmentType ? { workLevelCode: { shortName: levels[job.employmentType] } } : {}),
    customFieldGroup: { codeFields: job.salary ? [{ codeValue: unit[0], shortName: unit[1], nameCode: { codeValue: 'SalaryType' } }] : [] },
    // The quirk: a place's name starts with a space.
    requisitionLocations: [{ nameCode: { shortName: ` ${job.location}` } }],
  };
}
