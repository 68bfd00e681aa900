import type { TailoredResume } from '@seeker/contract';
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';
import { savedJobs } from './saved-jobs';
import { resumes } from './resumes';

/** Spec part 2 section 7 `resumeTailoring/{jobId}`: each tailoring kept, the newest per job is the one shown. */
export const resumeTailorings = pgTable(
  'resume_tailorings',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    /** The saved job it was made for; null for a posting pasted in (/resume-tailoring/new) or once the job is deleted. */
    jobId: text('job_id').references(() => savedJobs.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull(),
    company: text('company').notNull(),
    /** The tailored resume (type "tailored"); the tailoring goes when the user deletes it. */
    resumeId: text('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    originalResumeId: text('original_resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    result: jsonb('result').$type<TailoredResume>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('resume_tailorings_user_job_idx').on(table.userId, table.jobId, table.createdAt)],
);

/** One cover letter per saved job, as last written or edited. */
export const coverLetters = pgTable(
  'cover_letters',
  {
    userId: ownerId(),
    /** The letter goes with its job. */
    jobId: text('job_id')
      .notNull()
      .references(() => savedJobs.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    engine: text('engine', { enum: ['deterministic', 'llm'] }).notNull(),
    notes: jsonb('notes').$type<string[]>().notNull(),
    resumeId: text('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] })],
);
