import type { ProfileEducation, ProfileExperience, ProfileLink } from '@seeker/contract';
import { index, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';
import { resumes } from './resumes';

/** The spec's user document (part 1 section 3 "User profile"), one row per user, created on first sign-in. */
export const userProfiles = pgTable(
  'user_profiles',
  {
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
    /** Where alert emails go once confirmed; null = the account's sign-in email. */
    alertEmail: text('alert_email'),
    /** A new alert address waiting for its link: the link's token is stored hashed (sha256). */
    pendingAlertEmail: text('pending_alert_email'),
    alertEmailTokenHash: text('alert_email_token_hash'),
    alertEmailTokenExpiresAt: timestamp('alert_email_token_expires_at', { withTimezone: true }),
    alertEmailRequestedAt: timestamp('alert_email_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Deleting a resume sets this to null wherever it is named: without the index, a scan of every profile.
    index('user_profiles_primary_resume_idx').on(table.primaryResumeId),
    index('user_profiles_alert_email_token_idx').on(table.alertEmailTokenHash),
  ],
);
