import { timelineEventsShown, type Application } from '@seeker/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  applicationContacts,
  applicationEvents,
  applicationFollowUps,
  applicationInterviews,
  applications,
  applicationStages,
  resumes,
  resumeTailorings,
} from '../../../db/schema';
import { calendarDayIn } from '../../../lib/time/calendar-day';
import { findOwnedJob, savedJobFromRow } from '../../saved-jobs';
import { userTimeZone } from '../user-time-zone';
import { applicationTimeline } from '../timeline/application-timeline';
import { contactsWithPlaces } from '../contacts/contact-people';
import { followUpOf, interviewOf } from './application-parts';

/** One application: the job, the user's notes and tags, contacts, interviews, follow-ups and its timeline. */
export async function readApplication(db: Db, userId: string, anyJobId: string, browserZone?: string, now = new Date()): Promise<Application> {
  const view = await findOwnedJob(db, userId, anyJobId, { lock: false });
  const jobId = view.id;
  const ofJob = (table: { jobId: PgColumn; userId: PgColumn }) => and(eq(table.jobId, jobId), eq(table.userId, userId));
  const [timezone, [kept], [stage], contacts, interviews, followUps, tailorings, events] = await Promise.all([
    userTimeZone(db, userId, browserZone),
    db.select().from(applications).where(ofJob(applications)),
    db
      .select({ id: applicationStages.id, name: applicationStages.name })
      .from(applications)
      .innerJoin(applicationStages, eq(applicationStages.id, applications.stageId))
      .where(ofJob(applications)),
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
      .select({ at: applicationEvents.at, kind: applicationEvents.kind, facts: applicationEvents.facts })
      .from(applicationEvents)
      .where(ofJob(applicationEvents))
      .orderBy(desc(applicationEvents.at))
      .limit(timelineEventsShown),
  ]);
  const people = await contactsWithPlaces(db, userId, jobId, contacts);
  return {
    job: savedJobFromRow(view),
    notes: kept?.notes ?? '',
    notesUpdatedAt: kept?.notesUpdatedAt?.toISOString() ?? null,
    tags: kept?.tags ?? [],
    priority: kept?.priority ?? null,
    excitement: kept?.excitement ?? null,
    deadline: kept?.deadline ?? null,
    archivedAt: kept?.archivedAt?.toISOString() ?? null,
    stage: stage ?? null,
    contacts: people,
    interviews: interviews.map(interviewOf),
    followUps: followUps.map(followUpOf),
    timeline: applicationTimeline({
      savedAt: view.createdAt,
      moves: view.statusHistory,
      tailorings,
      events,
    }),
    timezone,
    today: calendarDayIn(now, timezone),
  };
}
