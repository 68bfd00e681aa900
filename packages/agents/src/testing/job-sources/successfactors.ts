import { escapeHtml } from '../../text/escape-html';
import type { FakeSource, FixtureJob } from './fake-source';

// SAP SuccessFactors' career-site job list: `career{N}.successfactors.{com|eu}/career?company={id}&career_ns=
// job_listing_summary&resultType=XML`, served here as `/{career host}/career?…` (the board's host first in the path).
// The answer is XML text; every job is in it, so a wanted job needs no other request.
const host = /^\/(career\d{1,3})\.successfactors\.(com|eu)\/career$/;

export const fakeSuccessfactors: FakeSource = {
  source: 'successfactors',
  boardSlug: (pathname, query) => {
    const match = host.exec(pathname);
    const company = query?.get('company');
    return match && company ? `${match[1]}${match[2] === 'eu' ? '.eu' : ''}/${company}` : null;
  },
  body: (jobs, { url, companyName }) => {
    // Only the XML list is served; the career site's HTML pages are not.
    if (url.searchParams.get('career_ns') !== 'job_listing_summary' || url.searchParams.get('resultType') !== 'XML') return undefined;
    return `<?xml version="1.0" encoding="UTF-8"?>\n<Job-Listing>\n${jobs.map((job, index) => renderJob(job, index, companyName)).join('\n')}\n</Job-Listing>\n`;
  },
};

/** A fixture job's requisition id: digits. */
export const successfactorsReqId = (job: FixtureJob) => job.id.replace(/\D/g, '') || '1';

const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const facet = (name: string, label: string, value: string) =>
  `<${name}>\n<label>${escapeHtml(label)}</label>\n<value>${escapeHtml(value)}</value>\n</${name}>`;
const twoDigits = (value: number) => String(value).padStart(2, '0');

function renderJob(job: FixtureJob, index: number, companyName: string) {
  // The quirks: the title escaped inside its CDATA, an empty-named tag in every job, the day month first, and
  // facets numbered as the site's own settings number them, each known only by its label.
  const posted = job.postedAt;
  return `<Job>
<JobTitle>${cdata(escapeHtml(job.title))}</JobTitle>
<Job-Description>${cdata(job.descriptionHtml)}</Job-Description>
<ReqId>${successfactorsReqId(job)}</ReqId>
<>${375852000 + index}</>
<Posted-Date>${twoDigits(posted.getUTCMonth() + 1)}/${twoDigits(posted.getUTCDate())}/${posted.getUTCFullYear()}</Posted-Date>
<Department>${escapeHtml(job.department ?? '')}</Department>
${facet('filter3', 'Posting Location', job.location)}
${facet('filter5', 'Company', companyName)}
${facet('filter4', 'Type of Employment', job.employmentType ?? '')}
${facet('filter12', 'Work Location', job.remote ? 'Remote' : '')}
</Job>`;
}
