import type { JobType, Seniority } from '@seeker/contract';
import { rankWeights } from './rank-weights';
import type { MatchSignals } from './ranked-posting';

// Typed by the contract's vocabulary, so a new level fails to compile here rather than rank silently.
const seniorityOrder: Record<Seniority, number> = { Junior: 0, Mid: 1, Senior: 2, Exec: 3 };
const dayMs = 86_400_000;
const freshForDays = 3;
const staleAfterDays = 60;

export function matchSeniority(posting: Seniority | null, preferred: Seniority): { share: number; seniority: MatchSignals['seniority'] } {
  if (posting === null) return { share: rankWeights.seniority.unknown, seniority: null };
  const distance = Math.abs(seniorityOrder[posting] - seniorityOrder[preferred]);
  if (distance === 0) return { share: 1, seniority: 'equal' };
  return distance === 1 ? { share: 0.5, seniority: 'adjacent' } : { share: 0, seniority: 'other' };
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
