import type { Posting } from '@seeker/agents';
import { jobTypes, seniorities, type JobType, type Seniority } from '@seeker/contract';
import type { savedJobs } from '../../db/schema';

type ListingRow = typeof savedJobs.$inferSelect;

/** A saved job read back as the posting it was found as: what company research counts. */
export function postingFromListing(row: ListingRow): Posting {
  return {
    source: row.source as Posting['source'],
    sourceId: row.id,
    sourceUrl: row.sourceUrl,
    applyUrl: null,
    title: row.title,
    company: row.company,
    location: row.location,
    remote: row.remote,
    workplace: row.workplace ?? (row.remote ? 'remote' : null),
    descriptionHtml: '',
    descriptionText: row.description,
    qualifications: row.qualifications,
    benefits: row.benefits,
    salary: row.salaryRange ?? null,
    jobType: (jobTypes as readonly string[]).includes(row.jobType ?? '') ? (row.jobType as JobType) : null,
    seniority: (seniorities as readonly string[]).includes(row.seniority ?? '') ? (row.seniority as Seniority) : null,
    postedAt: row.datePostedStated ? row.datePosted : null,
    tags: [],
    department: null,
    fingerprint: row.id,
    board: null,
  };
}
