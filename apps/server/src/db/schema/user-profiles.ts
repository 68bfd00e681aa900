import type { ProfileEducation, ProfileExperience, ProfileLink } from '@seeker/contract';
import { integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';
import { resumes } from './resumes';

/** The spec's user document (part 1 section 3 "User profile"), one row per user, created on first sign-in. */
export const userProfiles = pgTable('user_profiles', {
  userId: ownerId().primaryKey(),
  role: text('role').notNull().default(''),
  title: text('title').notNull().default(''),
  location: text('location').notNull().default(''),
  bio: text('bio').notNull().default(''),
  avatar: text('avatar'),
  connections: integer('connections').notNull().default(0),
  applications: integer('applications').notNull().default(0),
  interviews: integer('interviews').notNull().default(0),
  skills: jsonb('skills').$type<string[]>().notNull().default([]),
  experience: jsonb('experience').$type<ProfileExperience[]>().notNull().default([]),
  education: jsonb('education').$type<ProfileEducation[]>().notNull().default([]),
  links: jsonb('links').$type<ProfileLink[]>().notNull().default([]),
  /** Spec part 2 section 3 user fields, kept by the flows that change them (search, Clear All). */
  currentSessionId: text('current_session_id'),
  lastSearchDate: timestamp('last_search_date', { withTimezone: true }),
  totalJobsViewed: integer('total_jobs_viewed').notNull().default(0),
  lastClearedDate: timestamp('last_cleared_date', { withTimezone: true }),
  /** The resume searches, tailoring and "Fill from my resume" start from; null = the newest original. */
  primaryResumeId: text('primary_resume_id').references((): AnyPgColumn => resumes.id, { onDelete: 'set null' }),
  /** Where alert emails go; null = the account's sign-in email. */
  alertEmail: text('alert_email'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
