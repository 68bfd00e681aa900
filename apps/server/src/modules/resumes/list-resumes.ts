import type { ResumeList } from '@seeker/contract';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { primaryResumeId } from './primary-resume';
import { toResumeDto } from './to-resume-dto';

/** The primary resume first (the wizard's and the tailoring screen's default), then newest first. */
export async function listResumes(db: Db, userId: string): Promise<ResumeList> {
  // Every column but the layout (the lines a PDF was read from: as large as its text, and no list shows it) and the
  // LLM's reading of the fields (only the check step reads it).
  const { layout: _layout, llmStructure: _llmStructure, ...listed } = getTableColumns(resumes);
  const rows = await db.select(listed).from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.createdAt), desc(resumes.id));
  const primary = await primaryResumeId(db, userId);
  const ordered = [...rows.filter((row) => row.id === primary), ...rows.filter((row) => row.id !== primary)];
  return { resumes: ordered.map(toResumeDto), primaryResumeId: primary };
}
