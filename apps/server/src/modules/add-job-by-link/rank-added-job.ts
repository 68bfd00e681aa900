import {
  gatherPlaces,
  postingPreparer,
  rankPrepared,
  type JobPlace,
  type MergedPosting,
  type PlacedPosting,
  type RankedPosting,
  type RankKnowledge,
} from '@seeker/agents';
import type { Preferences, PreferencesResponse } from '@seeker/contract';
import type { PagePosting } from '../saved-jobs';
import type { StoredPosting } from '../postings';

/** Why a job the user added scores 0: their keywords would keep it out of any search. */
export const ruledOutReason = 'Added by you; your keywords would leave it out of searches';
// Said of the moment it was added, so they stay true once preferences are saved (a later search that finds it ranks it).
/** Why a job the user added scores 0: there were no saved preferences to rank it against, as a search would refuse to run. */
export const noPreferencesReason = 'Added by you before any job preferences were saved, so it is not ranked';
/** Why a job the user added scores 0: the saved preferences named nothing to rank by. */
export const nothingToRankByReason = 'Added by you while your preferences named no title, skill, location, company or keyword, so it is not ranked';

/** As a search decides it can run (loadSearchPreferences): at least one title, skill, location, company or include keyword. */
function namesSomething(preferences: Preferences) {
  return [preferences.titles, preferences.skills, preferences.locations, preferences.companies, preferences.includeKeywords].some(
    (list) => list.length > 0,
  );
}

/**
 * One job the user chose, ranked against their preferences as a search ranks it (score and reason). A job
 * their keywords rule out is still theirs to keep: it scores 0 and says why, and claims no match. So does
 * a job added before any preferences are saved (or while they name nothing): a search would not run
 * then, and a score against the defaults would be made up.
 */
export function rankAddedJob<T extends StoredPosting | PagePosting>(
  job: MergedPosting<T>,
  { saved, preferences }: Pick<PreferencesResponse, 'saved' | 'preferences'>,
  now: Date,
  knowledge?: RankKnowledge,
): Pick<RankedPosting<PlacedPosting<T>>, 'posting' | 'score' | 'reason'> & { unranked?: boolean } {
  const [ranked] = gatherPlaces(rankPrepared(postingPreparer(preferences, knowledge)([job]), { now }));
  const alone: PlacedPosting<T> = Object.assign({}, job, { places: [] as JobPlace[] });
  const unranked = !saved ? noPreferencesReason : !namesSomething(preferences) ? nothingToRankByReason : null;
  if (unranked) return { posting: ranked?.posting ?? alone, score: 0, reason: unranked, unranked: true };
  return ranked ?? { posting: alone, score: 0, reason: ruledOutReason };
}
