import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ApplicationPriority, JobStatus } from '@seeker/contract';
import { createdAt, ownerId } from './columns';
import { savedJobs } from './saved-jobs';

const job = () =>
  text('job_id')
    .notNull()
    .references(() => savedJobs.id, { onDelete: 'cascade' });

/**
 * What the user keeps about one application beyond its pipeline status: notes, tags, their marks (priority,
 * excitement, a deadline) and whether it is archived. One row per saved job, made on first write.
 */
export const applications = pgTable(
  'applications',
  {
    jobId: job().primaryKey(),
    userId: ownerId(),
    notes: text('notes').notNull().default(''),
    notesUpdatedAt: timestamp('notes_updated_at', { withTimezone: true }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priority: text('priority').$type<ApplicationPriority>(),
    excitement: smallint('excitement'),
    /** The day to apply by, in the user's calendar. */
    deadline: date('deadline', { mode: 'string' }),
    /** Off the board (kept with everything on it) since then; null while on it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The user's stage within the job's status (decision 0035); a move to another status clears it. */
    stageId: text('stage_id').references((): AnyPgColumn => applicationStages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('applications_user_idx').on(table.userId), index('applications_stage_idx').on(table.stageId)],
);

/** A user's own stage inside one of the spec's statuses ("Phone screen" under Interviewing), in order. */
export const applicationStages = pgTable(
  'application_stages',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    status: text('status').$type<JobStatus>().notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('application_stages_user_idx').on(table.userId, table.status, table.position)],
);

/**
 * The people met through an application. One person on several applications (a recruiter at Acme for
 * three jobs) is one `personId` on a row per application, the rows' details kept alike by every edit.
 */
export const applicationContacts = pgTable(
  'application_contacts',
  {
    id: text('id').primaryKey(),
    jobId: job(),
    userId: ownerId(),
    personId: text('person_id').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    email: text('email').notNull(),
    link: text('link').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('application_contacts_job_idx').on(table.jobId, table.createdAt),
    index('application_contacts_person_idx').on(table.userId, table.personId),
  ],
);

/** An interview: the wall date and time the user typed, in the zone they were in, and the instant that is. */
export const applicationInterviews = pgTable(
  'application_interviews',
  {
    id: text('id').primaryKey(),
    jobId: job(),
    userId: ownerId(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    timezone: text('timezone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    place: text('place').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('application_interviews_job_idx').on(table.jobId, table.startsAt),
    index('application_interviews_user_idx').on(table.userId, table.startsAt),
  ],
);

/**
 * "Remind me on {date}": sent in-app at `remindAt` (that day's follow-up hour in the user's zone) by the
 * minute job, with email and push as the user's notification type and quiet hours allow.
 */
export const applicationFollowUps = pgTable(
  'application_follow_ups',
  {
    id: text('id').primaryKey(),
    jobId: job(),
    userId: ownerId(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    note: text('note').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('application_follow_ups_job_idx').on(table.jobId, table.dueOn),
    // The minute job's read: reminders whose time has come and that are not sent yet.
    index('application_follow_ups_unsent_idx')
      .on(table.remindAt)
      .where(sql`${table.sentAt} is null and ${table.doneAt} is null`),
    // A user's waiting reminders, counted against their quota on every add (pending-follow-ups-quota.ts).
    index('application_follow_ups_waiting_user_idx')
      .on(table.userId)
      .where(sql`${table.sentAt} is null and ${table.doneAt} is null`),
  ],
);
