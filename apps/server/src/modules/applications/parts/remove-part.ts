import { applicationMessages } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { applicationContacts, applicationFollowUps, applicationInterviews } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { findOwnedJob } from '../../saved-jobs';
import { contactFacts, followUpFacts, interviewFacts, recordTimelineEvents, type TimelineEvent } from '../../application-timeline';

type RemovablePart<Table extends PgTable & { id: PgColumn; jobId: PgColumn; userId: PgColumn }> = {
  table: Table;
  notFound: string;
  /** What the timeline says of it once gone, in its last words. */
  removed: (row: Table['$inferSelect']) => TimelineEvent;
};

/** A part's removal, its table's types kept inside: each removes one of its own kind. */
const part =
  <Table extends PgTable & { id: PgColumn; jobId: PgColumn; userId: PgColumn }>(definition: RemovablePart<Table>) =>
  (db: Db, userId: string, anyJobId: string, partId: string) =>
    removePart(db, userId, anyJobId, partId, definition);

/**
 * Removing each part of an application: one contact, interview or follow-up of the caller's job (another
 * user's, or one of another job, is `notFound`), leaving its removal on the timeline.
 */
export const removableParts = {
  contact: part({
    table: applicationContacts,
    notFound: applicationMessages.contactNotFound,
    removed: (row) => ({ kind: 'contact-removed', facts: contactFacts(row) }),
  }),
  interview: part({
    table: applicationInterviews,
    notFound: applicationMessages.interviewNotFound,
    removed: (row) => ({ kind: 'interview-removed', facts: interviewFacts(row) }),
  }),
  followUp: part({
    table: applicationFollowUps,
    notFound: applicationMessages.followUpNotFound,
    removed: (row) => ({ kind: 'follow-up-removed', facts: followUpFacts(row) }),
  }),
};

async function removePart<Table extends PgTable & { id: PgColumn; jobId: PgColumn; userId: PgColumn }>(
  db: Db,
  userId: string,
  anyJobId: string,
  partId: string,
  { table, notFound, removed }: RemovablePart<Table>,
) {
  const { id: jobId } = await findOwnedJob(db, userId, anyJobId, { lock: false });
  await db.transaction(async (tx) => {
    const [row] = (await tx
      .delete(table)
      .where(and(eq(table.id, partId), eq(table.jobId, jobId), eq(table.userId, userId)))
      .returning()) as Table['$inferSelect'][];
    if (!row) throw AppError.notFound(notFound);
    await recordTimelineEvents(tx, userId, jobId, [removed(row)]);
  });
}
