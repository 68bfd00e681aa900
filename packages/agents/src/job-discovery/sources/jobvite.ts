import { classesOf, readListedRows, type Element, type RowField } from '../page/read-listed-rows';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { isSourceError, SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readJobPage, withWantedJob } from './job-page-of-listing';
import { readKeyedPages } from './read-items';
import { boardSlugPattern, boardSlugSegment } from './board-names';
import { linkHost } from '../links/link-host';

// Jobvite's careers sites: GET https://jobs.jobvite.com/{company}/search?l=&c=&q=&nl=1&p={page} (from 0) is the
// company's job search as HTML, a few dozen rows a page, each linking `/{company}/job/{id}` with the title
// (.jv-job-list-name) and the place (.jv-job-list-location); no description, pay, type or date that says what it is. The
// job's own page (`/{company}/job/{id}`) states its JobPosting for the description. The search states no total: the end
// is a page without jobs. A company that left Jobvite is sent to search.jobvite.com (another host: not followed), and a
// closed board shows a placeholder linking jobvite.com/why-jobvite (job-hunter-toolkit's notes on these pages).

/** Pages read in one visit. A bigger board is read in part and closes nothing it did not list. */
export const jobviteMaxPages = 10;

/** A job's id in its address (`octxAfww`). */
const jobId = /^[A-Za-z0-9]{4,20}$/;
/** A place cell that counts places instead of naming one ("2 Locations"). */
const placeCount = /^\d+\s+\S+$/;

export const jobviteSource: BoardAdapter = {
  kind: 'board',
  name: 'jobvite',
  label: sourceLabels.jobvite,
  urlEnv: 'JOBVITE_API_URL',
  defaultBaseUrl: 'https://jobs.jobvite.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit for the careers site's pages; jobs.jobvite.com's robots.txt obeyed, one company at most once an hour, its pages one at a time",
    termsUrl: 'https://jobs.jobvite.com/robots.txt',
    attribution: "Link each job to its posting on the company's Jobvite careers site",
    robotsTxt: true,
  },
  boardUrl: (slug) => `https://jobs.jobvite.com/${boardSlugSegment(slug)}/jobs`,
  fetchBoard: async (context, slug, wanted) => {
    const company = boardSlugSegment(slug);
    // The search states no total: the end is a page without jobs.
    const { items: rows, complete } = await readKeyedPages(
      jobviteMaxPages,
      (posting: RawPosting) => posting.sourceId,
      async (page) => ({
        items: readSearch(await readSearchPage(context, company, page), slug),
      }),
    );
    const postings = [...rows.values()];
    const job = wanted === undefined ? null : await fetchJob(context, slug, wanted, rows);
    return withWantedJob(postings, job, slug, complete);
  },
};

/** One page of the company's search; a company Jobvite sends elsewhere (it left Jobvite) is no board. */
async function readSearchPage(context: SourceContext, company: string, page: number): Promise<string> {
  try {
    return await context.http.text(`${context.baseUrl}/${company}/search?l=&c=&q=&nl=1&p=${page}`);
  } catch (error) {
    if (isSourceError(error, 'http') && error.status !== undefined && error.status >= 300 && error.status < 400)
      throw new SourceError('not-found', 'Jobvite sends this company elsewhere: no careers site by this name');
    throw error;
  }
}

/** The jobs a search page lists; none on a page past the last. A closed board, or a page that is no Jobvite search, fails. */
function readSearch(html: string, slug: string): RawPosting[] {
  if (/href="[^"]*jobvite\.com\/why-jobvite/i.test(html)) throw new SourceError('not-found', "the company's Jobvite careers site is closed");
  const rows = readListedRows(html, {
    jobOf: (link) => jobOfLink(link, slug),
    fieldOf: (element: Element): RowField | undefined => {
      const classes = classesOf(element);
      if (classes.includes('jv-job-list-name')) return 'title';
      if (classes.includes('jv-job-list-location')) return 'location';
      return undefined;
    },
  });
  // No job and none of the template's marks: whatever answered is not a Jobvite search page.
  if (rows.length === 0 && !/\bjv-[a-z]|ng-non-bindable/.test(html))
    throw new SourceError('invalid-response', 'the page is not a Jobvite job search');
  return rows.map(({ id, fields }) => ({
    source: 'jobvite',
    sourceId: id,
    sourceUrl: jobAddress(slug, id),
    title: fields.title!,
    company: slug,
    location: fields.location && !placeCount.test(fields.location) ? fields.location : undefined,
    board: { provider: 'jobvite', slug },
  }));
}

/** A row's link to one of this company's jobs (`/{company}/job/{id}`, relative or on jobs.jobvite.com). */
function jobOfLink(link: Element, slug: string): { id: string; href: string } | undefined {
  const href = link.attribs.href?.trim();
  if (!href || href.length > 2_000 || !URL.canParse(href, 'https://jobs.jobvite.com/')) return undefined;
  const url = new URL(href, 'https://jobs.jobvite.com/');
  if (url.hostname !== 'jobs.jobvite.com' || url.port || url.username) return undefined;
  const [company, job, id, ...rest] = url.pathname.split('/').filter(Boolean);
  if (company?.toLowerCase() !== slug.toLowerCase() || job !== 'job' || !id || !jobId.test(id) || rest.length > 0) return undefined;
  return { id, href };
}

/** A job's page on the company's Jobvite site (never the configured base URL). */
function jobAddress(slug: string, id: string): string {
  return `https://jobs.jobvite.com/${boardSlugSegment(slug)}/job/${id}`;
}

/** A job a user asked for, read whole from its own page (its JobPosting), listed or not; null when neither lists nor states it. */
async function fetchJob(context: SourceContext, slug: string, wanted: string, rows: Map<string, RawPosting>): Promise<RawPosting | null> {
  if (!jobId.test(wanted)) return null;
  const address = new URL(jobAddress(slug, wanted));
  const fetchUrl = `${context.baseUrl}${address.pathname}`;
  return readJobPage(context, address, fetchUrl, { provider: 'jobvite', slug, sourceId: wanted, company: slug }, rows.get(wanted));
}

/**
 * A pasted Jobvite link: https://jobs.jobvite.com/{company}/job/{id} (or `/careers/{company}/job/{id}`, with `/apply`
 * after it) is a job; the company's own pages (`/{company}`, `/jobs`, `/search`) are its board. Null: not jobs.jobvite.com.
 */
export function readJobviteLink(url: URL): { slug: string; sourceId: string } | 'board-page' | 'bad-id' | null {
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.port) return null;
  if (linkHost(url) !== 'jobs.jobvite.com') return null;
  const path = url.pathname.split('/').filter(Boolean);
  const [slug, kind, id, ...rest] = path[0]?.toLowerCase() === 'careers' ? path.slice(1) : path;
  if (!slug || !boardSlugPattern.test(slug)) return null;
  if (kind?.toLowerCase() !== 'job') return kind === undefined || kind === 'jobs' || kind === 'search' ? 'board-page' : null;
  if (!id || !jobId.test(id) || rest.some((part) => part.toLowerCase() !== 'apply')) return 'bad-id';
  return { slug, sourceId: id };
}
