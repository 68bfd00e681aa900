import type { ConfirmedResume, ResumeFileType } from '@seeker/contract';
import type { LlmStructureAnswer } from '@seeker/agents';
import type { LayoutLine } from '@seeker/agents/documents';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';

export type ResumeMetadataColumn = {
  title: string;
  uploadSource: 'manual' | 'ai_generated';
  isOriginal: boolean;
  keywords: string[];
  // A tailored resume: what it was made for and from, and where its DOCX twin is stored.
  description?: string;
  relatedJobId?: string | null;
  relatedCompany?: string;
  relatedRole?: string;
  originalResumeId?: string | null;
  customizations?: string[];
  docxPath?: string;
  // The text was read from images by OCR (a scanned PDF, a photo): "Check what Seeker read" marks every field unsure.
  readByOcr?: boolean;
};

/** The LLM's reading of one version of the file (`storagePath`): its answer, or the failure that left none. */
export type LlmStructureColumn = { storagePath: string; at: string; answer?: LlmStructureAnswer; failure?: string };

/** Spec part 2 section 3 "Resume record"; the file itself is in the file store at `storagePath`. */
export const resumes = pgTable(
  'resumes',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    title: text('title').notNull(),
    type: text('type', { enum: ['original', 'tailored'] }).notNull(),
    fileType: text('file_type').$type<ResumeFileType>().notNull(),
    fileSize: integer('file_size').notNull(),
    storagePath: text('storage_path').notNull(),
    text: text('text').notNull(),
    hasText: boolean('has_text').notNull(),
    metadata: jsonb('metadata').$type<ResumeMetadataColumn>().notNull(),
    // "Check what Seeker read" (issue 45): the fields its owner confirmed for this version of the file
    // (a new file clears them), in the JSON Resume shape; null while unchecked.
    structure: jsonb('structure').$type<ConfirmedResume>(),
    structureConfirmedAt: timestamp('structure_confirmed_at', { withTimezone: true, mode: 'date' }),
    // The lines the text was read from, with their layout (decision 0043): a PDF's; null for text files, scans and
    // resumes stored before it.
    layout: jsonb('layout').$type<LayoutLine[]>(),
    // What the LLM read of this file's fields, asked once (decision 0044): held to the document and merged with the
    // layout reader's on every read of the structure; or why it could not, to ask again later. Null without an LLM.
    llmStructure: jsonb('llm_structure').$type<LlmStructureColumn>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('resumes_user_id_created_at_idx').on(table.userId, table.createdAt),
    // The orphan-file sweep asks which of a thousand stored keys a row still names.
    index('resumes_storage_path_idx').on(table.storagePath),
    index('resumes_docx_path_idx').on(sql`(${table.metadata}->>'docxPath')`),
  ],
);
