import { isPlainWebLink, linkHost } from '../links/link-host';
import type { RawPosting, SalaryPeriod } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { siteDomainPattern } from './board-names';
import { employerSiteTerms, siteJobId, siteOrigin } from './employer-site';
import { jibeSites } from './jibe-sites';
import { readItems, readKeyedPages } from './read-items';
import { readDate, readHtml, readNumber, readPlainText, readRecord, readText, readUrl } from './read-values';

// Jibe (iCIMS' careers sites) serves each employer on its own host (careers.amd.com, jobs.keysight.com) or on
// {company}.jibeapply.com; every site's pages load GET {site}/api/jobs?limit=100&page={n} (from 1): JSON {jobs: [{data:
// {slug, req_id, title, full_location, city, state, country, employment_type ("FULL_TIME"), categories [{name}],
// posted_date ("2026-07-27T23:39:00+0000"), hiring_organization, brand, apply_url (the iCIMS application), salary_min_value,
// salary_max_value (0: none), salary_currency (often ""), salary_frequency ("HOURLY"), tags1…tags6 (each employer's own
// fields, unnamed: not read)…}}], totalCount}. The list carries no description on the sites recorded. Each job's page is
// {site}/jobs/{slug} (some sites put a landing path before it, and redirect the short form there). Facts from
// job-hunter-toolkit's Jibe adapter and its list of probed Jibe hosts (MIT), checked against its recorded answers.

/** Jobs asked for a page, the most the sites serve. */
const pageSize = 100;
/** Pages read in one visit: the site's first 1,000 jobs. A bigger site is read in part and closes nothing it did not list. */
export const jibeMaxPages = 10;

const frequencies = new Map<string, SalaryPeriod>([
  ['HOURLY', 'hour'],
  ['DAILY', 'day'],
  ['WEEKLY', 'week'],
  ['MONTHLY', 'month'],
  ['YEARLY', 'year'],
  ['ANNUAL', 'year'],
]);

/** The site's host (`careers.amd.com`), or a `not-found` SourceError without a request. */
function readJibeBoard(slug: string): string {
  if (!siteDomainPattern.test(slug)) throw new SourceError('not-found', 'not a Jibe careers site (a host name such as careers.example.com)');
  return slug.toLowerCase();
}

export const jibeSource: BoardAdapter = {
  kind: 'board',
  name: 'jibe',
  label: sourceLabels.jibe,
  urlEnv: 'JIBE_API_URL',
  defaultBaseUrl: 'https://{board}',
  credentials: [],
  terms: employerSiteTerms,
  boardUrl: (slug) => `https://${readJibeBoard(slug)}/jobs`,
  nameOfBoard: (slug) => readJibeBoard(slug),
  fetchBoard: async (context, slug, wanted) => {
    const host = readJibeBoard(slug);
    const names = new Set<string>();
    const { items, complete } = await readKeyedPages(
      jibeMaxPages,
      (posting: RawPosting) => posting.sourceId,
      async (page) => {
        const answer = readRecord(
          await context.http.json(`${siteOrigin(context, { host, locale: '' })}/api/jobs?limit=${pageSize}&page=${page + 1}`),
        );
        // No list of jobs: whatever answered is no Jibe site (the first answer), or failed (a later one).
        if (!answer || !Array.isArray(answer.jobs))
          throw new SourceError(page === 0 ? 'not-found' : 'invalid-response', 'the answer is no Jibe job list');
        const postings = readItems(answer.jobs, (item) => readJob(readRecord(item)?.data, host, slug));
        for (const posting of postings) names.add(posting.company);
        // A count of none (or less) beside a page of jobs says nothing: read on to a page without jobs.
        const total = readNumber(answer.totalCount);
        return { items: postings, total: total !== undefined && total > 0 ? total : undefined };
      },
    );
    const postings = [...items.values()];
    // A site whose jobs all name one employer is that employer's; a site of several brands is named by none.
    const companyName = names.size === 1 && !names.has(host) ? [...names][0]! : null;
    const job = wanted === undefined ? undefined : items.get(wanted);
    return { companyName, postings: job ? [job, ...postings.filter((posting) => posting !== job)] : postings, complete };
  },
};

function readJob(value: unknown, host: string, slug: string): RawPosting | undefined {
  const job = readRecord(value);
  const id = readText(job?.slug, 80);
  const title = readPlainText(job?.title, 300);
  if (!job || !id || !/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/.test(id) || !title) return undefined;
  const categories = Array.isArray(job.categories)
    ? job.categories.map((category) => readPlainText(readRecord(category)?.name, 100)).filter((name): name is string => !!name)
    : [];
  const min = positive(job.salary_min_value);
  const max = positive(job.salary_max_value);
  const period = frequencies.get(readText(job.salary_frequency, 20)?.toUpperCase() ?? '');
  const currency = readText(job.salary_currency, 10)?.toUpperCase();
  const description = readHtml(job.description);
  return {
    source: 'jibe',
    sourceId: siteJobId(host, id),
    sourceUrl: `https://${host}/jobs/${id}`,
    applyUrl: httpsUrl(job.apply_url),
    title,
    company: readPlainText(job.hiring_organization, 200) ?? readPlainText(job.brand, 200) ?? host,
    location: readPlainText(job.full_location, 300) ?? (placeOf(job) || undefined),
    employmentType: readPlainText(job.employment_type, 50),
    postedAt: readDate(job.posted_date),
    department: readPlainText(job.department, 200),
    ...(categories.length > 0 ? { tags: categories.slice(0, 10) } : {}),
    // Pay only as the site states it: an amount above zero, its period named; the currency only where it is given.
    ...(min !== undefined && period
      ? {
          salary: {
            min,
            max: max !== undefined && max >= min ? max : null,
            currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
            period,
          },
        }
      : {}),
    ...(description ? { descriptionHtml: description } : {}),
    board: { provider: 'jibe', slug },
  };
}

/** The job's city, state and country, as far as it names them. */
const placeOf = (job: Record<string, unknown>) =>
  [job.city, job.state, job.country]
    .map((part) => readPlainText(part, 100))
    .filter(Boolean)
    .join(', ');

function positive(value: unknown): number | undefined {
  const number = readNumber(value);
  return number !== undefined && number > 0 && number < 10_000_000 ? number : undefined;
}

function httpsUrl(value: unknown): string | undefined {
  const url = readUrl(value);
  return url?.startsWith('https://') ? url : undefined;
}

/** A Jibe site's own host: `{company}.jibeapply.com`. */
const jibeHost = /^(?!www\.)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.jibeapply\.com$/;

/** Whether a host serves a Jibe site: Jibe's own, or an employer's known for one (sources/jibe-sites.ts). */
export const isJibeSite = (host: string) => jibeHost.test(host) || jibeSites.has(host);

/**
 * The site and job an address names when it has Jibe's shape: `[/{landing}]/jobs/{slug}` (`careers.amd.com/careers-home/
 * jobs/52490`). Other sites shape addresses so too: it is read as Jibe's on a host known to serve a Jibe site
 * (readJibeLink), and elsewhere only where Seeker knows the host for one (a board users named) and the site lists the job.
 */
export function jibeJobInAddress(url: URL): { slug: string; sourceId: string } | null {
  if (!isPlainWebLink(url)) return null;
  const path = url.pathname.split('/').filter(Boolean);
  const at = path.findIndex((segment) => segment.toLowerCase() === 'jobs');
  if (at < 0 || at > 1 || path.length < at + 2 || path.length > at + 3) return null;
  const id = path[at + 1]!;
  const host = linkHost(url);
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/.test(id) || (path.length === at + 3 && path[at + 2]!.toLowerCase() !== 'job')) return null;
  return siteDomainPattern.test(host) ? { slug: host, sourceId: siteJobId(host, id) } : null;
}

/** A pasted address on a Jibe site's host (isJibeSite): a job, the site's list (a board page), or null when not one. */
export function readJibeLink(url: URL): { slug: string; sourceId: string } | 'board-page' | 'bad-id' | null {
  if (!isJibeSite(linkHost(url))) return null;
  const job = jibeJobInAddress(url);
  if (job) return job;
  const path = url.pathname.split('/').filter(Boolean);
  // The site's list of jobs (`/jobs`, `/{landing}/jobs`, its home) is its board; its other pages are any page.
  return path.length === 0 || (path.length <= 2 && path.at(-1)!.toLowerCase() === 'jobs') ? 'board-page' : null;
}
