import { eightfoldJobOfPage } from '../sources/eightfold';
import { paylocityBoardOfPage, readPaylocityLink } from '../sources/paylocity';
import { pageupJobOfPage } from '../sources/pageup';
import { phenomJobOfPage } from '../sources/phenom';
import { radancyJobOfPage } from '../sources/radancy';
import { isBoardSlug } from '../sources/board-names';
import type { BoardJobLink } from './read-job-link';

/**
 * Boards a company shows inside its own careers page: the job's id in the page's address (the parameter the
 * board's embed script adds) and the board's name in the embed script the page loads.
 * Greenhouse: `?gh_jid={id}` and `boards.greenhouse.io/embed/job_board/js?for={board}` (its Job Board docs);
 * Ashby: `?ashby_jid={uuid}` and `jobs.ashbyhq.com/{board}/embed`. And a provider's own job page that names its
 * board only in its links (Paylocity's `/Recruiting/Jobs/Details/{id}/{Company-Name}`).
 */
/** An Ashby job's id: a UUID. */
const ashbyJobId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const embeds = [
  {
    provider: 'greenhouse',
    idParam: 'gh_jid',
    id: /^\d{1,20}$/,
    board: /greenhouse\.io\/embed\/job_(?:board(?:\/js)?|app)\?(?:[^"'\s<>]{0,200}?&(?:amp;)?)?for=([A-Za-z0-9][A-Za-z0-9._-]{0,99})/,
  },
  {
    provider: 'ashby',
    idParam: 'ashby_jid',
    id: ashbyJobId,
    // A board's name may hold spaces (`Fermi%20AI`).
    board: /jobs\.ashbyhq\.com\/([A-Za-z0-9](?:[A-Za-z0-9._-]|%20){0,99})\/embed/,
  },
] as const;

/** The part of a page searched for an embed script: its scripts load early, and a bound keeps the scan cheap. */
const scannedChars = 2 * 1024 * 1024;

/** The board job a company's own page shows through an embedded board, or null when it shows none. */
export function readEmbeddedBoardJob(pageUrl: URL, html: string): BoardJobLink | null {
  // A Paylocity job's address without its board's GUID: the job's page names the board in its links.
  const paylocity = readPaylocityLink(pageUrl);
  if (paylocity !== null && typeof paylocity === 'object' && paylocity.slug === null) {
    const board = paylocityBoardOfPage(html);
    return board ? { provider: 'paylocity', slug: board, sourceId: paylocity.sourceId } : null;
  }
  for (const embed of embeds) {
    const id = pageUrl.searchParams.get(embed.idParam);
    if (!id || !embed.id.test(id)) continue;
    const board = embed.board.exec(html.slice(0, scannedChars))?.[1]?.replaceAll('%20', ' ');
    if (board && isBoardSlug(embed.provider, board)) return { provider: embed.provider, slug: board, sourceId: id };
  }
  return null;
}

/**
 * Ids of a board's job as a company page's path may hold them (`/jobs/apply/6151381`, `/careers/{uuid}`): a segment of
 * seven to eleven digits (Greenhouse's have seven to ten; shorter numbers are years, pages and the sites' own ids more
 * often than its jobs, longer ones other platforms' ids), or a UUID (Ashby's, lower-case as Ashby writes them). The last
 * such segment is the job's.
 */
const pathIds = [
  { provider: 'greenhouse', id: /^\d{7,11}$/ },
  { provider: 'ashby', id: ashbyJobId },
] as const;

/**
 * The board job a company page's address names, without the board: by the embed's parameter (`?gh_jid=`,
 * `?ashby_jid=`), else by an id of a board's shape in its path. For a page that loads its board some other way, or
 * states no job itself, whose board is then looked for by the site's name (and counts only if it lists the job).
 */
export function readBoardJobInAddress(pageUrl: URL): Omit<BoardJobLink, 'slug'> | null {
  for (const embed of embeds) {
    const id = pageUrl.searchParams.get(embed.idParam);
    if (id && embed.id.test(id)) return { provider: embed.provider, sourceId: id };
  }
  const segments = pageUrl.pathname.split('/').filter(Boolean);
  for (const segment of segments.reverse()) {
    const shaped = pathIds.find((candidate) => candidate.id.test(segment));
    if (shaped) return { provider: shaped.provider, sourceId: segment.toLowerCase() };
  }
  return null;
}

/**
 * The job a careers platform serving the employer's own host shows on its page (Radancy's, Phenom's, PageUp's: the address's shape
 * and the platform's assets; Eightfold's: the shape and the job's address on the platform's host the page states), or null. Unlike an embed this is known by the page's looks, not its words: a board read
 * that fails leaves the page's own reading to stand.
 */
export function readPlatformBoardJob(pageUrl: URL, html: string): BoardJobLink | null {
  const radancy = radancyJobOfPage(pageUrl, html);
  if (radancy) return { provider: 'radancy', ...radancy };
  const phenom = phenomJobOfPage(pageUrl, html);
  if (phenom) return { provider: 'phenom', ...phenom };
  const pageup = pageupJobOfPage(pageUrl, html);
  if (pageup) return { provider: 'pageup', ...pageup };
  const eightfold = eightfoldJobOfPage(pageUrl, html);
  return eightfold ? { provider: 'eightfold', ...eightfold } : null;
}
