import {
  htmlToText,
  isJobLinkRefusal,
  readEmbeddedBoardJob,
  readJobLink,
  readPlatformBoardJob,
  salaryEditText,
  SiteError,
  type BoardJobLink,
  type PageFindings,
  type RawPosting,
  type SitePage,
} from '@seeker/agents';
import { addJobByLinkMessages, jobDraftLimits, type AddJobByLinkResponse } from '@seeker/contract';
import { maxJobPageBytes } from '../../job-sources/job-sources';
import { AppError } from '../../lib/app-error';
import { PageReadError } from '../../pages/page-read-error';
import { pageReaderMessages, type PageReader } from '../../pages/page-reader';
import type { PageRead } from '../../pages/read-page.protocol';

/** The most of a job page Seeker reads, as messages say it ("2 MB"). */
const jobPageLimit = `${maxJobPageBytes / 1024 / 1024} MB`;

/** Fetches one page through the SSRF-guarded site fetcher (public addresses only, GET, HTML, capped). */
export type FetchPage = (url: string, signal?: AbortSignal) => Promise<SitePage>;

type Draft = Extract<AddJobByLinkResponse, { outcome: 'draft' }>;
/** What a page itself states of its job: a posting to save, or a draft for the form. */
type PageStated = { kind: 'posting'; raw: RawPosting; host: string } | { kind: 'draft'; answer: Draft };
export type PageReading =
  | PageStated
  /**
   * The page shows a job board's job inside it (Greenhouse's gh_jid embed): that board's job, read as a board link is.
   * For a page a careers platform serves on the employer's host (Radancy's, Phenom's), `otherwise` reads the page's own
   * job, which stands when the board cannot be read (read only then: the bounded page reader is not asked for nothing).
   */
  | { kind: 'board'; link: BoardJobLink; otherwise?: () => Promise<PageStated> };

const draftOf = (url: string, fields: Partial<Draft['draft']>, reason: string): PageStated => ({
  kind: 'draft',
  answer: {
    outcome: 'draft',
    draft: { url, title: '', company: '', location: '', salary: '', description: '', ...fields },
    reason,
  },
});

/** What the page states, as the form's fields (plain text; '' where it says nothing). */
function draftFields(findings: PageFindings): Partial<Draft['draft']> {
  return {
    title: findings.title ?? '',
    company: findings.company ?? '',
    location: findings.location ?? (findings.remote ? 'Remote' : ''),
    salary: findings.salary ? salaryEditText(findings.salary) : '',
    description: findings.descriptionHtml ? htmlToText(findings.descriptionHtml).slice(0, jobDraftLimits.description) : '',
  };
}

/**
 * A page that is not one of the job boards' own: fetched once through the guarded fetcher and read, in the
 * bounded page reader (a worker thread with a deadline), from its schema.org JobPosting (JSON-LD or microdata). A posting that names its title and company is
 * saved as it stands; anything less comes back as a draft for the user to finish, filled with what the
 * page did state. An address the guard refuses (private, loopback, a bad port) is the user's error.
 */
export async function readJobPage(
  fetchPage: FetchPage,
  pages: Pick<PageReader, 'read' | 'hasRoom'>,
  url: URL,
  owner: string,
  guest: boolean,
): Promise<PageReading> {
  // A reader with no room for this page would refuse it once fetched: say so before fetching it.
  if (!pages.hasRoom(guest)) throw new AppError('UNAVAILABLE', pageReaderMessages.busy);
  let page: SitePage;
  try {
    page = await fetchPage(url.href);
  } catch (error) {
    // One message for every address Seeker will not read, whatever is wrong with it (a private address, a
    // name resolving to one or to none, a port): the answer must not tell which names exist inside.
    if (error instanceof SiteError && error.reason === 'refused' && error.redirectedTo) {
      // The address asked for was fine and was read: its page sent Seeker elsewhere.
      return draftOf(url.href, {}, addJobByLinkMessages.redirectRefused);
    }
    if (error instanceof SiteError && error.reason === 'refused') {
      const message = addJobByLinkMessages.pageRefused;
      throw new AppError('VALIDATION_ERROR', message, [{ path: 'url', message }]);
    }
    // The fetcher's reasons are said of the site ("answered HTTP 404", "could not be reached").
    const reason = error instanceof SiteError ? `the site ${error.message}` : error instanceof Error ? error.message : String(error);
    return draftOf(url.href, {}, addJobByLinkMessages.pageFailed(reason));
  }
  const ownReading = () => readFetchedPage(page, pages, url, owner, guest);
  // An address that sent Seeker on to a board's job (Greenhouse's form named by its job alone goes on to the address
  // naming its board): that board's job, read as a pasted board link is; the page it landed on if the board cannot be.
  const landed = page.url !== url.href && URL.canParse(page.url) ? readJobLink(new URL(page.url)) : null;
  if (landed && !isJobLinkRefusal(landed)) return { kind: 'board', link: landed, otherwise: ownReading };
  // A board shown inside the company's page: its job is on the board, richer than any markup around it.
  const embedded = readEmbeddedBoardJob(url, page.html);
  if (embedded) return { kind: 'board', link: embedded };
  // A platform's site: the board lists the job (and the site's others); the page's own reading if it cannot be read.
  const platform = URL.canParse(page.url) ? readPlatformBoardJob(new URL(page.url), page.html) : null;
  return platform ? { kind: 'board', link: platform, otherwise: ownReading } : ownReading();
}

/** What a fetched page states of its job (schema.org JobPosting), read in the bounded page reader: a posting or a draft. */
async function readFetchedPage(page: SitePage, pages: Pick<PageReader, 'read'>, url: URL, owner: string, guest: boolean): Promise<PageStated> {
  let pageRead: PageRead;
  try {
    pageRead = await pages.read(page.html, page.url, owner, guest);
  } catch (error) {
    if (!(error instanceof PageReadError)) throw error;
    // A page built to be slow or huge is refused like an unreadable one: the user types the job in.
    if (error.kind === 'limit') return draftOf(url.href, {}, addJobByLinkMessages.pageFailed(error.message));
    if (error.kind === 'busy') throw new AppError('UNAVAILABLE', error.message);
    if (error.kind === 'owner-busy') throw new AppError('RATE_LIMITED', error.message);
    throw error;
  }
  const { findings, title } = pageRead;
  if (!findings) {
    const reason = page.truncated
      ? addJobByLinkMessages.noJobPostingInPart(jobPageLimit, title !== '')
      : addJobByLinkMessages.noJobPosting(title !== '');
    return draftOf(page.url, { title }, reason);
  }
  const missing = [findings.title ? null : 'its title', findings.company ? null : 'the company'].filter((part) => part !== null);
  if (missing.length > 0) return draftOf(page.url, draftFields(findings), addJobByLinkMessages.incompletePosting(missing.join(' and ')));
  // The job is "via" the site Seeker read: the posting's own address (JobPosting.url, canonical) and its
  // apply link count only on that same host, so no page can lend its job another site's name or send
  // its link elsewhere.
  const read = new URL(page.url);
  const onReadHost = (address: string | undefined) => (address && new URL(address).hostname === read.hostname ? address : undefined);
  const sourceUrl = onReadHost(findings.url) ?? read.href;
  const applyUrl = onReadHost(findings.applyUrl);
  return {
    kind: 'posting',
    host: read.hostname,
    raw: {
      source: 'page',
      sourceId: sourceUrl,
      sourceUrl,
      ...(applyUrl ? { applyUrl } : {}),
      title: findings.title!,
      company: findings.company!,
      ...(findings.location ? { location: findings.location } : {}),
      ...(findings.remote ? { remote: true } : {}),
      ...(findings.descriptionHtml ? { descriptionHtml: findings.descriptionHtml } : {}),
      ...(findings.postedAt ? { postedAt: findings.postedAt } : {}),
      ...(findings.salary ? { salary: findings.salary } : {}),
      ...(findings.employmentType ? { employmentType: findings.employmentType } : {}),
    },
  };
}
