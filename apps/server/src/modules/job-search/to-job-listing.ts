import { formatSalary, sourceLabels, type PlacedPosting, type RankedPosting } from '@seeker/agents';
import { jobListingDefaults, type JobListing } from '@seeker/contract';
import type { jobListings } from '../../db/schema';
import type { StoredPosting } from '../postings/upsert-postings';

export type FoundPosting = PlacedPosting<StoredPosting>;
type ListingRow = typeof jobListings.$inferInsert;

/** A ranked posting as the user's job listing row: spec defaults where the source said nothing. */
export function toListingRow(ranked: RankedPosting<FoundPosting>, context: { userId: string; sessionId: string; index: number; now: Date }): ListingRow {
  const { posting } = ranked;
  return {
    id: `job-${context.sessionId}-${context.index}`,
    userId: context.userId,
    sessionId: context.sessionId,
    listingNumber: context.index + 1,
    postingId: posting.id,
    title: posting.title || jobListingDefaults.text,
    company: posting.company || jobListingDefaults.text,
    location: posting.location || (posting.remote ? 'Remote' : jobListingDefaults.text),
    salary: posting.salary ? formatSalary(posting.salary) : jobListingDefaults.text,
    salaryRange: posting.salary,
    datePosted: posting.postedAt ?? posting.firstSeenAt,
    description: posting.descriptionText || jobListingDefaults.description,
    descriptionHtml: posting.descriptionHtml,
    qualifications: posting.qualifications,
    benefits: posting.benefits,
    jobLink: posting.applyUrl || posting.sourceUrl || jobListingDefaults.link,
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
    sourceLabel: sourceLabels[posting.source],
    sourceUrl: posting.sourceUrl,
    sources: posting.links,
    matchScore: ranked.score,
    matchReason: ranked.reason,
  };
}

export function listingFromRow(row: typeof jobListings.$inferSelect): JobListing {
  return {
    id: row.id,
    sessionId: row.sessionId,
    listingNumber: row.listingNumber,
    title: row.title,
    company: row.company,
    location: row.location,
    salary: row.salary,
    salaryRange: row.salaryRange ?? null,
    datePosted: row.datePosted.toISOString(),
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
    jobType: (row.jobType as JobListing['jobType']) ?? null,
    seniority: (row.seniority as JobListing['seniority']) ?? null,
    source: row.source,
    sourceLabel: row.sourceLabel,
    sourceUrl: row.sourceUrl,
    sources: row.sources,
    matchScore: row.matchScore,
    matchReason: row.matchReason,
    appliedWith: row.appliedAt ? { resumeId: row.resumeId, resumeTitle: row.resumeId ? row.appliedResumeTitle : null, coverLetter: row.appliedCoverLetter } : null,
  };
}
