import { postingFromPage } from '../page/posting-from-page';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter, SourceRequest } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { putWantedJob, readAllPages, readWantedJob } from './read-items';
import { boardHost } from './board-names';
import { dateOrder, readCard, readSearchPage, readStamp } from './icims-search';
import { linkHost } from '../links/link-host';

// iCIMS's classic careers portal ({portal}-{company}.icims.com) has no JSON: its job search is server-rendered
// HTML, the page the employer's careers site embeds (no key). GET /jobs/search?ss=1&pr={page}&in_iframe=1 lists
// about 20 jobs as <li class="iCIMS_JobCardItem"> cards: the job's link (/jobs/{id}/{title words}/job) around its
// title, often a summary, and the labelled fields the employer chose (place, posted date, category, type…; the
// labels differ by employer). A <link rel="next"> in the head says another page follows. Each job's own page,
// GET /jobs/{id}/job?in_iframe=1, states the job whole as a schema.org JobPosting (JSON-LD).

/** A job's id: the number its page's address carries, /jobs/{id}/…. */
export const icimsJobId = /^\d{1,12}$/;

/** Pages read in one board read: the newest 200 jobs or so. A bigger board is read in part, and nothing it did not list is closed. */
export const icimsMaxPages = 10;

/** A portal's host: one DNS label, the board's name, before icims.com. */
const portalHost = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.icims\.com$/;

const htmlRequest: SourceRequest = { headers: { Accept: 'text/html' } };

export const icimsSource: BoardAdapter = {
  kind: 'board',
  name: 'icims',
  label: sourceLabels.icims,
  urlEnv: 'ICIMS_API_URL',
  defaultBaseUrl: 'https://{board}.icims.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit for the careers portal's job search; each portal's robots.txt is obeyed, one board at most once an hour, its pages one at a time",
    termsUrl: 'https://www.icims.com/legal/',
    attribution: "Link each job to its page on the company's iCIMS careers portal",
    robotsTxt: true,
  },
  boardUrl: (slug) => `https://${encodeURIComponent(slug.toLowerCase())}.icims.com/jobs/search?ss=1`,
  fetchBoard: async (context, slug, wanted) => {
    const host = boardHost(context.baseUrl, slug);
    const portal = slug.toLowerCase();
    let companyName: string | null = null;
    let partial = false;
    const seen = new Set<string>();
    // The posted dates as the cards write them: read once every page is in, when the board's order of day and month is known.
    const stamps = new Map<RawPosting, string>();
    const read = await readAllPages(icimsMaxPages, async (page) => {
      const html = await context.http.text(`${host}/jobs/search?ss=1&pr=${page}&in_iframe=1`, htmlRequest);
      const found = readSearchPage(html, page, portal);
      if (!found.searchPage) {
        if (page === 0) throw new SourceError('invalid-response', 'the answer is not an iCIMS job search page');
        // A later page that is no search page: the board is read as far as it went.
        partial = true;
        return { postings: [], more: false };
      }
      if (page === 0) companyName = found.companyName ?? null;
      partial ||= found.cut;
      const postings: RawPosting[] = [];
      for (const card of found.cards) {
        const reading = readCard(card, portal, slug, companyName ?? slug);
        // The list can move while it is read: a job met on an earlier page is not listed twice.
        if (!reading || seen.has(reading.posting.sourceId)) continue;
        seen.add(reading.posting.sourceId);
        if (reading.stamp) stamps.set(reading.posting, reading.stamp);
        postings.push(reading.posting);
      }
      return { postings, more: found.next };
    });
    const order = dateOrder(stamps.values());
    for (const [posting, stamp] of stamps) posting.postedAt = readStamp(stamp, order);
    const postings = read.postings;
    const complete = read.complete && !partial;
    // The job a user asked for is read whole from its own page; a page without a JobPosting leaves its card.
    if (wanted !== undefined && icimsJobId.test(wanted)) {
      const listed = postings.find((posting) => posting.sourceId === wanted);
      // A job its portal no longer has leaves the board as listed: the board is not gone.
      const html = await readWantedJob(() => context.http.text(`${host}/jobs/${wanted}/job?in_iframe=1`, htmlRequest));
      const address = new URL(listed?.sourceUrl ?? `https://${portal}.icims.com/jobs/${wanted}/job`);
      const job =
        html === null ? undefined : postingFromPage(html, address, { provider: 'icims', slug, sourceId: wanted, company: companyName ?? slug });
      if (job) putWantedJob(postings, job, withCard);
    }
    return { companyName, postings, complete };
  },
};

/** A listed job read from its page: what the page states wins; its card still says what the page leaves out (the category, a place). */
function withCard(listed: RawPosting, job: RawPosting): RawPosting {
  const stated = Object.fromEntries(Object.entries(job).filter(([, value]) => value !== undefined));
  return { ...listed, ...stated, descriptionText: job.descriptionHtml ? undefined : listed.descriptionText } as RawPosting;
}

/**
 * The board and job a pasted iCIMS address names: `https://{portal}.icims.com/jobs/{id}/{title words}/job` (with
 * or without `?in_iframe=1`, `&hashed=…`), `/jobs/{id}/job`, or the apply page `/jobs/{id}/login`. The portal's
 * search and other pages (`/`, `/jobs`, `/jobs/search`, `/jobs/intro`) are `board-page`; a job path without a
 * numeric id `bad-id`; anything not on a portal's host (www.icims.com is iCIMS's own site) null.
 */
export function readIcimsLink(url: URL): { slug: string; sourceId: string } | 'board-page' | 'bad-id' | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const portal = portalHost.exec(linkHost(url))?.[1];
  if (!portal || portal === 'www') return null;
  const path = url.pathname.split('/').filter(Boolean);
  if (path.length === 0) return 'board-page';
  if (path[0] !== 'jobs') return null;
  const id = path[1];
  if (id === undefined || (path.length === 2 && !/^\d+$/.test(id))) return 'board-page';
  return icimsJobId.test(id) ? { slug: portal, sourceId: id } : 'bad-id';
}
