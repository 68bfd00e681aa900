import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readJobPage, withWantedJob } from './job-page-of-listing';
import { readAllPages, readItems } from './read-items';
import { readDate, readHtml, readId, readStringList, readText, readUrl } from './read-values';
import { readWorkplaceField } from './read-custom-fields';
import { eightfoldBoardPattern } from './board-names';
import { isPlainWebLink, linkHost } from '../links/link-host';

// Eightfold's careers sites (no key): GET https://{tenant}.eightfold.ai/api/apply/v2/jobs?domain={company domain}&start=
// {n}&num=10, {positions[], count}: titles, places, department, the day (re)posted; the description is empty in the
// list. Ten a page at most; the API answers nothing without the company's domain, so a board names both. A job a user
// pasted is read whole from its page, `/careers/job/{id}`, whose JobPosting states the description and the employer.
// Companies also serve their site on their own host (jobs.amdocs.com): such a page states its job's address on the
// tenant's eightfold.ai host (og:url, the JobPosting's url), which names the board.

const answer = z.object({ positions: z.array(z.unknown()), count: z.unknown().optional() });
const pageSize = 10;
/** Pages read in one board read: 100 positions; a bigger board is read in part and nothing it did not list is closed. */
export const eightfoldMaxPages = 10;
/** A position's id: digits. */
export const eightfoldPositionId = /^\d{1,20}$/;

function readBoard(slug: string) {
  const match = eightfoldBoardPattern.exec(slug);
  if (!match) throw new SourceError('not-found', 'not a valid Eightfold board ({tenant}/{company domain})');
  return { tenant: match[1]!.toLowerCase(), domain: match[2]!.toLowerCase() };
}

export const eightfoldSource: BoardAdapter = {
  kind: 'board',
  name: 'eightfold',
  label: sourceLabels.eightfold,
  urlEnv: 'EIGHTFOLD_API_URL',
  defaultBaseUrl: 'https://{board}.eightfold.ai',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit for the careers site's list; we fetch one board at most once an hour, its pages one at a time",
    termsUrl: 'https://eightfold.ai/terms-of-service/',
    attribution: "Link each job to its page on the company's Eightfold careers site",
    robotsTxt: true,
  },
  boardUrl: (slug) => {
    const board = readBoard(slug);
    return `https://${board.tenant}.eightfold.ai/careers?domain=${board.domain}`;
  },
  nameOfBoard: (slug) => readBoard(slug).domain,
  fetchBoard: async (context, slug, wanted) => {
    const board = readBoard(slug);
    const host = context.baseUrl.replace('{board}', board.tenant);
    const { postings, complete } = await readAllPages(eightfoldMaxPages, async (page) => {
      const body = await context.http.json(
        `${host}/api/apply/v2/jobs?domain=${encodeURIComponent(board.domain)}&start=${page * pageSize}&num=${pageSize}`,
      );
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new SourceError('invalid-response', 'the careers answer has no list of positions');
      const count = typeof parsed.data.count === 'number' ? parsed.data.count : 0;
      const more = parsed.data.positions.length === pageSize && (page + 1) * pageSize < count;
      return { postings: readItems(parsed.data.positions, (position) => readPosition(position, board, slug)), more };
    });
    if (wanted === undefined || !eightfoldPositionId.test(wanted)) return { companyName: null, postings, complete };
    // The wanted job's page, listed or not (a board read in part lists its first hundred).
    const address = new URL(`https://${board.tenant}.eightfold.ai/careers/job/${wanted}`);
    const fetchUrl = `${host}/careers/job/${wanted}?domain=${encodeURIComponent(board.domain)}`;
    const origin = { provider: 'eightfold', slug, sourceId: wanted, company: board.domain } as const;
    const job = await readJobPage(
      context,
      address,
      fetchUrl,
      origin,
      postings.find((posting) => posting.sourceId === wanted),
    );
    return withWantedJob(postings, job, board.domain, complete);
  },
};

function readPosition(position: Record<string, unknown>, board: ReturnType<typeof readBoard>, slug: string): RawPosting | undefined {
  const sourceId = readId(position.id);
  const title = readText(position.name, 300);
  if (!sourceId || !eightfoldPositionId.test(sourceId) || !title) return undefined;
  const places = readStringList(position.locations).slice(0, 20);
  return {
    source: 'eightfold',
    sourceId,
    sourceUrl: readUrl(position.canonicalPositionUrl) ?? `https://${board.tenant}.eightfold.ai/careers/job/${sourceId}`,
    title,
    company: board.domain,
    location: (places.length > 0 ? places.join('; ') : undefined) ?? readText(position.location, 200),
    descriptionHtml: readHtml(position.job_description),
    // t_create is epoch seconds, set again when a position is posted again: the day it was last posted.
    postedAt: readDate(position.t_create),
    department: readText(position.department, 200),
    ...readWorkplaceField('work location option', position.work_location_option),
    board: { provider: 'eightfold', slug },
  };
}

/**
 * A job's address on the platform's own host, wherever a site's page writes it (its og:url, the JobPosting's url, its
 * links): the tenant and the position.
 */
const statedJobAddress = /https?:\/\/([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.eightfold\.ai\/careers\/job\/(\d{1,20})(?![\d])/gi;
/** A company's domain as a careers address names it (`?domain=amdocs.com`), anywhere in the page. */
const statedDomain = /[?&](?:amp;)?domain=([a-z0-9.-]{1,253})(?![a-z0-9.-])/gi;
/** The part of a page searched for them: a page states its own address in its head. */
const scannedChars = 1024 * 1024;

/** A label of eightfold.ai that is a company's tenant: not the platform's own app or site (`app`, `www`). */
export const isEightfoldTenant = (label: string) => label !== 'app' && label !== 'www';

/**
 * The position a careers address's path names as Eightfold's sites write it (`/careers/job/{id}[-title words]`,
 * `/careers?pid={id}`); `board-page` for the careers page itself; null for any other path.
 */
export function eightfoldPositionOfPath(path: string[], query: URLSearchParams): string | 'board-page' | null {
  if (path[0] !== 'careers') return null;
  if (path.length === 1) {
    const pid = query.get('pid');
    if (pid === null) return 'board-page';
    return eightfoldPositionId.test(pid) ? pid : null;
  }
  const id = path[1] === 'job' ? /^(\d{1,20})(?:-|$)/.exec(path[2] ?? '')?.[1] : undefined;
  return id ?? null;
}

/**
 * The position an address off the platform's host names as Eightfold's sites do, or null. Other sites may shape
 * addresses so: only its page tells (eightfoldJobOfPage).
 */
export function eightfoldJobInAddress(url: URL): string | null {
  if (!isPlainWebLink(url) || linkHost(url).endsWith('.eightfold.ai')) return null;
  const position = eightfoldPositionOfPath(url.pathname.split('/').filter(Boolean), url.searchParams);
  return position === 'board-page' ? null : position;
}

/** The one value a page states (the matches' group, lower-case), or null when it states none or two. */
function oneStated(matches: Iterable<RegExpMatchArray>, keep: (match: RegExpMatchArray) => boolean): string | null {
  let found: string | null = null;
  for (const match of matches) {
    if (!keep(match)) continue;
    const value = match[1]!.toLowerCase();
    if (found !== null && value !== found) return null;
    found = value;
  }
  return found;
}

/**
 * The Eightfold job a company's own careers page shows (jobs.amdocs.com/careers/job/{id}): an address of Eightfold's
 * shape whose page writes that job's address on one tenant's eightfold.ai host, with the company's domain from the
 * pasted address (`?domain=`) or else the page's careers addresses (one domain only). The board is the tenant and the
 * domain; else null.
 */
export function eightfoldJobOfPage(url: URL, html: string): { slug: string; sourceId: string } | null {
  const id = eightfoldJobInAddress(url);
  if (!id) return null;
  const head = html.slice(0, scannedChars);
  const tenant = oneStated(head.matchAll(statedJobAddress), (match) => match[2] === id);
  const pasted = url.searchParams.get('domain')?.toLowerCase();
  const domain = pasted || oneStated(head.matchAll(statedDomain), () => true);
  if (!tenant || !isEightfoldTenant(tenant) || !domain) return null;
  const slug = `${tenant}/${domain}`;
  return eightfoldBoardPattern.test(slug) ? { slug, sourceId: id } : null;
}
