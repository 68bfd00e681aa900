import { isDeepStrictEqual } from 'node:util';
import { and, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { groupBy } from '../../lib/group-by';
import { savedJobs } from '../../db/schema';
import { asRecordValue, insertSavedJobs, type Column, type SavedJobValues, type SavedJobRow } from './saved-job-records';
import { arrayParam } from '../../db/array-param';

export type { SavedJobValues, SavedJobRow } from './saved-job-records';

/** What a later search refreshes: the posting as found now. Status, history, favourite and what went with the application stay the user's. */
export function refreshed(found: SavedJobValues) {
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
export async function keepFoundJobs(tx: Db, userId: string, found: SavedJobValues[], now: Date): Promise<SavedJobRow[]> {
  return (await keepFoundJobsOf(tx, [{ userId, found, now }]))[0]!;
}

/**
 * keepFoundJobs for the searches of many users at once (each user once among them): their known jobs read
 * in one statement, refreshed in one (two when some changed more than their place), the new ones added in one.
 */
export async function keepFoundJobsOf(tx: Db, searches: { userId: string; found: SavedJobValues[]; now: Date }[]): Promise<SavedJobRow[][]> {
  const all = searches.flatMap((search) => search.found);
  if (all.length === 0) return searches.map(() => []);
  const postingIds = [...new Set(all.flatMap((job) => (job.postingId == null ? [] : [job.postingId])))];
  const fingerprints = [...new Set(all.flatMap((job) => (job.fingerprint == null ? [] : [job.fingerprint])))];
  // One array parameter a list, not one parameter an item (a batch of runs finds hundreds of jobs).
  const identities = [
    postingIds.length > 0 ? sql`${savedJobs.postingId} = any(${arrayParam(postingIds, 'bigint')})` : undefined,
    fingerprints.length > 0 ? sql`${savedJobs.fingerprint} = any(${arrayParam(fingerprints, 'text')})` : undefined,
  ].filter((condition) => condition !== undefined);
  const users = searches.map((search) => search.userId);
  const known =
    identities.length === 0
      ? []
      : await tx
          .select(knownColumns)
          .from(savedJobs)
          .where(and(sql`${savedJobs.userId} = any(${arrayParam(users, 'text')})`, or(...identities)))
          .orderBy(savedJobs.createdAt, savedJobs.id);
  const knownByUser = groupBy(known, (saved) => saved.userId);

  // Known jobs are refreshed together (refreshSavedJobs); new ones go in one insert.
  const matches = searches.map((search) => matchKnown(knownByUser.get(search.userId) ?? [], search.found));
  const refreshes = searches.flatMap((search, at) =>
    matches[at]!.flatMap((match, index) => (match ? [{ match, values: refreshed(search.found[index]!), now: search.now }] : [])),
  );
  const byMatch = new Map((await refreshSavedJobs(tx, refreshes)).map((row) => [row.id, row]));
  // Undefined when the user deleted it while this search ran: found again, it is saved anew.
  const kept = searches.map((search, at) =>
    search.found.map((_job, index) => (matches[at]![index] ? byMatch.get(matches[at]![index]!.id) : undefined)),
  );
  const added = searches.flatMap((search, at) =>
    search.found.filter((_job, index) => !kept[at]![index]).map((job) => ({ ...job, userId: search.userId, lastFoundAt: search.now })),
  );
  const inserted = added.length > 0 ? await insertSavedJobs(tx, added) : [];
  const insertedById = new Map(inserted.map((row) => [row.id, row]));
  return searches.map((search, at) => search.found.map((job, index) => kept[at]![index] ?? insertedById.get(job.id)!));
}

/** The known job each found job is, if any: by posting id first, else by fingerprint; each known job at most once. */
function matchKnown(known: KnownJob[], found: SavedJobValues[]): (KnownJob | undefined)[] {
  const taken = new Set<string>();
  const ownPostings = new Set(found.flatMap((job) => (job.postingId == null ? [] : [job.postingId])));
  // The known jobs by posting and by fingerprint, each list in the known jobs' order (oldest first).
  const byPosting = groupBy(
    known.filter((saved) => saved.postingId != null),
    (saved) => saved.postingId!,
  );
  const byFingerprint = groupBy(
    known.filter((saved) => saved.fingerprint != null),
    (saved) => saved.fingerprint!,
  );
  const matchOf = (job: SavedJobValues) =>
    (job.postingId == null ? undefined : byPosting.get(job.postingId)?.find((saved) => !taken.has(saved.id))) ??
    // Another opening this search lists apart (its own posting among the results) is not this one.
    (job.fingerprint == null
      ? undefined
      : byFingerprint.get(job.fingerprint)?.find((saved) => !taken.has(saved.id) && (saved.postingId == null || !ownPostings.has(saved.postingId))));
  return found.map((job) => {
    const match = matchOf(job);
    if (match) taken.add(match.id);
    return match;
  });
}

type Refreshed = ReturnType<typeof refreshed>;
type Refresh = { match: KnownJob; values: Refreshed; now: Date };
/** A refresh with what it changes of its job. */
type Changed = { refresh: Refresh; changes: Partial<Refreshed> };

// What a search reads of the jobs it may find again: not the posting's text, which it replaces.
const {
  description: _description,
  descriptionHtml: _descriptionHtml,
  qualifications: _qualifications,
  benefits: _benefits,
  places: _places,
  sources: _sources,
  ...knownColumns
} = getTableColumns(savedJobs);
const replacedText = ['description', 'descriptionHtml', 'qualifications', 'benefits', 'places', 'sources'] as const;
type KnownJob = Omit<SavedJobRow, (typeof replacedText)[number]>;

/**
 * What a refresh changes of a saved job: the values that differ from what it has (dates by instant, JSON
 * by content, whatever order the database hands its keys back in). A job found again with
 * the same text (its content hash) keeps its text columns, neither sent nor rewritten; else all of them
 * are sent. Values a refresh leaves undefined stay as they are.
 */
function changesOf({ match, values }: Pick<Refresh, 'match' | 'values'>): Partial<Refreshed> {
  const sameText = values.contentHash != null && values.contentHash === match.contentHash;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const text = (replacedText as readonly string[]).includes(key);
    if (text ? !sameText : !sameValue(match[key as keyof KnownJob], value)) changes[key] = value;
  }
  // A job's place in a search is its session and number together: never one without the other (another
  // writer may have moved it since it was read).
  if ('sessionId' in changes || 'listingNumber' in changes)
    for (const key of ['sessionId', 'listingNumber'] as const) if (values[key] !== undefined) changes[key] = values[key];
  return changes as Partial<Refreshed>;
}

/** isDeepStrictEqual of a stored value and a found one, most of which are equal strings or numbers: those compared as such first. */
function sameValue(stored: unknown, found: unknown): boolean {
  if (Object.is(stored, found)) return true;
  if (typeof found !== 'object' || found === null || typeof stored !== 'object' || stored === null) return false;
  if (found instanceof Date && stored instanceof Date) return Object.is(found.getTime(), stored.getTime());
  return isDeepStrictEqual(stored, found);
}

/**
 * Each saved job set to what changed of it and when it was found: a run that finds the same 50 jobs again
 * sends their new places in the list, not 50 copies of what they already say. Jobs that only moved (nearly
 * all of them: the same text, score and reason) go in one UPDATE of arrays; the others in one more.
 */
async function refreshSavedJobs(tx: Db, refreshes: Refresh[]): Promise<SavedJobRow[]> {
  if (refreshes.length === 0) return [];
  const moved: Changed[] = [];
  const rewritten: Changed[] = [];
  for (const refresh of refreshes) {
    const changes = changesOf(refresh);
    const onlyMoved = Object.keys(changes).every((key) => key === 'sessionId' || key === 'listingNumber');
    (onlyMoved ? moved : rewritten).push({ refresh, changes });
  }
  const updated = [...(await moveSavedJobs(tx, moved)), ...(await writeChanges(tx, rewritten))];
  // The rows as written, without reading the text back: what the user had, with what this search found
  // (the same text as kept, where unchanged).
  const done = new Set(updated.map((row) => row.id));
  return refreshes
    .filter((refresh) => done.has(refresh.match.id))
    .map((refresh) => ({ ...refresh.match, ...refresh.values, lastFoundAt: refresh.now }) as SavedJobRow);
}

/** Jobs whose place in a list (if it changed: null keeps it) and last-found time are all that change, one array a column. */
async function moveSavedJobs(tx: Db, moved: Changed[]): Promise<{ id: string }[]> {
  if (moved.length === 0) return [];
  const ids = moved.map(({ refresh }) => refresh.match.id);
  return selectRows<{ id: string }>(
    tx,
    sql`update ${savedJobs} set session_id = coalesce(moved.session_id, ${savedJobs.sessionId}),
        listing_number = coalesce(moved.listing_number, ${savedJobs.listingNumber}), last_found_at = moved.found_at
      from unnest(
        ${arrayParam(ids, 'text')},
        ${arrayParam(
          moved.map(({ changes }) => changes.sessionId ?? null),
          'text',
        )},
        ${arrayParam(
          moved.map(({ changes }) => changes.listingNumber ?? null),
          'int',
        )},
        ${arrayParam(
          moved.map(({ refresh }) => refresh.now.toISOString()),
          'timestamptz',
        )}
      ) as moved(id, session_id, listing_number, found_at)
      where ${savedJobs.id} = any(${arrayParam(ids, 'text')}) and ${savedJobs.id} = moved.id
      returning ${savedJobs.id}`,
  );
}

/**
 * Jobs with more than their place changed, in one UPDATE: each job's changes travel as one JSON object;
 * a column takes the object's value only where the object has its key.
 */
async function writeChanges(tx: Db, items: Changed[]): Promise<{ id: string }[]> {
  if (items.length === 0) return [];
  const keys = [...new Set(items.flatMap(({ changes }) => Object.keys(changes) as (keyof Refreshed)[]))];
  const columns = keys.map((key) => [key, savedJobs[key] as Column] as const);
  const records = items.map(({ refresh, changes }) => ({
    match_id: refresh.match.id,
    found_at: refresh.now.toISOString(),
    ...Object.fromEntries(columns.flatMap(([key, column]) => (key in changes ? [[column.name, asRecordValue(column, changes[key])]] : []))),
  }));
  return (
    tx
      .update(savedJobs)
      .set({
        ...Object.fromEntries(
          columns.map(([key, column]) => [
            key,
            sql`case when refresh.record ? ${column.name} then (refresh.found).${sql.identifier(column.name)} else ${column} end`,
          ]),
        ),
        lastFoundAt: sql`(refresh.record ->> 'found_at')::timestamptz`,
      })
      // `offset 0` keeps the subquery whole: pulled up, each `(refresh.found).column` would populate the record again.
      .from(
        sql`(select record, jsonb_populate_record(null::${savedJobs}, record) as found
        from jsonb_array_elements(${JSON.stringify(records)}::jsonb) as record offset 0) as refresh`,
      )
      .where(eq(savedJobs.id, sql`refresh.record ->> 'match_id'`))
      .returning({ id: savedJobs.id })
  );
}

/** One saved job, known by its id (a page the user added again), refreshed with the job as read now. */
export async function refreshSavedJob(tx: Db, userId: string, id: string, found: SavedJobValues, now: Date): Promise<SavedJobRow | undefined> {
  const { sessionId: _sessionId, listingNumber: _listingNumber, ...values } = refreshed(found);
  const [row] = await tx
    .update(savedJobs)
    .set({ ...values, lastFoundAt: now })
    .where(and(eq(savedJobs.id, id), eq(savedJobs.userId, userId)))
    .returning();
  return row;
}
