import { applicationMessages, type Contact, type contactRequestSchema } from '@seeker/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { applicationContacts } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { lockOwner } from '../../auth';
import { findOwnedJob } from '../../saved-jobs';
import { contactsWithPlaces } from '../contacts/contact-people';
import { contactFacts, recordTimelineEvents } from '../../application-timeline';
import { changedFields } from './changed-fields';

const fields = ['name', 'role', 'email', 'link'] as const;

/**
 * A contact corrected: every field as given (one left out is cleared, as the form sends them all), on
 * every application that person is on, each of those timelines saying "contact changed" when anything
 * did. Another user's, or one of another job, is `notFound`.
 */
export async function updateContact(
  db: Db,
  userId: string,
  anyJobId: string,
  contactId: string,
  contact: z.infer<typeof contactRequestSchema>,
): Promise<Contact> {
  const { id: jobId } = await findOwnedJob(db, userId, anyJobId, { lock: false });
  const theirs = and(eq(applicationContacts.id, contactId), eq(applicationContacts.jobId, jobId), eq(applicationContacts.userId, userId));
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [stored] = await tx.select().from(applicationContacts).where(theirs).for('update');
    if (!stored) throw AppError.notFound(applicationMessages.contactNotFound);
    const [row] = await tx.update(applicationContacts).set(contact).where(theirs).returning();
    if (changedFields(stored, row!, [...fields]))
      await recordTimelineEvents(tx, userId, jobId, [{ kind: 'contact-changed', facts: contactFacts(row!) }]);
    // The same person on other applications: the same details there, and the change on their timelines.
    const others = await tx
      .select()
      .from(applicationContacts)
      .where(and(eq(applicationContacts.userId, userId), eq(applicationContacts.personId, stored.personId), ne(applicationContacts.id, stored.id)));
    for (const other of others) {
      if (!changedFields(other, { ...other, ...contact }, [...fields])) continue;
      const [updated] = await tx.update(applicationContacts).set(contact).where(eq(applicationContacts.id, other.id)).returning();
      await recordTimelineEvents(tx, userId, other.jobId, [{ kind: 'contact-changed', facts: contactFacts(updated!) }]);
    }
    const [shown] = await contactsWithPlaces(tx, userId, jobId, [row!]);
    return shown!;
  });
}
