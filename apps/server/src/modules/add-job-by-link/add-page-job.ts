import crypto from 'node:crypto';
import {
  cleanLine,
  escapeHtml,
  normalizePosting,
  SiteError,
  type BoardJobLink,
  type MergedPosting,
  type RawPosting,
  type RankKnowledge,
} from '@seeker/agents';
import {
  addJobByLinkMessages,
  jobDraftLimits,
  type AddJobByLinkResponse,
  type JobDraft,
  type SavedJobByLink,
  type LinkClock,
  type PreferencesResponse,
  type SourceStatus,
  typedInSourceLabel,
} from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedJobs } from '../../db/schema';
import type { JobSources } from '../../job-sources/job-sources';
import { AppError } from '../../lib/app-error';
import { getPreferences } from '../preferences';
import type { PagePosting } from '../saved-jobs';
import type { BoardReadLimiter } from './board-read-limit';
import { findSiteBoardJob } from './find-site-board';
import { rankAddedJob } from './rank-added-job';
import { readJobPage, type FetchPage } from './read-job-page';
import type { PageReader } from '../../pages/page-reader';
import { saveAddedJob } from './save-added-job';

/** What adding a job by its link needs: the database, the sources, the user's read limit, the page fetcher and reader, and who asks. */
export type AddByLinkDeps = {
  db: Db;
  sources: JobSources;
  readLimit: BoardReadLimiter;
  fetchPage: FetchPage;
  /** Whether `fetchPage` refuses the address by itself alone (asking no one). */
  refusesPage: (url: string) => boolean;
  pages: Pick<PageReader, 'read' | 'hasRoom'>;
  /** The requester is a guest: a smaller share of the page reader (and no trusted private places: `fetchPage`). */
  guest: boolean;
  /** The installed occupations: the job ranks by them as a search would. */
  knowledge?: RankKnowledge;
};

/**
 * Any other page: fetched once (a turn of the user's read limit) through the guarded fetcher and saved
 * from its schema.org JobPosting when that names the job's title and company; else a draft for the form.
 */
export async function addJobFromPage(
  deps: AddByLinkDeps,
  userId: string,
  url: URL,
  browserZone: string | undefined,
  now: Date,
  /** Reads a board's job, for a page that shows one inside it (add-job-by-link.ts's own way with board links). */
  addBoardJob: (link: BoardJobLink) => Promise<AddJobByLinkResponse>,
): Promise<AddJobByLinkResponse> {
  // An address refused by itself alone is told so, whatever the user's reads: it takes no turn.
  if (deps.refusesPage(url.href))
    throw new AppError('VALIDATION_ERROR', addJobByLinkMessages.pageRefused, [{ path: 'url', message: addJobByLinkMessages.pageRefused }]);
  const preferences = await getPreferences(deps.db, userId, browserZone);
  const ticket = deps.readLimit.take(userId, now);
  if (!ticket.ok) {
    const clock: LinkClock = { now, timeZone: preferences.preferences.searchSchedule.timezone };
    throw new AppError('RATE_LIMITED', addJobByLinkMessages.pagesRateLimited(ticket.limit, ticket.retryAt, clock));
  }
  // Refused before fetching (the page reader has no room) or by the guard from the address alone (a literal
  // private address, the scheme, the port): no one was asked, and it costs no turn. Any attempt that asked
  // DNS keeps it, so that names cannot be probed unmetered.
  let fetched = false;
  let askedNoOne = false;
  const fetchPage: FetchPage = (address, signal) => {
    fetched = true;
    return deps.fetchPage(address, signal).catch((error: unknown) => {
      askedNoOne = error instanceof SiteError && error.reason === 'refused' && !error.lookedUp;
      throw error;
    });
  };
  let page = await readJobPage(fetchPage, deps.pages, url, userId, deps.guest).catch((error: unknown) => {
    if (!fetched || askedNoOne) ticket.release();
    throw error;
  });
  if (page.kind === 'board') {
    if (!page.otherwise) return addBoardJob(page.link);
    // A platform's board that cannot be read (its robots.txt, a failure, the job not listed): the page's own reading.
    const fromBoard = await addBoardJob(page.link).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (fromBoard) return fromBoard;
    page = await page.otherwise();
  }
  if (page.kind === 'draft') return (await siteBoardJob(deps.db, url, addBoardJob)) ?? page.answer;
  return savePagePosting(deps.db, userId, page.raw, preferences, { now, knowledge: deps.knowledge });
}

/**
 * A page that states no job but names a board's job in its address (`?gh_jid=`, an id in its path): that job, when a board Seeker
 * knows by the site's name lists it; else null, and the page's draft stands (the board read's own failure, a
 * guess that was wrong, is not the user's to see).
 */
async function siteBoardJob(
  db: Db,
  url: URL,
  addBoardJob: (link: BoardJobLink) => Promise<AddJobByLinkResponse>,
): Promise<AddJobByLinkResponse | null> {
  const link = await findSiteBoardJob(db, url);
  if (!link) return null;
  try {
    return await addBoardJob(link);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** POST /api/jobs/typed-in: the job as the user finished it in the form (what a page stated, completed by hand). */
export async function addTypedInJob(
  db: Db,
  userId: string,
  draft: JobDraft,
  knowledge: RankKnowledge = {},
  now = new Date(),
): Promise<SavedJobByLink> {
  const raw: RawPosting = {
    source: 'page',
    // A job typed in without a link is its own, every time: nothing to know it again by.
    sourceId: draft.url || `typed:${crypto.randomUUID()}`,
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
  return savePagePosting(db, userId, raw, await getPreferences(db, userId, undefined), { now, knowledge }, draft.salary);
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
  { now, knowledge }: { now: Date; knowledge: RankKnowledge | undefined },
  typedSalary = '',
): Promise<SavedJobByLink> {
  const posting = normalizePosting(raw);
  const address = posting.sourceUrl || raw.sourceUrl;
  const host = address ? new URL(address).hostname : typedInSourceLabel;
  const page: MergedPosting<PagePosting> = {
    ...posting,
    id: null,
    firstSeenAt: now,
    links: [{ source: 'page', label: host, url: posting.sourceUrl }],
  };
  const source: SourceStatus = { name: address ? `page:${host}` : 'page', label: host, status: 'ok', count: 1 };
  const samePage = async (tx: Db) => {
    if (!posting.sourceUrl) return undefined;
    const [existing] = await tx
      .select({ id: savedJobs.id, sessionId: savedJobs.sessionId, listingNumber: savedJobs.listingNumber })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, userId), eq(savedJobs.source, 'page'), eq(savedJobs.sourceUrl, posting.sourceUrl)))
      .orderBy(savedJobs.createdAt, savedJobs.id)
      .limit(1);
    return existing;
  };
  // Pay the user typed is shown as typed (read for ranking and filters as any source's pay text is).
  const typed = cleanLine(typedSalary, jobDraftLimits.salary);
  const salary = typed ? { salary: typed } : {};
  return saveAddedJob(db, userId, rankAddedJob(page, preferences, now, knowledge), { source, sourceLabel: host, ...salary }, samePage, now);
}
