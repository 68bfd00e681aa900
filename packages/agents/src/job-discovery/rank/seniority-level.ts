import type { JobType, Seniority } from '@seeker/contract';

/**
 * How senior a job is, finer than the four levels a user picks: Staff sits above Senior and Principal above
 * Staff, and an internship below Junior, so a Mid search can tell a stretch from a mismatch. From the title's
 * words when it has them, else the posting's level.
 */
const titleLevels: [number, RegExp][] = [
  [4, /\b(?:director|head of|s?vp|evp|vice president|chief|c[tefpmio]o|president|co-?founder)\b/i],
  [3, /\b(?:principal|distinguished|fellow)\b/i],
  [2.5, /\bstaff\b/i],
  [2, /\b(?:senior|sr\.?|snr|lead(?!\s+gen)|iii|iv)\b/i],
  [1, /\b(?:mid(?:-level)?|intermediate)\b|\bii\s*(?:$|[,(\-–—|/])/i],
  [-1, /\b(?:intern|internship|werkstudent(?:in)?|working student|praktikant(?:in)?|praktikum|co-?op)\b/i],
  [0, /\b(?:junior|jr\.?|entry[\s-]level|graduate|new grad|associate|trainee|apprentice)\b|\bi\s*(?:$|[,(\-–—|/])/i],
];
const seniorityLevels: Record<Seniority, number> = { Junior: 0, Mid: 1, Senior: 2, Exec: 4 };

/** The level a title's words name, or null when they name none. */
export function titleLevel(title: string): number | null {
  return titleLevels.find(([, pattern]) => pattern.test(title.slice(0, 300)))?.[0] ?? null;
}

/** A posting's level: an internship's, else its title's (`titleLevel`), else the level the posting states. */
export function postingLevel(fromTitle: number | null, seniority: Seniority | null, jobType: JobType | null): number | null {
  if (jobType === 'Intern') return -1;
  return fromTitle ?? (seniority === null ? null : seniorityLevels[seniority]);
}

export function preferredLevel(seniority: Seniority): number {
  return seniorityLevels[seniority];
}
