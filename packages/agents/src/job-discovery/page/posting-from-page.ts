import type { RawPosting } from '../raw-posting';
import type { BoardProvider } from '../source-names';
import { readJobPostingPage } from './read-job-posting-page';

/** Where a job page was read from: the board it belongs to, the posting's id there, and the employer when the page names none. */
export type PageOrigin = { provider: BoardProvider; slug: string; sourceId: string; company: string };

/**
 * The posting a job page states in its schema.org JobPosting (JSON-LD or microdata), as a board's posting; none
 * when the page states no title, or says it has closed.
 */
export function postingFromPage(html: string, address: URL, origin: PageOrigin): RawPosting | undefined {
  const found = readJobPostingPage(html, address.href);
  if (!found?.title) return undefined;
  // A posting that says it closed is not shown as open.
  if (found.validThrough && found.validThrough.getTime() < Date.now()) return undefined;
  return {
    source: origin.provider,
    sourceId: origin.sourceId,
    sourceUrl: address.href,
    applyUrl: found.applyUrl,
    title: found.title,
    company: found.company ?? origin.company,
    location: found.location,
    remote: found.remote,
    descriptionHtml: found.descriptionHtml,
    postedAt: found.postedAt,
    salary: found.salary,
    employmentType: found.employmentType,
    companyLogoUrl: found.companyLogoUrl,
    board: { provider: origin.provider, slug: origin.slug },
  };
}
