import { readStructure, whyCheckFirst, type CheckFirstReason } from '@seeker/agents';
import { checkFirstMessages, type ResumeStructure } from '@seeker/contract';
import type { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** A saved resume tailored unchecked: its owner has not confirmed what Seeker read from it. */
export type UncheckedResume = typeof resumes.$inferSelect;

/**
 * An unchecked resume read as the check step's layout reader reads it (with the file's layout, every field unsure
 * when it was read by OCR): the reading tailoring writes from, never the LLM's merged one.
 */
const readUnchecked = (row: UncheckedResume): Pick<ResumeStructure, 'resume' | 'read'> =>
  readStructure(row.text, { ocr: row.metadata.readByOcr === true, ...(row.layout ? { layout: row.layout } : {}) });

export function checkFirstMessage(reason: CheckFirstReason): string {
  switch (reason.kind) {
    case 'no-roles':
      return checkFirstMessages.noRoles;
    case 'problems':
      return checkFirstMessages.problems(reason.problems);
    case 'unsure':
      return checkFirstMessages.unsure(reason.unsure, reason.fields);
  }
}

/**
 * Issue 68: a saved resume read with no roles, or too uncertainly (whyCheckFirst), is not tailored until its
 * owner checks what Seeker read: 409 RESUME_NOT_CHECKED, saying why. A reading that may be tailored unchecked passes.
 */
export async function refuseUntilChecked(row: UncheckedResume): Promise<void> {
  const reason = whyCheckFirst(readUnchecked(row));
  if (reason) throw new AppError('RESUME_NOT_CHECKED', checkFirstMessage(reason));
}
