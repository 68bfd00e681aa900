import type { Posting } from '@seeker/agents';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';

const batchSize = 200;

export type StoredPosting = Posting & { id: number; firstSeenAt: Date };

function toRow(posting: Posting, seenAt: Date) {
  return {
    source: posting.source,
    sourceId: posting.sourceId,
    sourceUrl: posting.sourceUrl,
    applyUrl: posting.applyUrl,
    title: posting.title,
    company: posting.company,
    location: posting.location,
    remote: posting.remote,
    workplace: posting.workplace,
    descriptionHtml: posting.descriptionHtml,
    descriptionText: posting.descriptionText,
    qualifications: posting.qualifications,
    benefits: posting.benefits,
    salaryMin: posting.salary?.min ?? null,
    salaryMax: posting.salary?.max ?? null,
    salaryCurrency: posting.salary?.currency ?? null,
    salaryPeriod: posting.salary?.period ?? null,
    salaryBasis: posting.salary?.basis ?? null,
    jobType: posting.jobType,
    seniority: posting.seniority,
    postedAt: posting.postedAt,
    tags: posting.tags,
    department: posting.department,
    fingerprint: posting.fingerprint,
    boardProvider: posting.board?.provider ?? null,
    boardSlug: posting.board?.slug.toLowerCase() ?? null,
    firstSeenAt: seenAt,
    lastSeenAt: seenAt,
    closedAt: null,
  };
}

const updatedOnConflict = [
  'sourceUrl',
  'applyUrl',
  'title',
  'company',
  'location',
  'remote',
  'workplace',
  'descriptionHtml',
  'descriptionText',
  'qualifications',
  'benefits',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'salaryBasis',
  'jobType',
  'seniority',
  'postedAt',
  'tags',
  'department',
  'fingerprint',
  'boardProvider',
  'boardSlug',
  'lastSeenAt',
  'closedAt',
] as const;

const column = (key: (typeof updatedOnConflict)[number]) => `"${postings[key].name}"`;
const contentColumns = updatedOnConflict.filter((key) => key !== 'lastSeenAt' && key !== 'closedAt');

const conflictSet = {
  ...Object.fromEntries(updatedOnConflict.map((key) => [key, sql.raw(`excluded.${column(key)}`)])),
  // The percolator matches it again when anything it ranks on changed or it reopens (a new posting is flagged by default).
  percolatePending: sql.raw(
    `"postings"."percolate_pending" OR "postings"."closed_at" IS NOT NULL OR (${contentColumns.map((key) => `"postings".${column(key)}`).join(', ')}) IS DISTINCT FROM (${contentColumns.map((key) => `excluded.${column(key)}`).join(', ')})`,
  ),
};

/**
 * Stores what a fetch found: new postings are added, known ones refreshed and reopened, and each is
 * marked seen at `seenAt` (a board's postings not seen in a fetch are closed by `closeUnseenBoardPostings`).
 * Returns the stored postings with their ids, in input order.
 */
export async function upsertPostings(db: Db, found: Posting[], seenAt: Date): Promise<StoredPosting[]> {
  // One statement may not touch a row twice: the last copy of a (source, id) wins.
  const unique = new Map(found.map((posting) => [`${posting.source}\u0000${posting.sourceId}`, posting]));
  const list = [...unique.values()];
  const ids = new Map<string, { id: number; firstSeenAt: Date }>();
  for (let start = 0; start < list.length; start += batchSize) {
    const rows = await db
      .insert(postings)
      .values(list.slice(start, start + batchSize).map((posting) => toRow(posting, seenAt)))
      .onConflictDoUpdate({ target: [postings.source, postings.sourceId], set: conflictSet })
      .returning({ id: postings.id, firstSeenAt: postings.firstSeenAt, source: postings.source, sourceId: postings.sourceId });
    for (const row of rows) ids.set(`${row.source}\u0000${row.sourceId}`, { id: row.id, firstSeenAt: row.firstSeenAt });
  }
  return list.flatMap((posting) => {
    const stored = ids.get(`${posting.source}\u0000${posting.sourceId}`);
    return stored === undefined ? [] : [{ ...posting, ...stored }];
  });
}
