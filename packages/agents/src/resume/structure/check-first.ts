import type { ResumeStructure } from '@seeker/contract';

/**
 * When a resume its owner has not checked is not tailored until they check what Seeker read (issue 68):
 * Seeker read no roles from it, or says the reading as a whole cannot be trusted (`read.problems`: read by
 * OCR, entries left out, sections run together), or marks more than `unsureShare` of the fields the check
 * step can mark unsure. Those fields are the name, email and phone, each role's six (title, employer,
 * place, start, end, bullets) and each degree's four (degree, school, start, end). A third: on the real
 * resumes of the dev corpus, the readings past it were the ones with misread headers on most roles.
 */
export const checkFirstLimits = { unsureShare: 1 / 3 } as const;

const fieldsPer = { basics: 3, work: 6, education: 4 } as const;

export type CheckFirstReason = { kind: 'no-roles' } | { kind: 'problems'; problems: string[] } | { kind: 'unsure'; unsure: number; fields: number };

/** Why an unchecked reading must be checked before it is tailored, or null when it may be tailored unchecked. */
export function whyCheckFirst({ resume, read }: Pick<ResumeStructure, 'resume' | 'read'>): CheckFirstReason | null {
  if (resume.work.length === 0) return { kind: 'no-roles' };
  if (read.problems.length > 0) return { kind: 'problems', problems: read.problems };
  const unsure =
    new Set(read.basics.uncertain).size +
    read.work.reduce((count, entry) => count + new Set(entry.uncertain).size, 0) +
    read.education.reduce((count, entry) => count + new Set(entry.uncertain).size, 0);
  const fields = fieldsPer.basics + fieldsPer.work * resume.work.length + fieldsPer.education * resume.education.length;
  return unsure > fields * checkFirstLimits.unsureShare ? { kind: 'unsure', unsure, fields } : null;
}
