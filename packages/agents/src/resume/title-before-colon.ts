import { withoutDates } from './only-dates';
import { isSentence, type ResumeLine } from './resume-lines';
import { looksLikeRole } from './role-words';
import { isTitle } from './split-header';

/**
 * "06/2023 au 07/2024 - Epsyl" over "Ingénieur sécurité data : Sécurisation domaine et comptes …": where a dated line
 * names no title and has no line of its own beside it, a job title before a colon opening the line under it is the
 * role's title, and what follows the colon its first duty.
 */
export function titleBeforeColon(lines: readonly ResumeLine[], anchor: number, end: number, taken: ReadonlySet<number>) {
  const below = anchor + 1 < end && !taken.has(anchor + 1) ? lines[anchor + 1]! : undefined;
  if (!below || below.bullet || looksLikeRole(withoutDates(lines[anchor]!.text))) return undefined;
  const [, title, duty] = /^([^:]{3,60}?)\s*:\s+(\S.*)$/u.exec(below.text) ?? [];
  if (!title || !duty || !isTitle(title) || isSentence(title) || /\d/.test(title)) return undefined;
  return { title, duty };
}
