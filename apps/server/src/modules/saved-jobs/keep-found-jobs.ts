import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobListings } from '../../db/schema';

export type FoundJob = typeof jobListings.$inferInsert & { id: string };
export type SavedJob = typeof jobListings.$inferSelect;

/** What a later search refreshes: the posting as found now. Status, history, favourite and what went with the application stay the user's. */
function refreshed(found: FoundJob) {
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
          .select()
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
  // Known jobs are refreshed one by one (each its own values); new ones go in one insert.
  const kept: (SavedJob | undefined)[] = [];
  for (const [index, match] of matches.entries()) {
    if (!match) continue;
    // Undefined when the user deleted it while this search ran: found again, it is saved anew.
    [kept[index]] = await tx
      .update(jobListings)
      .set({ ...refreshed(found[index]!), lastFoundAt: now })
      .where(eq(jobListings.id, match.id))
      .returning();
  }
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
