import type { MergedPosting } from '../../job-discovery/merge-postings';
import type { Posting } from '../../job-discovery/posting';
import { rankPostings, type RankOptions } from '../../job-discovery/rank/rank-postings';
import { scoreTopTen } from '../relevance-set/score-ranking';
import type { SwissProfile } from './read-swiss-postings';

/** A few days after the newest posting was recorded (2025-09-09): freshness is measured from then. */
export const swissRecordedAt = new Date('2025-09-10T12:00:00Z');

/** precision@10, nDCG@10 and the top 10 of one Swiss profile, every posting judged (judgments/NOTES.md). */
export function scoreSwissProfile(postings: MergedPosting<Posting>[], profile: SwissProfile, knowledge?: RankOptions['knowledge']) {
  return scoreTopTen(rankPostings(postings, profile.preferences, { now: swissRecordedAt, ...(knowledge ? { knowledge } : {}) }), profile);
}
