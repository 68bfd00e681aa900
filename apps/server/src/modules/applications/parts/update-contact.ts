import { applicationMessages, type Contact, type contactRequestSchema } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { applicationContacts } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { findOwnedJob } from '../../saved-jobs';
import { contactOf } from '../application/application-parts';

/** A contact corrected: every field as given (one left out is cleared, as the form sends them all). Another user's, or one of another job, is `notFound`. */
export async function updateContact(
  db: Db,
  userId: string,
  anyJobId: string,
  contactId: string,
  contact: z.infer<typeof contactRequestSchema>,
): Promise<Contact> {
  const { id: jobId } = await findOwnedJob(db, userId, anyJobId, { lock: false });
  const [row] = await db
    .update(applicationContacts)
    .set(contact)
    .where(and(eq(applicationContacts.id, contactId), eq(applicationContacts.jobId, jobId), eq(applicationContacts.userId, userId)))
    .returning();
  if (!row) throw AppError.notFound(applicationMessages.contactNotFound);
  return contactOf(row);
}
