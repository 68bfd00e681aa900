import type { SourceName } from '../../job-discovery/source-names';

/**
 * A job the tests want a fake source to list. Each source's fake renders it in that source's real
 * response shape (Greenhouse escapes its HTML, Lever dates are epoch ms, RemoteOK leads with a notice…),
 * so one list of jobs can be served by every fake at once.
 */
export type FixtureJob = {
  id: string;
  title: string;
  company: string;
  location: string;
  remote?: boolean;
  /** Plain HTML as the employer wrote it; a fake escapes it the way its source does. */
  descriptionHtml: string;
  postedAt: Date;
  /** Structured salary, for sources that have fields for it. */
  salary?: { min: number; max: number; currency: string; period?: 'year' | 'hour' };
  /** Free-text salary, for sources that carry text ("$140,000 - $170,000"). */
  salaryText?: string;
  employmentType?: 'Full-time' | 'Part-time' | 'Contract' | 'Intern';
  department?: string;
  tags?: string[];
};

/**
 * What a fake server needs to impersonate one source. The fake server gives each source its own
 * base URL (http://127.0.0.1:PORT/{source}) and hands the rest of the request here.
 */
export type FakeSource = {
  source: SourceName;
  /** For company-board sources: the board slug a request path asks for, or null when the path is not this source's. */
  /** `query`: for a source that names its board in the query (ADP's `cid`). */
  boardSlug: (pathname: string, query?: URLSearchParams) => string | null;
  /**
   * The body the real source would answer for a request (path relative to the source's base URL,
   * with its query string) listing `jobs`. Pagination: the answer says there are no further pages.
   */
  body: (jobs: FixtureJob[], request: { url: URL; companyName: string }) => unknown;
};
