import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';

/** Where a resume's files are kept: its own file, and a tailored resume's DOCX twin (both indexed). */
const docxPath = sql<string | null>`(${resumes.metadata}->>'docxPath')`;

/** Which of these storage keys a resume still names, in one indexed query (callers pass a page, not millions). */
export async function referencedFileKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storagePath: resumes.storagePath, docxPath })
    .from(resumes)
    .where(or(inArray(resumes.storagePath, keys), inArray(docxPath, keys)));
  return new Set(rows.flatMap((row) => [row.storagePath, ...(row.docxPath ? [row.docxPath] : [])]));
}
