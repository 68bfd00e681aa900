import { escapeHtml } from '../../text/escape-html';
import type { FakeSource, FixtureJob } from './fake-source';
import { jobPostingFields, scriptJson } from './job-posting-markup';

// Paylocity Recruiting: a board's page `recruiting.paylocity.com/Recruiting/Jobs/All/{GUID}` (HTML whose script sets
// `window.pageData = {…}` with every job, no descriptions) and a job's page `/Recruiting/Jobs/Details/{JobId}/{GUID}`
// (HTML with the job's JSON-LD). Both are HTML text; the site reads its paths in any case.
const request = /^\/recruiting\/jobs\/(all|details\/(\d{1,12}))\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/[^/]*)*$/i;

export const fakePaylocity: FakeSource = {
  source: 'paylocity',
  boardSlug: (pathname) => request.exec(pathname)?.[3]?.toLowerCase() ?? null,
  body: (jobs, { url, companyName }) => {
    const [, kind = '', jobId, board = ''] = request.exec(url.pathname) ?? [];
    if (kind.toLowerCase() === 'all') return boardPage(jobs, companyName, board.toLowerCase());
    const job = jobs.find((candidate) => paylocityJobIdOf(candidate) === jobId);
    return job ? jobPage(job, companyName, board.toLowerCase()) : notFoundPage();
  },
};

/** A fixture job's id as Paylocity's: a number. */
export const paylocityJobIdOf = (job: FixtureJob) => `4${(job.id.replace(/\D/g, '') || '1').slice(-9).padStart(6, '0')}`;

/** The time as the board writes it: Central time with its offset ("2026-06-11T16:42:33-05:00"). */
function central(date: Date): string {
  return `${new Date(date.getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 19)}-05:00`;
}

/** JSON inside a script, "<" escaped so that no value can end the script. */
function boardPage(jobs: FixtureJob[], companyName: string, board: string): string {
  const pageData = {
    CookieBannerScriptSource: '00000000-0000-4000-8000-000000000000',
    Departments: ['All Departments', ...new Set(jobs.map((job) => job.department ?? 'Unspecified'))],
    IsLeadJoinEnabled: true,
    // The quirk: the list carries no description, and the board's name its client number.
    Jobs: jobs.map(renderListItem),
    LeadJoinUrl: `/Recruiting/PublicLeads/New/${board}`,
    Locations: ['All Locations', ...new Set(jobs.map((job) => job.location))],
    ModuleId: '12345',
    ModuleTitle: `${companyName} [175255]`,
    ShowInternal: false,
  };
  return `<!DOCTYPE html>\r\n<html lang="en">\r\n<head>\r\n  <title>Current Openings</title>\r\n  <meta property="og:url" content="https://recruiting.paylocity.com/recruiting/jobs/All/${board}/Fixture" />\r\n</head>\r\n<body>\r\n  <div id="app"></div>\r\n  <script type="text/javascript">\r\n    window.ATSJobDetailsBaseUrl = '/Recruiting/Jobs/Details/';\r\n    window.pageData = ${scriptJson(pageData)};\r\n  </script>\r\n</body>\r\n</html>\r\n`;
}

function renderListItem(job: FixtureJob) {
  const [city = '', ...rest] = job.location.split(',').map((part) => part.trim());
  return {
    JobId: Number(paylocityJobIdOf(job)),
    JobTitle: job.title,
    LocationName: job.location,
    ShouldDisplayLocation: true,
    PublishedDate: central(job.postedAt),
    Description: '',
    IsInternal: false,
    HiringDepartment: job.department ?? null,
    JobLocation: {
      LocationId: 1,
      ModuleId: 12345,
      Name: job.location,
      Address: null,
      Metro: null,
      City: city || null,
      State: rest.length > 1 ? rest[0]! : null,
      Zip: null,
      Country: rest.at(-1) ?? null,
    },
    IsRemote: job.remote === true,
    IndeedRemoteType: job.remote ? 1 : 2,
  };
}

function jobPage(job: FixtureJob, companyName: string, board: string): string {
  // The quirks: no employmentType in the JSON-LD (it is in the page's "Job Type" section), and the salary text is a
  // section of the description.
  const { jobLocation, baseSalary } = jobPostingFields(job, 'one') as { jobLocation: unknown; baseSalary?: unknown };
  const salaryText = job.salaryText ? `<p><strong>Salary Description</strong></p><p>${escapeHtml(job.salaryText)}</p>` : '';
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    datePosted: central(job.postedAt),
    hiringOrganization: {
      '@type': 'Organization',
      name: companyName,
      logo: 'https://recruiting.paylocity.com/recruiting/jobs/GetLogoFile?moduleId=12345',
    },
    description: `<p>Description</p>${job.descriptionHtml}${salaryText}`,
    jobLocation,
    ...(baseSalary ? { baseSalary } : {}),
  };
  const id = paylocityJobIdOf(job);
  const jobType = job.employmentType
    ? `<div class="job-preview-details"><div class="job-listing-header">Job Type</div>\r\n<div>${job.employmentType}</div></div>`
    : '';
  return `<!DOCTYPE html>\r\n<html lang="en">\r\n<head>\r\n  <title>${escapeHtml(job.title)}</title>\r\n  <meta property="og:url" content="https://recruiting.paylocity.com/recruiting/jobs/Details/${id}/${board}" />\r\n</head>\r\n<body>\r\n  <a href="https://recruiting.paylocity.com/recruiting/jobs/All/${board}/Fixture" class="breadcrumb-link" title="All Jobs">All Jobs</a>\r\n  ${jobType}\r\n  <a class="apply-link-marker" href="/Recruiting/jobs/Apply/${id}">Apply</a>\r\n  <script type="application/ld+json">\r\n    ${scriptJson(posting)}\r\n  </script>\r\n  <script type="text/javascript">\r\n    window.pageData = ${scriptJson({ jobTitle: job.title, moduleName: `${companyName} [175255]`, showSocialWidget: true })};\r\n  </script>\r\n</body>\r\n</html>\r\n`;
}

/** What Paylocity answers for a job it no longer has: a page (200) that states no job. */
function notFoundPage(): string {
  return '<!DOCTYPE html>\r\n<html lang="en">\r\n<head><title>Job Not Found</title></head>\r\n<body><p>Sorry, that job does not exist or is not currently active.</p></body>\r\n</html>\r\n';
}
