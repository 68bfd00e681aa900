import crypto from 'node:crypto';
import { applicationLimits, applicationMessages, type Contact, type contactRequestSchema } from '@seeker/contract';
import type { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { applicationContacts } from '../../../db/schema';
import { contactOf } from '../application/application-parts';
import { contactFacts, recordTimelineEvents } from '../timeline/record-timeline-event';
import { addWithinLimit } from './add-within-limit';

export async function addContact(db: Db, userId: string, anyJobId: string, contact: z.infer<typeof contactRequestSchema>): Promise<Contact> {
  const limit = { table: applicationContacts, limit: applicationLimits.contacts, tooMany: applicationMessages.tooManyContacts };
  return addWithinLimit(db, userId, anyJobId, limit, async (tx, jobId) => {
    const [row] = await tx
      .insert(applicationContacts)
      .values({ id: crypto.randomUUID(), jobId, userId, ...contact })
      .returning();
    await recordTimelineEvents(tx, userId, jobId, [{ kind: 'contact-added', facts: contactFacts(row!) }]);
    return contactOf(row!);
  });
}
