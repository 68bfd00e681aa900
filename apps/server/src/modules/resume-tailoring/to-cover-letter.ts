import type { CoverLetter } from '@seeker/contract';
import type { coverLetters } from '../../db/schema';

export function toCoverLetter(row: typeof coverLetters.$inferSelect): CoverLetter {
  return {
    jobId: row.jobId,
    text: row.text,
    engine: row.engine,
    notes: row.notes,
    resumeId: row.resumeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
