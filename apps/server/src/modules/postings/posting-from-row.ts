import { isBoardProvider, isSourceName, type Posting } from '@seeker/agents';
import { jobTypes, seniorities, salaryBases, salaryPeriods, type JobType, type Seniority } from '@seeker/contract';
import { getTableColumns } from 'drizzle-orm';
import { postings } from '../../db/schema';
import type { StoredPosting } from './upsert-postings';

/**
 * The columns a posting is read with: all but the search vector (the largest, which only the database
 * reads: printing it for 600 rows took a third of a search's read, for us to parse and drop) and the
 * percolator's flag.
 */
export const { search: _search, percolatePending: _percolatePending, ...postingColumns } = getTableColumns(postings);

type Row = Omit<typeof postings.$inferSelect, 'search' | 'percolatePending'>;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** A stored row back into the posting the ranker reads; a row from an unknown source is skipped. */
export function postingFromRow(row: Row): StoredPosting | null {
  if (!isSourceName(row.source)) return null;
  const period = oneOf(salaryPeriods, row.salaryPeriod);
  const basis = oneOf(salaryBases, row.salaryBasis);
  const hasSalary = row.salaryMin !== null || row.salaryMax !== null;
  const board: Posting['board'] =
    row.boardProvider && row.boardSlug && isBoardProvider(row.boardProvider) ? { provider: row.boardProvider, slug: row.boardSlug } : null;
  return {
    id: row.id,
    firstSeenAt: row.firstSeenAt,
    source: row.source,
    sourceId: row.sourceId,
    sourceUrl: row.sourceUrl,
    applyUrl: row.applyUrl,
    title: row.title,
    company: row.company,
    location: row.location,
    remote: row.remote,
    workplace: row.workplace ?? null,
    descriptionHtml: row.descriptionHtml,
    descriptionText: row.descriptionText,
    qualifications: row.qualifications,
    benefits: row.benefits,
    salary: hasSalary ? { min: row.salaryMin, max: row.salaryMax, currency: row.salaryCurrency, period, ...(basis ? { basis } : {}) } : null,
    jobType: oneOf<JobType>(jobTypes, row.jobType),
    seniority: oneOf<Seniority>(seniorities, row.seniority),
    postedAt: row.postedAt,
    tags: row.tags,
    department: row.department,
    fingerprint: row.fingerprint,
    board,
  };
}
