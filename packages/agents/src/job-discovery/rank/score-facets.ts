import type { JobType } from '@seeker/contract';
import { rankWeights } from './rank-weights';
import type { MatchSignals } from './ranked-posting';

const dayMs = 86_400_000;
const freshForDays = 3;
const staleAfterDays = 60;
/** Past this a posting is most likely filled or forgotten, whatever else it matches. */
const outdatedAfterDays = 365;

/** A posting stated to be over a year old. */
export const isOutdated = (ageDays: number | null): boolean => ageDays !== null && ageDays > outdatedAfterDays;

/**
 * Levels apart (seniority-level.ts): the same level is full, each half level off costs a quarter, two
 * levels off (Principal for a Mid search, Junior for Senior, an internship for Mid) nothing.
 */
export function matchSeniority(
  postingLevel: number | null,
  preferred: number,
): { share: number; distance: number | null; seniority: MatchSignals['seniority'] } {
  if (postingLevel === null) return { share: rankWeights.seniority.unknown, distance: null, seniority: null };
  const distance = Math.abs(postingLevel - preferred);
  const share = Math.max(0, 1 - distance / 2);
  return { share, distance, seniority: distance === 0 ? 'equal' : distance <= 1 ? 'adjacent' : 'other' };
}

export function matchJobType(posting: JobType | null, preferred: JobType): { share: number; jobTypeMatch: boolean | null } {
  if (posting === null) return { share: rankWeights.jobType.unknown, jobTypeMatch: null };
  return posting === preferred ? { share: 1, jobTypeMatch: true } : { share: 0, jobTypeMatch: false };
}

/** Full for the first 3 days, then falling evenly to nothing at 60 days; a date ahead of `now` is new. */
export function matchFreshness(postedAt: Date | null, now: Date): { share: number; ageDays: number | null } {
  const days = Math.max(0, (now.getTime() - (postedAt?.getTime() ?? Number.NaN)) / dayMs);
  if (!Number.isFinite(days)) return { share: rankWeights.freshness.unknown, ageDays: null };
  const share = days <= freshForDays ? 1 : Math.max(0, (staleAfterDays - days) / (staleAfterDays - freshForDays));
  return { share, ageDays: Math.floor(days) };
}
