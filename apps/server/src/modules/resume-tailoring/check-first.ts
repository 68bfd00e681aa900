import { readStructure, whyCheckFirst, type CheckFirstReason } from '@seeker/agents';
import { checkFirstMessages, type ResumeStructure } from '@seeker/contract';
import type { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** A saved resume tailored unchecked: its owner has not confirmed what Seeker read from it. */
export type UncheckedResume = typeof resumes.$inferSelect;

/**
 * What the check step shows of an unchecked resume, read again for the tailoring: by default the layout
 * reader's reading of its text (with the file's layout, every field unsure when it was read by OCR).
 */
export type ReadUnchecked = (row: UncheckedResume) => Promise<Pick<ResumeStructure, 'resume' | 'read'>> | Pick<ResumeStructure, 'resume' | 'read'>;

export const readUncheckedByRules: ReadUnchecked = (row) =>
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
export async function refuseUntilChecked(row: UncheckedResume, read: ReadUnchecked = readUncheckedByRules): Promise<void> {
  const reason = whyCheckFirst(await read(row));
  if (reason) throw new AppError('RESUME_NOT_CHECKED', checkFirstMessage(reason));
}
