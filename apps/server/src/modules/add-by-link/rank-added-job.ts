import { gatherPlaces, postingPreparer, rankPrepared, type MergedPosting } from '@seeker/agents';
import type { Preferences } from '@seeker/contract';
import type { RankedResult } from '../job-search';
import type { StoredPosting } from '../postings';

/** Why a job the user added scores 0: their keywords would keep it out of any search. */
export const ruledOutReason = 'Added from its link; your keywords would leave it out of searches';

/**
 * One job the user chose, ranked against their preferences as a search ranks it (score and reason). A job
 * their keywords rule out is still theirs to keep: it scores 0 and says why, and claims no match.
 */
export function rankAddedJob(
  job: MergedPosting<StoredPosting>,
  preferences: Preferences,
  now: Date,
): Pick<RankedResult, 'posting' | 'score' | 'reason'> {
  const [ranked] = gatherPlaces(rankPrepared(postingPreparer(preferences)([job]), { now }));
  return ranked ?? { posting: { ...job, places: [] }, score: 0, reason: ruledOutReason };
}
