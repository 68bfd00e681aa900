import { postingFromPage } from '../page/posting-from-page';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { putWantedJob, readAllPages, readWantedJob } from './read-items';
import { avatureBoardPattern } from './board-names';
import { avatureJobId, publicHost, readSearchPage } from './avature-search';
import { linkHost } from '../links/link-host';

// Avature's careers sites ({tenant}.avature.net/{section}, no key) have no JSON: the search page,
// GET /{section}/SearchJobs/?jobOffset={n}, is HTML listing a tenant-set number of jobs (2 to 25) from record n.
// Its markup is the tenant's template (an <article> per job, a <div class="jobItem">, table rows…); what every
// template has is a link to /{section}/JobDetail/{title-words}/{id} on the tenant's own host, so that link marks a
// job, and the biggest element around it that holds no other job is its entry. An entry states a title, and may
// state its place and the day it was posted; no description (only a cut-off teaser) and no pay. Past the last job the
// site answers 200 with "No jobs found" (its Next link pointing back to record 6), and past record 2,000 with
// an "Oops" page: a page that adds no new job is the end.

/** Search pages read in one board read (40 to 500 jobs, as the tenant's page size goes); a bigger board is read in part. */
export const avatureMaxPages = 20;
/** The last record Avature pages to: past it, it answers an error page that looks like the end of the list. */
const maxOffset = 2_000;

export type AvatureBoard = { tenant: string; section: string };

/** The tenant and section of a board name, or a `not-found` SourceError without a request. */
export function readAvatureBoard(slug: string): AvatureBoard {
  const match = avatureBoardPattern.exec(slug);
  if (!match) throw new SourceError('not-found', 'not a valid Avature board name ({tenant}/{section})');
  return { tenant: match[1]!.toLowerCase(), section: match[2]! };
}

export const avatureSource: BoardAdapter = {
  kind: 'board',
  name: 'avature',
  label: sourceLabels.avature,
  urlEnv: 'AVATURE_API_URL',
  defaultBaseUrl: 'https://{board}.avature.net',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit; each tenant's robots.txt is obeyed, one board at most once an hour, its search pages one at a time (at most 20, never past record 2,000)",
    termsUrl: 'https://www.avature.net/',
    attribution: "Link each job to its page on the company's Avature careers site",
    robotsTxt: true,
  },
  boardUrl: (slug) => {
    const board = readAvatureBoard(slug);
    return `${publicHost(board)}/${board.section}/SearchJobs`;
  },
  // The search page names no company (its <title> is the tenant's own wording): the tenant, capitalised.
  nameOfBoard: (slug) => {
    const tenant = avatureBoardPattern.exec(slug)?.[1] ?? slug;
    return tenant.charAt(0).toUpperCase() + tenant.slice(1);
  },
  fetchBoard: async (context, slug, wanted) => {
    const board = readAvatureBoard(slug);
    const host = context.baseUrl.replace('{board}', board.tenant);
    const paths = new Map<string, string>();
    let offset = 0;
    let firstCount = 0;
    let cut = false;
    const read = await readAllPages(avatureMaxPages, async (page) => {
      const html = await context.http.text(`${host}/${board.section}/SearchJobs/?jobOffset=${offset}`);
      const found = readSearchPage(html, board, slug);
      if (page === 0 && found.ids.length === 0 && !found.searchPage) {
        throw new SourceError('invalid-response', 'the answer is not an Avature job search page');
      }
      const fresh = found.ids.filter((id) => !paths.has(id));
      for (const id of fresh) paths.set(id, found.paths.get(id)!);
      if (page === 0) firstCount = found.ids.length;
      // The page size is the tenant's: the next page starts after the jobs this one listed.
      offset += found.ids.length;
      const more = fresh.length > 0 && found.ids.length >= firstCount;
      if (more && offset > maxOffset) cut = true;
      return { postings: found.postings.filter((posting) => fresh.includes(posting.sourceId)), more: more && !cut };
    });
    const postings = read.postings;
    const complete = read.complete && !cut;
    if (wanted === undefined || !avatureJobId.test(wanted)) return { companyName: null, postings, complete };
    // The job a user asked for, from its own page when that states a schema.org JobPosting; else as listed.
    const path = paths.get(wanted) ?? `/${board.section}/JobDetail/${wanted}`;
    const page = await readWantedJob(() => context.http.text(`${host}${path}`));
    const job =
      page === null
        ? undefined
        : postingFromPage(page, new URL(`${publicHost(board)}${path}`), { provider: 'avature', slug, sourceId: wanted, company: '' });
    if (!job) return { companyName: null, postings, complete };
    const whole: RawPosting = { ...job, company: job.company || board.tenant };
    const merged = putWantedJob(postings, whole, (listed) => ({
      ...whole,
      location: whole.location ?? listed.location,
      postedAt: whole.postedAt ?? listed.postedAt,
    }));
    return { companyName: job.company || null, postings: merged, complete };
  },
};

// ---- Links people paste ----------------------------------------------------------------------------------

const tenantHost = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.avature\.net$/;

/**
 * A job on an Avature site from its address: https://{tenant}.avature.net/{section}/JobDetail/{title-words}/{id}[?jobId=…]
 * or …/JobDetail/{id}; its apply page …/ApplicationMethods?jobId={id} or …/Register?jobId={id} names it too.
 * `board-page`: the site's search (…/{section}/SearchJobs) or home (…/{section}); `bad-id`: another page of a tenant's
 * site; null: not an Avature tenant's host (a company's own host in front of Avature is not recognised).
 */
export function readAvatureLink(url: URL): { slug: string; sourceId: string } | 'board-page' | 'bad-id' | null {
  const tenant = tenantHost.exec(linkHost(url))?.[1];
  if (!tenant) return null;
  if (tenant === 'www') return 'bad-id';
  const path = url.pathname.split('/').filter(Boolean);
  const marker = markerIn(path);
  const slug = `${tenant}/${sectionOf(path, marker)}`;
  if (!avatureBoardPattern.test(slug)) return 'bad-id';
  if (marker < 0) return 'board-page';
  const page = path[marker]!.toLowerCase();
  const rest = path.slice(marker + 1);
  if (page === 'searchjobs') return 'board-page';
  const jobId = url.searchParams.get('jobId') ?? '';
  const sourceId = page === 'jobdetail' ? (rest.length === 0 ? jobId : rest.length <= 2 ? rest.at(-1)! : '') : rest.length === 0 ? jobId : '';
  return avatureJobId.test(sourceId) ? { slug, sourceId } : 'bad-id';
}

/** The board an Avature tenant's address names (`{tenant}/{section}`, whatever page of the site it is), or null. */
export function readAvatureBoardOfLink(url: URL): string | null {
  const tenant = tenantHost.exec(linkHost(url))?.[1];
  if (!tenant || tenant === 'www') return null;
  const path = url.pathname.split('/').filter(Boolean);
  const slug = `${tenant}/${sectionOf(path, markerIn(path))}`;
  return avatureBoardPattern.test(slug) ? slug : null;
}

/** Where the page's name is in an address's path: the segment after the section. */
const markerIn = (path: string[]) => path.findIndex((segment) => /^(JobDetail|SearchJobs|ApplicationMethods|Register)$/i.test(segment));

/**
 * The section before the page's name; an address with none is the section's home only when it is the section
 * alone (`/careers`, `/en_US/careers`): `/careers/SendToAFriend` is a page, not a section.
 */
function sectionOf(path: string[], marker: number): string {
  if (marker >= 0) return path.slice(0, marker).join('/');
  return path.length === 1 || (path.length === 2 && /^[a-z]{2}_[a-z]{2}$/i.test(path[0]!)) ? path.join('/') : '';
}
