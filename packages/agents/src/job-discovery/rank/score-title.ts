import { indexOfTerms, phraseTerms } from '../../text/tokenize';

// Seniority has its own dimension; here "Senior Frontend Engineer" and "Frontend Engineer II" are the same title.
const seniorityWords = new Set(['junior', 'jr', 'senior', 'sr', 'mid', 'level', 'midlevel', 'entry', 'lead', 'principal', 'staff', 'i', 'ii', 'iii', 'iv']);
// Not evidence of a similar title on their own ("Head of Sales" and "VP of Engineering").
const fillerWords = new Set(['of', 'and', 'the', 'a', 'an', 'for', 'to', 'in', 'at', 'with', 'on']);

export type TitlePreference = { title: string; terms: string[]; words: string[] };
export type TitleMatch = { share: number; title: string | null; kind: 'exact' | 'all-words' | 'partial' | null };

const shares = { exact: 1, allWords: 0.8, partialAtMost: 0.5 } as const;

export function compileTitles(titles: readonly string[]): TitlePreference[] {
  return titles
    .map((title) => {
      const terms = withoutSeniority(phraseTerms(title));
      return { title, terms, words: [...new Set(terms.filter((term) => !fillerWords.has(term)))] };
    })
    .filter((preference) => preference.words.length > 0);
}

export function withoutSeniority(terms: readonly string[]): string[] {
  return terms.filter((term) => !seniorityWords.has(term));
}

/** Best match of a posting's title terms (seniority words removed) against the preferred titles. */
export function matchTitle(titleTerms: readonly string[], preferences: readonly TitlePreference[]): TitleMatch {
  let best: TitleMatch = { share: 0, title: null, kind: null };
  for (const preference of preferences) {
    const match = matchOne(titleTerms, preference);
    if (match.share > best.share) best = match;
    if (best.kind === 'exact') break;
  }
  return best;
}

function matchOne(titleTerms: readonly string[], preference: TitlePreference): TitleMatch {
  if (indexOfTerms(titleTerms, preference.terms) >= 0) return { share: shares.exact, title: preference.title, kind: 'exact' };
  let present = 0;
  for (const word of preference.words) if (titleTerms.includes(word)) present++;
  if (present === preference.words.length) return { share: shares.allWords, title: preference.title, kind: 'all-words' };
  if (present === 0) return { share: 0, title: null, kind: null };
  return { share: (shares.partialAtMost * present) / preference.words.length, title: preference.title, kind: 'partial' };
}
