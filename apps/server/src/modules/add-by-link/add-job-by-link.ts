import crypto from 'node:crypto';
import {
  cleanLine,
  escapeHtml,
  isJobLinkRefusal,
  normalizePosting,
  readJobLink,
  sourceAdapters,
  sourceLabels,
  type BoardJobLink,
  type JobLinkRefusal,
  type MergedPosting,
  type RawPosting,
} from '@seeker/agents';
import {
  addJobByLinkMessages,
  jobDraftLimits,
  jobLinkExamples,
  type AddJobByLinkResponse,
  type JobDraft,
  type SavedJobByLink,
  type LinkClock,
  type PreferencesResponse,
  type SourceStatus,
} from '@seeker/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobListings } from '../../db/schema';
import { boardKey } from '../../job-sources/board-key';
import type { JobSources } from '../../job-sources/job-sources';
import { AppError } from '../../lib/app-error';
import { lockOwner } from '../auth';
import { mergeCopies, saveSearchSession } from '../job-search';
import { findSourceHealth, postingsWithFingerprints, refreshBoard, type BoardRefresh } from '../postings';
import { getPreferences } from '../preferences';
import { keepFoundJobs, listingFromRow, refreshSavedJob, toListingRow, type FoundJob, type PagePosting } from '../saved-jobs';
import type { BoardReadLimiter } from './board-read-limit';
import { findOpenPosting } from './find-open-posting';
import { rankAddedJob } from './rank-added-job';
import { readJobPage, type FetchPage } from './read-job-page';

export type AddByLinkDeps = { db: Db; sources: JobSources; readLimit: BoardReadLimiter; fetchPage: FetchPage };

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
    case 'unsupported-region':
      return addJobByLinkMessages.unsupportedRegion(label);
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
    { provider: link.provider, slug: link.slug, companyName: link.slug, origin: 'user', checkIdentity: false, forgetIfGone: !known },
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

/** Where a saved job came from, as its session records it ("via …"), and its pay as the user typed it (a typed-in job). */
type AddedFrom = { source: SourceStatus; sourceLabel?: string; salary?: string };

/**
 * Saves the ranked job as the user's, under their lock: a job they already have (`findOwn` says where)
 * is refreshed where it is, with no new session; a new one gets a session of one listing that does not
 * replace their current search.
 */
async function saveAddedJob(
  db: Db,
  userId: string,
  ranked: Parameters<typeof toListingRow>[0],
  from: AddedFrom,
  findOwn: (tx: Db, row: FoundJob) => Promise<{ sessionId: string; listingNumber: number; id?: string } | undefined>,
  now: Date,
): Promise<SavedJobByLink> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const sessionId = `session-link-${crypto.randomUUID()}`;
    const listed = toListingRow(ranked, { userId, sessionId, index: 0, now });
    const row = { ...listed, ...(from.sourceLabel ? { sourceLabel: from.sourceLabel } : {}), ...(from.salary ? { salary: from.salary } : {}) };
    const existing = await findOwn(tx, row);
    if (existing?.id) {
      // A page added again: the job it made, whatever its title or company say now.
      const refreshedRow = await refreshSavedJob(tx, userId, existing.id, row, now);
      if (refreshedRow) return { outcome: 'saved', job: listingFromRow(refreshedRow), added: false };
    }
    if (existing) {
      // Where the user has it (its session and rank there stay), as keepFoundJobs finds it.
      const [kept] = await keepFoundJobs(tx, userId, [{ ...row, sessionId: existing.sessionId, listingNumber: existing.listingNumber }], now);
      return { outcome: 'saved', job: listingFromRow(kept!), added: false };
    }
    const [saved] = await saveSearchSession(tx, { userId, sessionId, listings: [row], research: [], sources: [from.source], now, current: false });
    return { outcome: 'saved', job: listingFromRow(saved!), added: saved!.id === row.id };
  });
}

/** The user's saved job for this posting, as keepFoundJobs matches one: by the posting's id first, else by fingerprint; oldest first. */
async function findOwnCopy(tx: Db, userId: string, found: FoundJob) {
  const identities = [
    found.postingId == null ? undefined : eq(jobListings.postingId, found.postingId),
    found.fingerprint == null ? undefined : eq(jobListings.fingerprint, found.fingerprint),
  ].filter((condition) => condition !== undefined);
  if (identities.length === 0) return undefined;
  const [existing] = await tx
    .select({ sessionId: jobListings.sessionId, listingNumber: jobListings.listingNumber })
    .from(jobListings)
    .where(and(eq(jobListings.userId, userId), or(...identities)))
    .orderBy(
      found.postingId == null ? sql`0` : sql`(${jobListings.postingId} = ${found.postingId}) is not true`,
      jobListings.createdAt,
      jobListings.id,
    )
    .limit(1);
  return existing;
}

/**
 * POST /api/jobs/from-link: the job a Greenhouse, Lever, Ashby, Workable or SmartRecruiters page names,
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
  if (!reading) return addJobFromPage(deps, userId, url, browserZone, now);
  if (isJobLinkRefusal(reading)) throw linkError(refusalMessage(reading));
  const link = reading;
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
  return saveAddedJob(deps.db, userId, rankAddedJob(job, preferences, now), { source }, (tx, row) => findOwnCopy(tx, userId, row), now);
}

/**
 * Any other page: fetched once (a turn of the user's read limit) through the guarded fetcher and saved
 * from its schema.org JobPosting when that names the job's title and company; else a draft for the form.
 */
async function addJobFromPage(
  deps: AddByLinkDeps,
  userId: string,
  url: URL,
  browserZone: string | undefined,
  now: Date,
): Promise<AddJobByLinkResponse> {
  const preferences = await getPreferences(deps.db, userId, browserZone);
  const ticket = deps.readLimit.take(userId, now);
  if (!ticket.ok) {
    const clock: LinkClock = { now, timeZone: preferences.preferences.searchSchedule.timezone };
    throw new AppError('RATE_LIMITED', addJobByLinkMessages.pagesRateLimited(ticket.limit, ticket.retryAt, clock));
  }
  // An address the guard refuses is never fetched: it costs no turn.
  const page = await readJobPage(deps.fetchPage, url).catch((error: unknown) => {
    ticket.release();
    throw error;
  });
  if (page.kind === 'draft') return page.answer;
  return savePagePosting(deps.db, userId, page.raw, preferences, now);
}

/** POST /api/jobs/typed-in: the job as the user finished it in the form (what a page stated, completed by hand). */
export async function addTypedInJob(db: Db, userId: string, draft: JobDraft, now = new Date()): Promise<SavedJobByLink> {
  const raw: RawPosting = {
    source: 'page',
    sourceId: draft.url,
    sourceUrl: draft.url,
    // Typed text means itself: "R&D <Senior>" is not markup (normalisation reads these fields as HTML).
    title: escapeHtml(draft.title),
    company: escapeHtml(draft.company),
    location: escapeHtml(draft.location),
    descriptionText: draft.description,
    salaryText: draft.salary,
    // The period the user wrote, or none: not one guessed from the figures (the draft states it when the page did).
    salaryTextPeriod: null,
  };
  return savePagePosting(db, userId, raw, await getPreferences(db, userId, undefined), now, draft.salary);
}

/**
 * A page's job as the user's own posting: ranked against their preferences like any job, saved with the
 * page's site as its source ("via careers.acme.com"), and never put in the shared index. The same page
 * saved again refreshes the job it made.
 */
async function savePagePosting(
  db: Db,
  userId: string,
  raw: RawPosting,
  preferences: PreferencesResponse,
  now: Date,
  typedSalary = '',
): Promise<SavedJobByLink> {
  const posting = normalizePosting(raw);
  const host = new URL(posting.sourceUrl || raw.sourceUrl).hostname;
  const page: MergedPosting<PagePosting> = {
    ...posting,
    id: null,
    firstSeenAt: now,
    links: [{ source: 'page', label: host, url: posting.sourceUrl }],
  };
  const source: SourceStatus = { name: `page:${host}`, label: host, status: 'ok', count: 1 };
  const samePage = async (tx: Db) => {
    const [existing] = await tx
      .select({ id: jobListings.id, sessionId: jobListings.sessionId, listingNumber: jobListings.listingNumber })
      .from(jobListings)
      .where(and(eq(jobListings.userId, userId), eq(jobListings.source, 'page'), eq(jobListings.sourceUrl, posting.sourceUrl)))
      .orderBy(jobListings.createdAt, jobListings.id)
      .limit(1);
    return existing;
  };
  // Pay the user typed is shown as typed (read for ranking and filters as any source's pay text is).
  const typed = cleanLine(typedSalary, jobDraftLimits.salary);
  const salary = typed ? { salary: typed } : {};
  return saveAddedJob(db, userId, rankAddedJob(page, preferences, now), { source, sourceLabel: host, ...salary }, samePage, now);
}
