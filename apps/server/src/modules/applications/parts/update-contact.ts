import { applicationMessages, type Contact, type contactRequestSchema } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { applicationContacts } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { findOwnedJob } from '../../saved-jobs';
import { contactOf } from '../application/application-parts';
import { contactFacts, recordTimelineEvents } from '../timeline/record-timeline-event';
import { changedFields } from './changed-fields';

/**
 * A contact corrected: every field as given (one left out is cleared, as the form sends them all), and
 * "contact changed" on the timeline when anything did. Another user's, or one of another job, is `notFound`.
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
    const [stored] = await tx.select().from(applicationContacts).where(theirs).for('update');
    if (!stored) throw AppError.notFound(applicationMessages.contactNotFound);
    const [row] = await tx.update(applicationContacts).set(contact).where(theirs).returning();
    if (changedFields(stored, row!, ['name', 'role', 'email', 'link']))
      await recordTimelineEvents(tx, userId, jobId, [{ kind: 'contact-changed', facts: contactFacts(row!) }]);
    return contactOf(row!);
  });
}
