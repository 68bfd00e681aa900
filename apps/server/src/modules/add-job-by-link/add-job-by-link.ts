import { isJobLinkRefusal, readJobLink, sourceAdapters, sourceLabels, type BoardJobLink, type JobLinkRefusal } from '@seeker/agents';
import {
  addJobByLinkMessages,
  jobLinkExamples,
  type AddJobByLinkResponse,
  type LinkClock,
  type PreferencesResponse,
  type SourceStatus,
} from '@seeker/contract';
import { boardKey } from '../../job-sources/board-key';
import { AppError } from '../../lib/app-error';
import { mergeCopies } from '../job-search';
import { findSourceHealth, postingsWithFingerprints, refreshBoard, type BoardRefresh } from '../postings';
import { getPreferences } from '../preferences';
import { findOpenPosting } from './find-open-posting';
import { rankAddedJob } from './rank-added-job';
import { addJobFromPage, type AddByLinkDeps } from './add-page-job';
import { findOwnCopy, saveAddedJob } from './save-added-job';

const linkError = (message: string) => new AppError('VALIDATION_ERROR', message, [{ path: 'url', message }]);

/** The pasted text as an address: http(s) only (credentials are refused by readJobLink, with their own words). */
function parseLink(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw linkError(addJobByLinkMessages.notALink);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw linkError(addJobByLinkMessages.notALink);
  return url;
}

/** What the field says about an address that is one of the sources', but not one job Seeker can read. */
function refusalMessage(refusal: JobLinkRefusal): string {
  const label = refusal.provider ? sourceLabels[refusal.provider] : 'this source';
  switch (refusal.problem) {
    case 'credentials':
      return addJobByLinkMessages.credentials;
    case 'board-page':
      return refusal.slug ? addJobByLinkMessages.boardPage(label, refusal.slug) : addJobByLinkMessages.badId(label, undefined);
    case 'bad-id':
      return addJobByLinkMessages.badId(label, refusal.provider ? jobLinkExamples[refusal.provider] : undefined);
    case 'bad-slug':
      return addJobByLinkMessages.badSlug(label);
  }
}

/** The board's last read (this request's or an earlier one's) and the first time its source allows another. */
type ReadTimes = { readAt: Date; nextReadAt: Date };

/** A board read that did not leave the job in the index, as the user's error; null when it did (or may have). */
function refreshProblem(refresh: BoardRefresh, link: BoardJobLink, board: { times: ReadTimes; lastError: string | null }, clock: LinkClock) {
  const label = sourceLabels[link.provider];
  switch (refresh.status) {
    case 'ok':
      return null;
    case 'recent':
      return refresh.active ? null : new AppError('CONFLICT', addJobByLinkMessages.busy);
    case 'disabled':
      return new AppError('UNAVAILABLE', addJobByLinkMessages.sourceOff(label));
    case 'gone':
      return AppError.notFound(addJobByLinkMessages.boardGone(label, link.slug));
    case 'failed':
      // The failure as recorded (an earlier read's own words, without the search's "(a moment ago …)").
      return new AppError('UPSTREAM_FAILED', addJobByLinkMessages.failed(label, board.lastError ?? refresh.error, board.times, clock));
    default:
      // A board read by its own name cannot mismatch; should it, the job is not trusted as this one.
      return AppError.notFound(addJobByLinkMessages.notOpen(label, link.slug));
  }
}

/**
 * Reads the link's board if its source allows (within the user's limit on board reads; a board read
 * within its interval is answered from the index and costs nothing), and says when it was read.
 */
async function readBoard(deps: AddByLinkDeps, userId: string, link: BoardJobLink, clock: LinkClock) {
  const { now } = clock;
  const key = boardKey(link.provider, link.slug);
  const intervalMs = sourceAdapters[link.provider].terms.minIntervalMs;
  const known = await findSourceHealth(deps.db, key);
  const readWithinInterval = known?.lastFetchAt != null && known.lastFetchAt.getTime() > now.getTime() - intervalMs;
  const ticket = deps.sources.isEnabled(link.provider) && !readWithinInterval ? deps.readLimit.take(userId, now) : null;
  if (ticket && !ticket.ok) throw new AppError('RATE_LIMITED', addJobByLinkMessages.rateLimited(ticket.limit, ticket.retryAt, clock));

  const refresh = await refreshBoard(
    deps,
    // A board first named here is forgotten if it does not exist: made-up names are not kept to crawl.
    {
      provider: link.provider,
      slug: link.slug,
      companyName: sourceAdapters[link.provider].nameOfBoard?.(link.slug) ?? link.slug,
      origin: 'user',
      checkIdentity: false,
      forgetIfGone: !known,
      wanted: link.sourceId,
    },
    now,
  );
  const board = await findSourceHealth(deps.db, key);
  // Read for this request: the claim wrote `now` (or the first read found no board and forgot it).
  const readNow =
    refresh.status === 'ok' ||
    (refresh.status !== 'recent' && refresh.status !== 'disabled' && (board?.lastFetchAt?.getTime() ?? now.getTime()) === now.getTime());
  if (ticket?.ok && !readNow) ticket.release();
  const readAt = board?.lastFetchAt ?? now;
  return { refresh, board: { times: { readAt, nextReadAt: new Date(readAt.getTime() + intervalMs) }, lastError: board?.lastError ?? null } };
}

/**
 * POST /api/jobs/from-link: the job a job board's page names (any provider readJobLink knows),
 * read through that source's adapter under its terms (its board at most once per interval; a board read
 * within it is answered from the index) and within the user's limit on board reads, ranked against the
 * user's saved preferences (0 with the reason when there are none) and saved as their job. A job they
 * already have is refreshed, not saved twice.
 */
export async function addJobByLink(
  deps: AddByLinkDeps,
  userId: string,
  text: string,
  browserZone?: string,
  now = new Date(),
): Promise<AddJobByLinkResponse> {
  const url = parseLink(text);
  const reading = readJobLink(url);
  if (!reading) return addJobFromPage(deps, userId, url, browserZone, now, (link) => addBoardJob(deps, userId, link, browserZone, now));
  if (isJobLinkRefusal(reading)) throw linkError(refusalMessage(reading));
  return addBoardJob(deps, userId, reading, browserZone, now);
}

/** The job a board link names (pasted, or shown inside a company's own page), read through its board under the source's terms. */
async function addBoardJob(
  deps: AddByLinkDeps,
  userId: string,
  link: BoardJobLink,
  browserZone: string | undefined,
  now: Date,
): Promise<AddJobByLinkResponse> {
  const label = sourceLabels[link.provider];
  // Times in messages on the user's clock: their saved zone, else the browser's.
  const preferences: PreferencesResponse = await getPreferences(deps.db, userId, browserZone);
  const clock: LinkClock = { now, timeZone: preferences.preferences.searchSchedule.timezone };

  const { refresh, board } = await readBoard(deps, userId, link, clock);
  const problem = refreshProblem(refresh, link, board, clock);
  if (problem) throw problem;
  // Read now: the board does not list it. Read earlier: it did not then, and may since.
  const notListed = () =>
    AppError.notFound(
      refresh.status === 'ok'
        ? addJobByLinkMessages.notOpen(label, link.slug)
        : addJobByLinkMessages.notOnLastRead(label, link.slug, board.times, clock),
    );
  const posting = await findOpenPosting(deps.db, link);
  if (!posting) throw notListed();

  // The job as a search shows it: every open copy of it merged (the same job on another source).
  const copies = [posting, ...(await postingsWithFingerprints(deps.db, [posting.fingerprint], [posting.id]))];
  const job = mergeCopies(copies).find(
    (merged) => merged.id === posting.id || merged.links.some((copy) => copy.source === posting.source && copy.url === posting.sourceUrl),
  );
  if (!job) throw notListed();
  const source: SourceStatus = { name: `${link.provider}:${link.slug}`, label: `${label} (${link.slug})`, status: 'ok', count: 1 };
  return saveAddedJob(
    deps.db,
    userId,
    rankAddedJob(job, preferences, now, deps.knowledge),
    { source },
    (tx, row) => findOwnCopy(tx, userId, row),
    now,
  );
}
