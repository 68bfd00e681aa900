import type { Preferences } from '@seeker/contract';
import type { Posting } from '../posting';
import type { Shares } from './rank-weights';

export type OccupationMatchKind = 'same-occupation' | 'close-occupation' | 'related-occupation';

/** The part of a user's saved preferences that ranking reads. */
export type RankPreferences = Pick<
  Preferences,
  'titles' | 'locations' | 'skills' | 'companies' | 'includeKeywords' | 'excludeKeywords' | 'salaryRange' | 'jobType' | 'seniority'
>;

/** A salary on a yearly basis; compared with the user's range only in currencies of about a dollar's size (score-salary.ts). */
export type AnnualSalary = { min: number | null; max: number | null; currency: string | null };

/** What matched, as the user typed it, so a reason or a screen can say so. */
export type MatchSignals = {
  /** The preferred title that the posting's title matches best (see titleMatchKind), or null. */
  titleMatch: string | null;
  /**
   * By the title's words (score-title.ts), or by the ESCO occupation both titles name where the words say less
   * (score-occupation.ts): the same occupation, another of its ISCO unit group, or of its minor group.
   */
  titleMatchKind: 'exact' | 'all-words' | 'partial' | OccupationMatchKind | null;
  /** The ESCO occupation (English label) the posting's title names, where the title matched by occupation. */
  titleOccupation: string | null;
  skillsMatched: string[];
  skillsTotal: number;
  includeKeywordsMatched: string[];
  remote: boolean;
  /** The user's location entry that matched ("Remote", "Berlin"), or null. */
  locationMatch: string | null;
  /** null when the posting gives no seniority. */
  seniority: 'equal' | 'adjacent' | 'other' | null;
  /** null when the posting gives no job type. */
  jobTypeMatch: boolean | null;
  annualSalary: AnnualSalary | null;
  /** null when the posting states no salary or the user's range is empty. */
  salaryOverlap: boolean | null;
  /** The preferred company the posting's company resembles. */
  companyMatch: string | null;
  /** Whole days since posted (0 for a date in the future), null when unknown. */
  ageDays: number | null;
  /** Share of each dimension's weight earned: the score is their weighted sum. */
  shares: Shares;
};

export type RankedPosting<T extends Posting = Posting> = {
  posting: T;
  /** Integer 0 to 100. */
  score: number;
  reason: string;
  signals: MatchSignals;
};
