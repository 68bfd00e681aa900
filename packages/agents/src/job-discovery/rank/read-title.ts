import { memoByText } from '../../text/memo-by-text';
import { titleTerms, withoutSeniority } from './score-title';
import { titleLevel } from './seniority-level';

/** What ranking reads of a posting's title, the same whoever ranks it. */
export type TitleReading = {
  /** Its terms with role words evened out and seniority words left out (matchTitle reads them; never changed). */
  terms: readonly string[];
  /** Its seniority level by its words, or null when they name none. */
  level: number | null;
};

/**
 * A title as ranking reads it, worked out once for the titles read lately: a new posting is prepared by
 * every schedule it matches (thousands, each with its own preferences) and by every search that ranks it.
 */
export const readTitle = memoByText((title): TitleReading => ({ terms: withoutSeniority(titleTerms(title)), level: titleLevel(title) }));
