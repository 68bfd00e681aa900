import type { OccupationIndex } from './occupation-index';
import type { TitleLanguage } from './occupation-index-data';
import { matchTitle, type OccupationMatch } from './match-title';

// Below this a title's best match is too unsure to state as its occupation: on the dev titles
// (bench/occupation-titles.ts), 69% of the occupations answered at 0.7 or more were right, 58% at 0.6, 41% at any.
export const shownConfidence = 0.7;

/**
 * The ESCO occupation a title names, when one is found surely enough to show: ESCO's, since it has labels in the
 * eight languages and an ISCO group to relate occupations by; an O*NET title counts through the crosswalk.
 */
export function occupationForTitle(index: OccupationIndex, title: string, languages?: readonly TitleLanguage[]): OccupationMatch | undefined {
  return matchTitle(index, title, { limit: 10, languages }).find(
    (match) => match.occupation.scheme === 'esco' && match.confidence >= shownConfidence,
  );
}
