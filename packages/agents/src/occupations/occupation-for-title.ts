import type { OccupationIndex } from './occupation-index';
import type { TitleLanguage } from './occupation-index-data';
import { matchTitle, type OccupationMatch } from './match-title';

// What is shown as a title's occupation must be sure: a confidence of 0.9 or more, and 0.1 above the best
// occupation of another ISCO minor group ("Enfermera" is a nurse's title and a phlebotomist's in ESCO's Spanish).
// On the dev titles (bench/occupation-titles.ts) 87% of the occupations shown so are right, and one title in five
// gets one; at 0.7 without the margin, 67% of one in two.
export const shownConfidence = 0.9;
export const shownMargin = 0.1;

/** The ESCO occupation a title most likely names, whatever the confidence, with its lead over another group's. */
export function likeliestOccupation(
  index: OccupationIndex,
  title: string,
  languages?: readonly TitleLanguage[],
): { match: OccupationMatch; lead: number } | undefined {
  // ESCO's: it has labels in the eight languages and an ISCO group to relate occupations by; an O*NET title counts
  // through the crosswalk.
  const matches = matchTitle(index, title, { limit: 10, languages }).filter((match) => match.occupation.scheme === 'esco');
  const [best] = matches;
  if (!best) return undefined;
  const group = (match: OccupationMatch) => match.occupation.code.slice(0, 3);
  const other = matches.find((match) => group(match) !== group(best));
  return { match: best, lead: best.confidence - (other?.confidence ?? 0) };
}

/** The ESCO occupation a title names, when it is found surely enough to show; else nothing. */
export function occupationForTitle(index: OccupationIndex, title: string, languages?: readonly TitleLanguage[]): OccupationMatch | undefined {
  const likeliest = likeliestOccupation(index, title, languages);
  return likeliest && likeliest.match.confidence >= shownConfidence && likeliest.lead >= shownMargin ? likeliest.match : undefined;
}
