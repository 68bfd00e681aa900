import type { Application } from '@seeker/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  applicationContacts,
  applicationFollowUps,
  applicationInterviews,
  applications,
  coverLetters,
  resumes,
  resumeTailorings,
} from '../../../db/schema';
import { calendarDayIn } from '../../../lib/time/calendar-day';
import { findOwnedJob, savedJobFromRow } from '../../saved-jobs';
import { userTimeZone } from '../user-time-zone';
import { applicationTimeline } from './application-timeline';
import { contactOf, followUpOf, interviewOf } from './application-parts';

/** One application: the job, the user's notes and tags, contacts, interviews, follow-ups and its timeline. */
export async function readApplication(db: Db, userId: string, anyJobId: string, browserZone?: string, now = new Date()): Promise<Application> {
  const view = await findOwnedJob(db, userId, anyJobId, { lock: false });
  const jobId = view.id;
  const ofJob = (table: { jobId: PgColumn; userId: PgColumn }) => and(eq(table.jobId, jobId), eq(table.userId, userId));
  const [timezone, [kept], contacts, interviews, followUps, tailorings, [letter]] = await Promise.all([
    userTimeZone(db, userId, browserZone),
    db.select().from(applications).where(ofJob(applications)),
    db.select().from(applicationContacts).where(ofJob(applicationContacts)).orderBy(asc(applicationContacts.createdAt), asc(applicationContacts.id)),
    db
      .select()
      .from(applicationInterviews)
      .where(ofJob(applicationInterviews))
      .orderBy(asc(applicationInterviews.startsAt), asc(applicationInterviews.id)),
    db
      .select()
      .from(applicationFollowUps)
      .where(ofJob(applicationFollowUps))
      .orderBy(asc(applicationFollowUps.dueOn), asc(applicationFollowUps.createdAt)),
    db
      .select({ at: resumeTailorings.createdAt, resumeTitle: resumes.title })
      .from(resumeTailorings)
      .innerJoin(resumes, eq(resumes.id, resumeTailorings.resumeId))
      .where(and(eq(resumeTailorings.userId, userId), eq(resumeTailorings.jobId, jobId)))
      .orderBy(desc(resumeTailorings.createdAt)),
    db
      .select({ createdAt: coverLetters.createdAt, updatedAt: coverLetters.updatedAt })
      .from(coverLetters)
      .where(and(eq(coverLetters.userId, userId), eq(coverLetters.jobId, jobId))),
  ]);
  return {
    job: savedJobFromRow(view),
    notes: kept?.notes ?? '',
    notesUpdatedAt: kept?.notesUpdatedAt?.toISOString() ?? null,
    tags: kept?.tags ?? [],
    contacts: contacts.map(contactOf),
    interviews: interviews.map(interviewOf),
    followUps: followUps.map(followUpOf),
    timeline: applicationTimeline({
      savedAt: view.createdAt,
      moves: view.statusHistory,
      tailorings,
      coverLetter: letter ?? null,
      contacts: contacts.map((contact) => ({ at: contact.createdAt, name: contact.name, role: contact.role })),
      interviews: interviews.map((interview) => ({ addedAt: interview.createdAt, ...interview })),
      followUps: followUps.map((followUp) => ({ addedAt: followUp.createdAt, ...followUp })),
    }),
    timezone,
    today: calendarDayIn(now, timezone),
  };
}
