import crypto from 'node:crypto';
import type { resumes } from '../../src/db/schema';

/** `count` resume rows of one user, straight for the database (no files): for filling a library fast. */
export function createResumeRows(userId: string, count: number, now = new Date()): (typeof resumes.$inferInsert)[] {
  return Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    userId,
    title: `r${index}.txt`,
    type: 'original' as const,
    fileType: 'txt' as const,
    fileSize: 1,
    storagePath: `resumes/${userId}/${index}_r.txt`,
    text: 'x',
    hasText: true,
    metadata: { title: `r${index}.txt`, uploadSource: 'manual' as const, isOriginal: true, keywords: [] },
    createdAt: now,
    updatedAt: now,
  }));
}
