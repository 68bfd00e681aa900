import type { Contact, FollowUp, Interview } from '@seeker/contract';
import type { applicationContacts, applicationFollowUps, applicationInterviews } from '../../../db/schema';

/** The stored contacts, interviews and follow-ups as the API shows them. */
export const contactOf = (row: typeof applicationContacts.$inferSelect, alsoOn: Contact['alsoOn'] = []): Contact => ({
  id: row.id,
  personId: row.personId,
  alsoOn,
  name: row.name,
  role: row.role,
  email: row.email,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
});

export const interviewOf = (row: typeof applicationInterviews.$inferSelect): Interview => ({
  id: row.id,
  date: row.date,
  time: row.time,
  timezone: row.timezone,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  place: row.place,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

export const followUpOf = (row: typeof applicationFollowUps.$inferSelect): FollowUp => ({
  id: row.id,
  dueOn: row.dueOn,
  note: row.note,
  remindAt: row.remindAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  doneAt: row.doneAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
