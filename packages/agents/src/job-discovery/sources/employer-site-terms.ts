import type { SourceTerms } from '../source-adapter';

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
