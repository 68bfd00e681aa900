// The names boards are known by: each provider's pattern for a board's name (its label on the provider's own host,
// its path segment, or what its careers site's address holds), and the checks that keep a name inside its host or path.
import { SourceError } from '../source-error';
import { hostedBoardSources, type BoardProvider } from '../source-names';

/**
 * A board named by a host's first label ({board}.recruitee.com): one DNS label, so that it can only ever
 * name a board on that provider's own domain (no dot, no slash, no port).
 */
export const subdomainSlugPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * Where a board lives on a provider that gives each company its own host: `baseUrl` is a template with
 * `{board}` (`https://{board}.recruitee.com`, or a test server's `http://127.0.0.1:9/recruitee/{board}`).
 * A slug that is not one DNS label is a `not-found` SourceError without any request.
 */
export function boardHost(baseUrl: string, slug: string): string {
  if (!subdomainSlugPattern.test(slug)) throw new SourceError('not-found', 'not a valid board name (letters, digits and "-" only)');
  return baseUrl.replace('{board}', slug.toLowerCase());
}

/** A Workday board's name: `{tenant}.{pod}/{site}`, as https://{tenant}.{pod}.myworkdayjobs.com/{site} names it. */
export const workdayBoardPattern = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.(wd\d{1,3})\/([a-z0-9][a-z0-9_-]{0,99})$/i;

/** An ADP career center: the client's GUID, with `.{career center id}` when it is not the public default. */
export const adpBoardPattern = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.(\d{8}_\d{6}))?$/i;

/** An Eightfold careers site: its tenant (one DNS label) and the company's domain its API wants, `{tenant}/{domain}`. */
export const eightfoldBoardPattern = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\/((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/i;

/**
 * An Oracle Recruiting Cloud Candidate Experience site: the host before `.oraclecloud.com` (DNS labels with the `fa`
 * label their pods have: `hdjq.fa.us2`, `fa-esbp-saasfaprod1.fa.ocs`, `jpmc.fa`) and the site number (`CX_1`, `CX`,
 * `AEO-Careers`), `{host}/{site}`. A host that already ends in `.oraclecloud(.com)` is not one.
 */
export const oracleBoardPattern =
  /^(?![^/]*\.oraclecloud\b)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.fa(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?){0,2})\/([a-z0-9][a-z0-9_-]{0,63})$/i;

/**
 * An Avature careers site: the tenant (one DNS label, `{tenant}.avature.net`) and the section its pages live under, one
 * or two path segments as the tenant writes them (`careers`, `Careers`, `en_US/careers`), `{tenant}/{section}`.
 */
export const avatureBoardPattern = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\/([a-z0-9_-]{1,60}(?:\/[a-z0-9_-]{1,60})?)$/i;

/** A Paylocity Recruiting board: its module's GUID, as recruiting.paylocity.com/Recruiting/Jobs/All/{GUID} names it. */
export const paylocityBoardPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A Comeet company's careers page, https://www.comeet.com/jobs/{company}/{company UID}: the company's slug (letters, digits and
 * "-", as its pages' addresses write it) and its UID (two hex digits, a dot, three: `F6.003`), `{company}/{UID}`.
 */
export const comeetBoardPattern = /^([a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?)\/([0-9a-f]{2}\.[0-9a-f]{3})$/i;

/**
 * A SAP SuccessFactors (Recruiting Management) career site: its host, `career{N}` for career{N}.successfactors.com or
 * `career{N}.eu` for career{N}.successfactors.eu, and the company id its `?company=` names, kept as written (SuccessFactors
 * reads it case-sensitively): `career4/colgate`, `career2.eu/SwissRe`.
 */
export const successfactorsBoardPattern = /^(career\d{1,3})(\.eu)?\/([A-Za-z0-9][A-Za-z0-9_-]{0,99})$/;

/** A company's own site as a board's name: a public host name of two labels or more, no port, no path ("acme.com"). */
export const siteDomainPattern = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;

/**
 * A Radancy careers site: its host (the employer's own, as `siteDomainPattern`) and, where the site keeps its jobs under a
 * language, that path segment (`jobs.veolia.com/fr`, `jobs.vinci.com/en`, `jobs.example.com/en-gb`).
 */
export const radancyBoardPattern =
  /^((?=[^/]{4,253}(?:\/|$))(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9])(?:\/([a-z]{2}(?:-[a-z0-9]{2,8})?))?$/i;

/**
 * A Phenom careers site: its host (the employer's own) and, where the site keeps its jobs under a country and a language,
 * those two path segments (`careers.conduent.com/us/en`, `jobs.baesystems.com/global/en`, `careers.example.com/ca/fr-ca`).
 */
export const phenomBoardPattern =
  /^((?=[^/]{4,253}(?:\/|$))(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9])(?:\/([a-z]{2,8})\/([a-z]{2}(?:[-_][a-z0-9]{2,8})?))?$/i;

/** A Jobylon company (`companies/1955`), as its embed's address names it. */
export const jobylonBoardPattern = /^companies\/[1-9]\d{0,9}$/i;

/** A PageUp careers site on its employer's host: the host and the language its pages are under (`jobs.rowan.edu/en-us`). */
export const pageupBoardPattern =
  /^((?=[^/]{4,253}\/)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9])(\/[a-z]{2}(?:-[a-z]{2})?)$/i;

/**
 * Whether `slug` can name a board of `provider`: Workday's tenant, pod and site; a company site's host name;
 * one DNS label for another board on its own host; else one path segment.
 */
export function isBoardSlug(provider: BoardProvider, slug: string): boolean {
  if (provider === 'workday') return workdayBoardPattern.test(slug);
  if (provider === 'careersite' || provider === 'jibe') return siteDomainPattern.test(slug);
  if (provider === 'adp') return adpBoardPattern.test(slug);
  if (provider === 'eightfold') return eightfoldBoardPattern.test(slug);
  if (provider === 'successfactors') return successfactorsBoardPattern.test(slug);
  if (provider === 'paylocity') return paylocityBoardPattern.test(slug);
  if (provider === 'comeet') return comeetBoardPattern.test(slug);
  if (provider === 'avature') return avatureBoardPattern.test(slug);
  if (provider === 'oracle') return oracleBoardPattern.test(slug);
  if (provider === 'radancy') return radancyBoardPattern.test(slug);
  if (provider === 'phenom') return phenomBoardPattern.test(slug);
  if (provider === 'jobylon') return jobylonBoardPattern.test(slug);
  if (provider === 'pageup') return pageupBoardPattern.test(slug);
  if (provider === 'ashby') return ashbyBoardPattern.test(slug);
  return (hostedBoardSources.includes(provider) ? subdomainSlugPattern : boardSlugPattern).test(slug);
}

/** What a company-board slug may be: one path segment, no dots or slashes that could leave it. */
export const boardSlugPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * An Ashby job board's name: a board slug, or words with single spaces between them, as Ashby lets organisations name
 * their boards (`jobs.ashbyhq.com/Fermi%20AI`; public lists hold dozens), asked with each space as `%20`.
 */
export const ashbyBoardPattern = /^(?=.{1,100}$)[A-Za-z0-9][A-Za-z0-9._-]*(?: [A-Za-z0-9._-]+)*$/;

/**
 * The slug ready for a URL path, or a `not-found` SourceError without any request: a slug outside the source's pattern
 * (`boardSlugPattern`, Ashby's `ashbyBoardPattern`) cannot name a board there, so it is "no such board" (the crawler
 * marks it gone), not a source outage.
 */
export function boardSlugSegment(slug: string, pattern = boardSlugPattern): string {
  if (!pattern.test(slug)) {
    const spaces = pattern === ashbyBoardPattern ? ', single spaces between words' : '';
    throw new SourceError('not-found', `not a valid board name (letters, digits, ".", "_" and "-" only${spaces})`);
  }
  return encodeURIComponent(slug);
}
