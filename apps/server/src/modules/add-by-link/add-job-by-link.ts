import crypto from 'node:crypto';
import { readJobLink, sourceLabels, type BoardJobLink } from '@seeker/agents';
import { addJobByLinkMessages, type AddJobByLinkResponse, type SourceStatus } from '@seeker/contract';
import type { Db } from '../../db/client';
import type { JobSources } from '../../job-sources/job-sources';
import { AppError } from '../../lib/app-error';
import { mergeCopies, saveSearchSession } from '../job-search';
import { postingsWithFingerprints, refreshBoard, type BoardRefresh } from '../postings';
import { getPreferences } from '../preferences';
import { listingFromRow, toListingRow } from '../saved-jobs';
import { findOpenPosting } from './find-open-posting';
import { rankAddedJob } from './rank-added-job';

const linkError = (message: string) => new AppError('VALIDATION_ERROR', message, [{ path: 'url', message }]);

/** The pasted text as an address: http(s) only, no credentials (an address with a password is not a job page). */
function parseLink(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw linkError(addJobByLinkMessages.notALink);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) throw linkError(addJobByLinkMessages.notALink);
  return url;
}

/** A board read that did not leave the job in the index, as the user's error; null when it did (or may have). */
function refreshProblem(refresh: BoardRefresh, link: BoardJobLink): AppError | null {
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
      return new AppError('UPSTREAM_FAILED', addJobByLinkMessages.failed(label, refresh.error));
    default:
      // A board read by its own name cannot mismatch; should it, the job is not trusted as this one.
      return AppError.notFound(addJobByLinkMessages.notOpen(label, link.slug));
  }
}

/**
 * POST /api/jobs/from-link: the job a Greenhouse, Lever, Ashby, Workable or SmartRecruiters page names,
 * read through that source's adapter under its terms (its board at most once per interval; a board read
 * within it is answered from the index), ranked against the user's preferences and saved as their job:
 * a session of one listing that does not replace their current search. A job they already have is
 * refreshed, not saved twice.
 */
export async function addJobByLink(
  deps: { db: Db; sources: JobSources },
  userId: string,
  text: string,
  now = new Date(),
): Promise<AddJobByLinkResponse> {
  const link = readJobLink(parseLink(text));
  if (!link) throw linkError(addJobByLinkMessages.notABoardJob);
  const label = sourceLabels[link.provider];
  const refresh = await refreshBoard(
    deps,
    { provider: link.provider, slug: link.slug, companyName: link.slug, origin: 'user', checkIdentity: false },
    now,
  );
  const problem = refreshProblem(refresh, link);
  if (problem) throw problem;
  const posting = await findOpenPosting(deps.db, link.provider, link.sourceId);
  if (!posting) throw AppError.notFound(addJobByLinkMessages.notOpen(label, link.slug));

  // The job as a search shows it: every open copy of it merged (the same job on another source).
  const copies = [posting, ...(await postingsWithFingerprints(deps.db, [posting.fingerprint], [posting.id]))];
  const job = mergeCopies(copies).find(
    (merged) => merged.id === posting.id || merged.links.some((copy) => copy.source === posting.source && copy.url === posting.sourceUrl),
  );
  if (!job) throw AppError.notFound(addJobByLinkMessages.notOpen(label, link.slug));
  const ranked = rankAddedJob(job, (await getPreferences(deps.db, userId, undefined)).preferences, now);

  const sessionId = `session-link-${crypto.randomUUID()}`;
  const row = toListingRow(ranked, { userId, sessionId, index: 0, now });
  const source: SourceStatus = { name: `${link.provider}:${link.slug}`, label: `${label} (${link.slug})`, status: 'ok', count: 1 };
  const [saved] = await saveSearchSession(deps.db, { userId, sessionId, listings: [row], research: [], sources: [source], now, current: false });
  return { job: listingFromRow(saved!), added: saved!.id === row.id };
}
