import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobListings } from '../../db/schema';

export type FoundJob = typeof jobListings.$inferInsert & { id: string };
export type SavedJob = typeof jobListings.$inferSelect;

/** What a later search refreshes: the posting as found now. Status, history, favourite and what went with the application stay the user's. */
export function refreshed(found: FoundJob) {
  const {
    id: _id,
    userId: _userId,
    createdAt: _createdAt,
    favorite: _favorite,
    status: _status,
    statusHistory: _history,
    easyApply: _easyApply,
    ...posting
  } = found;
  return posting;
}

/**
 * The saved job for each of a search's results, in its order: the one the user already has for the
 * same posting (by the postings index's id, else by the merged fingerprint, never one another result of
 * this search is already), refreshed; else a new one, saved under the result's listing id. Runs in the
 * search's transaction, under the owner's lock, so two searches of one user cannot both add a job.
 */
export async function keepFoundJobs(tx: Db, userId: string, found: FoundJob[], now: Date): Promise<SavedJob[]> {
  if (found.length === 0) return [];
  const postingIds = [...new Set(found.flatMap((job) => (job.postingId == null ? [] : [job.postingId])))];
  const fingerprints = [...new Set(found.flatMap((job) => (job.fingerprint == null ? [] : [job.fingerprint])))];
  const identities = [
    postingIds.length > 0 ? inArray(jobListings.postingId, postingIds) : undefined,
    fingerprints.length > 0 ? inArray(jobListings.fingerprint, fingerprints) : undefined,
  ].filter((condition) => condition !== undefined);
  const known =
    identities.length === 0
      ? []
      : await tx
          .select(knownColumns)
          .from(jobListings)
          .where(and(eq(jobListings.userId, userId), or(...identities)))
          .orderBy(jobListings.createdAt, jobListings.id);

  const taken = new Set<string>();
  const ownPostings = new Set(postingIds);
  const matchOf = (job: FoundJob) =>
    known.find((saved) => !taken.has(saved.id) && job.postingId != null && saved.postingId === job.postingId) ??
    // Another opening this search lists apart (its own posting among the results) is not this one.
    known.find(
      (saved) =>
        !taken.has(saved.id) &&
        job.fingerprint != null &&
        saved.fingerprint === job.fingerprint &&
        (saved.postingId == null || !ownPostings.has(saved.postingId)),
    );

  const matches = found.map((job) => {
    const match = matchOf(job);
    if (match) taken.add(match.id);
    return match;
  });
  // Known jobs are refreshed in one statement (each its own values); new ones go in one insert.
  const kept: (SavedJob | undefined)[] = [];
  const refreshes = matches.flatMap((match, index) => (match ? [{ index, match, values: refreshed(found[index]!) }] : []));
  const byMatch = new Map((await refreshSavedJobs(tx, refreshes, now)).map((row) => [row.id, row]));
  // Undefined when the user deleted it while this search ran: found again, it is saved anew.
  for (const refresh of refreshes) kept[refresh.index] = byMatch.get(refresh.match.id);
  const added = found.filter((_job, index) => !kept[index]);
  const inserted =
    added.length > 0
      ? await tx
          .insert(jobListings)
          .values(added.map((job) => ({ ...job, userId, lastFoundAt: now })))
          .returning()
      : [];
  const insertedById = new Map(inserted.map((row) => [row.id, row]));
  return found.map((job, index) => kept[index] ?? insertedById.get(job.id)!);
}

type Refreshed = ReturnType<typeof refreshed>;

// What a search reads of the jobs it may find again: not the posting's text, which it replaces.
const {
  description: _description,
  descriptionHtml: _descriptionHtml,
  qualifications: _qualifications,
  benefits: _benefits,
  places: _places,
  sources: _sources,
  ...knownColumns
} = getTableColumns(jobListings);
const replacedText = ['description', 'descriptionHtml', 'qualifications', 'benefits', 'places', 'sources'] as const;
type KnownJob = Omit<SavedJob, (typeof replacedText)[number]>;
type Column = (typeof jobListings)[keyof Refreshed];

/** A column's value as JSON that `jsonb_to_recordset` reads back as the column's type. */
function asRecordValue(column: Column, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return column.getSQLType() === 'jsonb' || value === null ? value : column.mapToDriverValue(value as never);
}

/**
 * Each saved job set to its refreshed values and found `now`. A job found again with the same text (its
 * content hash) keeps its text columns as they are: neither sent nor rewritten, so a run that finds the
 * same 50 jobs again writes their places in the list, not 50 descriptions.
 */
async function refreshSavedJobs(tx: Db, refreshes: { match: KnownJob; values: Refreshed }[], now: Date): Promise<SavedJob[]> {
  const sameText = (refresh: { match: KnownJob; values: Refreshed }) =>
    refresh.values.contentHash != null && refresh.values.contentHash === refresh.match.contentHash;
  return [
    ...(await writeRefreshes(
      tx,
      refreshes.filter((refresh) => !sameText(refresh)),
      now,
      'with text',
    )),
    ...(await writeRefreshes(tx, refreshes.filter(sameText), now, 'text unchanged')),
  ];
}

/**
 * The refreshes in one UPDATE … FROM jsonb_to_recordset (a search refreshes up to 50 jobs: one statement
 * instead of 50). Columns a refresh leaves undefined stay as they are.
 */
async function writeRefreshes(
  tx: Db,
  refreshes: { match: KnownJob; values: Refreshed }[],
  now: Date,
  text: 'with text' | 'text unchanged',
): Promise<SavedJob[]> {
  if (refreshes.length === 0) return [];
  // What each refresh sends: all of it, or all but the text it keeps.
  const sent = refreshes.map(({ values }): Partial<Refreshed> =>
    text === 'with text' ? values : Object.fromEntries(Object.entries(values).filter(([key]) => !(replacedText as readonly string[]).includes(key))),
  );
  const keys = (Object.keys(sent[0]!) as (keyof Refreshed)[]).filter((key) => sent.every((values) => values[key] !== undefined));
  const varying = sent.some((values) =>
    Object.keys(values).some((key) => values[key as keyof Refreshed] !== undefined && !keys.includes(key as keyof Refreshed)),
  );
  if (varying || (text === 'with text' && replacedText.some((key) => !keys.includes(key)))) {
    const rows: SavedJob[] = [];
    for (const [index, refresh] of refreshes.entries())
      rows.push(
        ...(await tx
          .update(jobListings)
          .set({ ...sent[index], lastFoundAt: now })
          .where(eq(jobListings.id, refresh.match.id))
          .returning()),
      );
    return rows;
  }
  const columns = keys.map((key) => [key, jobListings[key] as Column] as const);
  const records = refreshes.map((refresh) => ({
    match_id: refresh.match.id,
    ...Object.fromEntries(columns.map(([key, column]) => [column.name, asRecordValue(column, refresh.values[key])])),
  }));
  const shape = sql.raw(['match_id text', ...columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`)].join(', '));
  const updated = await tx
    .update(jobListings)
    .set({ ...Object.fromEntries(columns.map(([key, column]) => [key, sql.raw(`refresh."${column.name}"`)])), lastFoundAt: now })
    .from(sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as refresh(${shape})`)
    .where(eq(jobListings.id, sql`refresh.match_id`))
    .returning({ id: jobListings.id });
  // The rows as written, without reading the text back: what the user had, with what this search found
  // (the same text as kept, where unchanged).
  const done = new Set(updated.map((row) => row.id));
  return refreshes
    .filter((refresh) => done.has(refresh.match.id))
    .map((refresh) => ({ ...refresh.match, ...refresh.values, lastFoundAt: now }) as SavedJob);
}

/** One saved job, known by its id (a page the user added again), refreshed with the job as read now. */
export async function refreshSavedJob(tx: Db, userId: string, id: string, found: FoundJob, now: Date): Promise<SavedJob | undefined> {
  const { sessionId: _sessionId, listingNumber: _listingNumber, ...values } = refreshed(found);
  const [row] = await tx
    .update(jobListings)
    .set({ ...values, lastFoundAt: now })
    .where(and(eq(jobListings.id, id), eq(jobListings.userId, userId)))
    .returning();
  return row;
}
