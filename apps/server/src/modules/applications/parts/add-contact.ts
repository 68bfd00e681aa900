import crypto from 'node:crypto';
import { applicationLimits, applicationMessages, type Contact, type contactRequestSchema } from '@seeker/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { applicationContacts } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { lockOwner } from '../../auth';
import { contactsWithPlaces } from '../contacts/contact-people';
import { contactFacts, recordTimelineEvents } from '../../application-timeline';
import { addWithinLimit } from './add-within-limit';

const contactLimit = { table: applicationContacts, limit: applicationLimits.contacts, tooMany: applicationMessages.tooManyContacts };

/** The person a new contact is: the one already met with this email address (case aside), else someone new. */
async function personFor(tx: Db, userId: string, email: string) {
  if (!email) return crypto.randomUUID();
  const [known] = await tx
    .select({ personId: applicationContacts.personId })
    .from(applicationContacts)
    .where(and(eq(applicationContacts.userId, userId), sql`lower(${applicationContacts.email}) = lower(${email})`))
    .orderBy(applicationContacts.createdAt, applicationContacts.id)
    .limit(1);
  return known?.personId ?? crypto.randomUUID();
}

/** One contact's answer, with the other applications that person is on. */
async function shown(tx: Db, userId: string, jobId: string, row: typeof applicationContacts.$inferSelect) {
  const [contact] = await contactsWithPlaces(tx, userId, jobId, [row]);
  return contact!;
}

/** A contact added to an application: the same person as one met before when the email address is theirs. */
export async function addContact(db: Db, userId: string, anyJobId: string, contact: z.infer<typeof contactRequestSchema>): Promise<Contact> {
  return addWithinLimit(db, userId, anyJobId, { ...contactLimit, first: (tx) => lockOwner(tx, userId) }, async (tx, jobId) => {
    const personId = await personFor(tx, userId, contact.email);
    const [row] = await tx
      .insert(applicationContacts)
      .values({ id: crypto.randomUUID(), jobId, userId, personId, ...contact })
      .returning();
    await recordTimelineEvents(tx, userId, jobId, [{ kind: 'contact-added', facts: contactFacts(row!) }]);
    return shown(tx, userId, jobId, row!);
  });
}

/**
 * Someone already among the user's contacts added to this application too, with their details as last
 * saved: `added` false when they were on it already (nothing changes). Another user's person is `notFound`.
 */
export async function addKnownContact(db: Db, userId: string, anyJobId: string, personId: string): Promise<{ contact: Contact; added: boolean }> {
  return addWithinLimit(db, userId, anyJobId, { ...contactLimit, first: (tx) => lockOwner(tx, userId) }, async (tx, jobId) => {
    const ofPerson = and(eq(applicationContacts.userId, userId), eq(applicationContacts.personId, personId));
    const [latest] = await tx.select().from(applicationContacts).where(ofPerson).orderBy(desc(applicationContacts.createdAt)).limit(1);
    if (!latest) throw AppError.notFound(applicationMessages.contactNotFound);
    const [here] = await tx
      .select()
      .from(applicationContacts)
      .where(and(ofPerson, eq(applicationContacts.jobId, jobId)))
      .limit(1);
    if (here) return { contact: await shown(tx, userId, jobId, here), added: false };
    const { name, role, email, link } = latest;
    const [row] = await tx
      .insert(applicationContacts)
      .values({ id: crypto.randomUUID(), jobId, userId, personId, name, role, email, link })
      .returning();
    await recordTimelineEvents(tx, userId, jobId, [{ kind: 'contact-added', facts: contactFacts(row!) }]);
    return { contact: await shown(tx, userId, jobId, row!), added: true };
  });
}
