import type { SourceContext, SourceTerms } from '../source-adapter';

/**
 * The terms of a careers platform that serves each employer on the employer's own host (Radancy, Phenom): no terms of
 * its own published for its sites' search, so each site's robots.txt is obeyed, one site at most once an hour, its pages
 * one at a time; read only where users name it, through the guarded fetcher (decision 0039).
 */
export const employerSiteTerms: SourceTerms = {
  minIntervalMs: 60 * 60 * 1000,
  rule: "No published terms for the careers sites' search; each site's robots.txt obeyed, one site at most once an hour, its pages one at a time",
  termsUrl: 'https://www.rfc-editor.org/rfc/rfc9309',
  attribution: "Link each job to its page on the company's own careers site",
  robotsTxt: true,
  namedOnly: true,
  anyHost: true,
};

/**
 * A job's id on such a platform, qualified by the site's host: the platform's ids are the site's own (and a hostile site
 * may state any), while the index keys postings by source and id, so one site must never name another's job.
 */
export const siteJobId = (host: string, id: string) => `${host}/${id}`;

/** The site's own id of a qualified one, or undefined when it is another site's, or not qualified. */
export function ownSiteJobId(host: string, sourceId: string): string | undefined {
  return sourceId.startsWith(`${host}/`) ? sourceId.slice(host.length + 1) : undefined;
}

/** A site of such a platform: the employer's host, and the language path its jobs are under ('' where none). */
export type EmployerSite = { host: string; locale: string };

/** The site's public address with its language path, for the links every screen shows (never the configured base URL). */
export const siteAddress = (site: EmployerSite) => `https://${site.host}${site.locale}`;

/** Where the site's pages under its language path are asked: the configured base URL (the site itself, or a test's server). */
export const siteOrigin = (context: SourceContext, site: EmployerSite) => `${context.baseUrl.replace('{board}', site.host)}${site.locale}`;

/** Where one of the site's public addresses is asked (its path and query on the configured base URL). */
export const siteRequestUrl = (context: SourceContext, site: EmployerSite, address: URL) =>
  `${context.baseUrl.replace('{board}', site.host)}${address.pathname}${address.search}`;
