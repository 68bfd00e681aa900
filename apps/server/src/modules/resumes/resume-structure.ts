import { createHash } from 'node:crypto';
import { confirmedToParsed, datesLanguage } from '@seeker/agents';
import { resumeStructureMessages, type ConfirmedResume, type ParsedResume, type ResumeStructure } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { StructureReader } from './llm-structure';

type Row = Pick<
  typeof resumes.$inferSelect,
  'id' | 'type' | 'text' | 'hasText' | 'storagePath' | 'structure' | 'structureConfirmedAt' | 'metadata' | 'layout' | 'llmStructure'
>;

/** How an unconfirmed structure is read (`createStructureReader`), and where what goes wrong is logged. */
export type StructureReading = { reader: StructureReader; log: FastifyBaseLogger };

function assertCheckable(row: Row) {
  if (row.type !== 'original') throw new AppError('CONFLICT', resumeStructureMessages.tailoredHasNone);
  if (!row.hasText) throw new AppError('DOCUMENT_LIMIT', resumeStructureMessages.unreadable);
}

/** Which version of a resume's file a structure was read from: every new file is stored under a new key. */
export const fileVersionOf = (row: Pick<Row, 'storagePath'>) => createHash('sha256').update(row.storagePath).digest('hex').slice(0, 16);

/** What Seeker read from one resume (and where each entry came from), or the fields its owner confirmed. */
export async function resumeStructureOf(row: Row, { reader, log }: StructureReading): Promise<ResumeStructure> {
  assertCheckable(row);
  const fileVersion = fileVersionOf(row);
  if (row.structure && row.structureConfirmedAt)
    return {
      resumeId: row.id,
      fileVersion,
      status: 'confirmed',
      confirmedAt: row.structureConfirmedAt.toISOString(),
      resume: row.structure,
      read: { basics: { uncertain: [] }, work: [], education: [], problems: [] },
    };
  const read = await reader.structureOf(row, log);
  return { resumeId: row.id, fileVersion, status: 'unchecked', confirmedAt: null, ...read };
}

/**
 * Stores the fields as its owner confirmed them, for this version of the file: when they were checked
 * against another version (`fileVersion`, from the GET), the file changed meanwhile and nothing is stored.
 */
export async function confirmResumeStructure(
  db: Db,
  row: Row,
  structure: ConfirmedResume,
  fileVersion: string | undefined,
  reading: StructureReading,
  now = new Date(),
): Promise<ResumeStructure> {
  assertCheckable(row);
  if (fileVersion !== undefined && fileVersion !== fileVersionOf(row)) throw new AppError('CONFLICT', resumeStructureMessages.fileChanged);
  const [saved] = await db
    .update(resumes)
    .set({ structure, structureConfirmedAt: now, updatedAt: now })
    // The file the owner checked: a replacement that landed meanwhile is a new version, left unchecked.
    .where(and(eq(resumes.id, row.id), eq(resumes.storagePath, row.storagePath)))
    .returning();
  if (!saved) throw new AppError('CONFLICT', resumeStructureMessages.fileChanged);
  return resumeStructureOf(saved, reading);
}

/** Back to what Seeker reads from the file: the confirmed fields are dropped. */
export async function clearResumeStructure(db: Db, row: Row, reading: StructureReading, now = new Date()): Promise<ResumeStructure> {
  assertCheckable(row);
  await db.update(resumes).set({ structure: null, structureConfirmedAt: null, updatedAt: now }).where(eq(resumes.id, row.id));
  return resumeStructureOf({ ...row, structure: null, structureConfirmedAt: null }, reading);
}

/** The structure tailoring and "Fill from my resume" read from a resume: its owner's confirmed fields, or none (then the text is read). */
export function confirmedStructureOf(row: Pick<Row, 'text' | 'structure' | 'structureConfirmedAt'>): ParsedResume | undefined {
  if (!row.structure || !row.structureConfirmedAt) return undefined;
  return confirmedToParsed(row.structure, datesLanguage(row.text));
}
