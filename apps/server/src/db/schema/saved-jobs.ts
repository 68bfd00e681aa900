import type { JobPlace, JobStatus, Workplace } from '@seeker/contract';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';
import { jobSearchSessions } from './job-search';
import { postings } from './postings';
import { resumes } from './resumes';

export type SalaryRange = {
  min: number | null;
  max: number | null;
  currency: string | null;
  period: 'year' | 'month' | 'week' | 'day' | 'hour' | null;
};
export type PostingLinkRow = { source: string; label: string; url: string };

/**
 * A saved job: one per user and posting, whichever searches found it (spec "Job listing" as kept per
 * user). Its content is the posting as last found; status, history, favourite and what went with the
 * application are the user's and stay when a later search finds it again (keep-found-jobs.ts).
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    /** The id of the listing that first found it (`job-{sessionId}-{index}`), so that listing's links stay valid. */
    id: text('id').primaryKey(),
    userId: ownerId(),
    /** The latest search that lists it, and its rank there: always a session with a listing of this job. */
    sessionId: text('session_id')
      .notNull()
      .references(() => jobSearchSessions.id),
    listingNumber: integer('listing_number').notNull(),
    /** The shared posting it was found as (its identity); kept when the posting is pruned from the index. */
    postingId: bigint('posting_id', { mode: 'number' }).references(() => postings.id, { onDelete: 'set null' }),
    /** The merged fingerprint (least over its places): its identity when the posting id no longer matches. */
    fingerprint: text('fingerprint'),
    /** When a search last found it: the saved-jobs list is newest first by this. */
    lastFoundAt: timestamp('last_found_at', { withTimezone: true }).notNull().defaultNow(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    salary: text('salary').notNull(),
    salaryRange: jsonb('salary_range').$type<SalaryRange | null>(),
    datePosted: timestamp('date_posted', { withTimezone: true }).notNull(),
    /** False when the source states no date: datePosted is then when Seeker first saw the job. */
    datePostedStated: boolean('date_posted_stated').notNull().default(true),
    description: text('description').notNull(),
    descriptionHtml: text('description_html').notNull(),
    qualifications: jsonb('qualifications').$type<string[]>().notNull(),
    benefits: jsonb('benefits').$type<string[]>().notNull(),
    jobLink: text('job_link').notNull(),
    easyApply: boolean('easy_apply').notNull().default(false),
    favorite: boolean('favorite').notNull().default(false),
    status: text('status').$type<JobStatus>().notNull().default('new'),
    /** Every move through the pipeline with its time, so the dashboard's tiles mean something. */
    statusHistory: jsonb('status_history').$type<{ status: JobStatus; at: string }[]>().notNull(),
    /** When the job was first marked Applied, and what went with it: the tailored resume last made for it and whether it had a cover letter. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    resumeId: text('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    appliedResumeTitle: text('applied_resume_title'),
    appliedCoverLetter: boolean('applied_cover_letter').notNull().default(false),
    remote: boolean('remote').notNull(),
    workplace: text('workplace').$type<Workplace>(),
    /** Other places the same job is offered (gather-places.ts). */
    places: jsonb('places').$type<JobPlace[]>().notNull().default([]),
    jobType: text('job_type'),
    seniority: text('seniority'),
    source: text('source').notNull(),
    sourceLabel: text('source_label').notNull(),
    sourceUrl: text('source_url').notNull(),
    sources: jsonb('sources').$type<PostingLinkRow[]>().notNull(),
    /**
     * A hash of the posting's text as kept here (description, its HTML, qualifications, benefits, places,
     * sources): a search that finds the job again with the same text leaves those columns as they are.
     */
    contentHash: text('content_hash'),
    matchScore: integer('match_score').notNull(),
    matchReason: text('match_reason').notNull(),
    /** False for a job added by its link before there was anything to rank it against (matchReason says why); a search that finds it ranks it. */
    ranked: boolean('ranked').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    // The saved-jobs list and the dashboard: a page in the list's whole order, read off the index.
    index('saved_jobs_user_order_idx').on(
      table.userId,
      table.lastFoundAt.desc().nullsFirst(),
      table.sessionId.desc().nullsFirst(),
      table.listingNumber,
      table.id,
    ),
    // The dashboard's tiles: counts by status, from the index alone.
    index('saved_jobs_user_status_idx').on(table.userId, table.status),
    // A search's results matched to what the user already saved.
    index('saved_jobs_user_posting_idx').on(table.userId, table.postingId),
    index('saved_jobs_user_fingerprint_idx').on(table.userId, table.fingerprint),
  ],
);
