import { formatSalary, postingSourceLabels, type PlacedPosting, type Posting, type RankedPosting } from '@seeker/agents';
import { savedJobDefaults, type SavedJob } from '@seeker/contract';
import type { SavedJobValues } from './keep-found-jobs';
import { digestOf, textDigest } from './text-digest';
import type { ListedSavedJob } from './listed-saved-job';
import type { StoredPosting } from '../postings';

/** A job page a user pasted or typed in: their own posting, kept only as their saved job (no row in the shared index). */
export type PagePosting = Posting & { id: null; firstSeenAt: Date };

export type FoundPosting = PlacedPosting<StoredPosting | PagePosting>;

/** A job in several places is known by its least fingerprint: the same whichever place ranks first next time. */
function jobFingerprint(posting: { fingerprint: string; places: { fingerprint: string }[] }): string {
  return [posting.fingerprint, ...posting.places.map((place) => place.fingerprint)].sort()[0]!;
}

/**
 * The text columns a later search may find unchanged: hashed, so it can leave them as they are
 * (keep-found-jobs.ts). The two long texts go in by their own digests, each worked out once per text.
 */
export function contentHashOf(text: Pick<SavedJobValues, 'description' | 'descriptionHtml' | 'qualifications' | 'benefits' | 'places' | 'sources'>) {
  const { description, descriptionHtml, qualifications, benefits, places, sources } = text;
  return digestOf(JSON.stringify([textDigest(description), textDigest(descriptionHtml), qualifications, benefits, places, sources]));
}

/** A ranked posting as the user's saved job, under its listing id: spec defaults where the source said nothing. */
export function savedJobValuesOf(
  ranked: Pick<RankedPosting<FoundPosting>, 'posting' | 'score' | 'reason'> & { unranked?: boolean },
  context: { userId: string; sessionId: string; index: number; now: Date },
): SavedJobValues {
  const { posting } = ranked;
  const row = {
    id: `job-${context.sessionId}-${context.index}`,
    userId: context.userId,
    sessionId: context.sessionId,
    listingNumber: context.index + 1,
    postingId: posting.id,
    fingerprint: jobFingerprint(posting),
    title: posting.title || savedJobDefaults.text,
    company: posting.company || savedJobDefaults.text,
    location: posting.location || (posting.remote ? 'Remote' : savedJobDefaults.text),
    salary: posting.salary ? formatSalary(posting.salary) : savedJobDefaults.text,
    salaryRange: posting.salary,
    datePosted: posting.postedAt ?? posting.firstSeenAt,
    datePostedStated: posting.postedAt !== null,
    description: posting.descriptionText || savedJobDefaults.description,
    descriptionHtml: posting.descriptionHtml,
    qualifications: posting.qualifications,
    benefits: posting.benefits,
    jobLink: posting.applyUrl || posting.sourceUrl || savedJobDefaults.link,
    easyApply: false,
    favorite: false,
    status: 'new',
    statusHistory: [{ status: 'new', at: context.now.toISOString() }],
    remote: posting.remote,
    workplace: posting.workplace,
    places: posting.places.map(({ location, workplace, salary, url, sourceLabel }) => ({ location, workplace, salary, url, sourceLabel })),
    jobType: posting.jobType,
    seniority: posting.seniority,
    source: posting.source,
    sourceLabel: postingSourceLabels[posting.source],
    sourceUrl: posting.sourceUrl,
    sources: posting.links,
    matchScore: ranked.score,
    matchReason: ranked.reason,
    ranked: !ranked.unranked,
  } satisfies SavedJobValues;
  return { ...row, contentHash: contentHashOf(row) };
}

/** A saved job as the API answers it: under the listing id it was asked by (a search's), else its own. */
export function savedJobFromRow(row: Omit<ListedSavedJob, 'listingId'> & { listingId?: string | null }): SavedJob {
  return {
    id: row.listingId ?? row.id,
    jobId: row.id,
    sessionId: row.sessionId,
    listingNumber: row.listingNumber,
    title: row.title,
    company: row.company,
    location: row.location,
    salary: row.salary,
    salaryRange: row.salaryRange ?? null,
    datePosted: row.datePosted.toISOString(),
    datePostedStated: row.datePostedStated,
    description: row.description,
    descriptionHtml: row.descriptionHtml,
    qualifications: row.qualifications,
    benefits: row.benefits,
    jobLink: row.jobLink,
    easyApply: row.easyApply,
    favorite: row.favorite,
    status: row.status,
    statusHistory: row.statusHistory,
    remote: row.remote,
    workplace: row.workplace ?? null,
    places: row.places,
    jobType: (row.jobType as SavedJob['jobType']) ?? null,
    seniority: (row.seniority as SavedJob['seniority']) ?? null,
    source: row.source,
    sourceLabel: row.sourceLabel,
    sourceUrl: row.sourceUrl,
    sources: row.sources,
    matchScore: row.matchScore,
    matchReason: row.matchReason,
    ranked: row.ranked,
    appliedWith: row.appliedAt
      ? { resumeId: row.resumeId, resumeTitle: row.resumeId ? row.appliedResumeTitle : null, coverLetter: row.appliedCoverLetter }
      : null,
  };
}
