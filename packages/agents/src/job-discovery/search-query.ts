import type { Preferences } from '@seeker/contract';
import { occupationTitlesAsked, type RankKnowledge } from './rank/score-occupation';
import type { SourceQuery } from './source-adapter';

const remoteWords = /^(remote|anywhere|worldwide|work from home)$/i;

/** What a keyed source's keyword search is asked: the first titles, else skills; the first non-remote place. */
export function sourceQueryFor(preferences: Pick<Preferences, 'titles' | 'skills' | 'locations' | 'includeKeywords'>): SourceQuery | null {
  const words =
    preferences.titles.length > 0 ? preferences.titles.slice(0, 2) : [...preferences.skills.slice(0, 3), ...preferences.includeKeywords.slice(0, 2)];
  if (words.length === 0) return null;
  const location = preferences.locations.find((place) => !remoteWords.test(place.trim()));
  return { keywords: words.join(' '), ...(location ? { location } : {}) };
}

/**
 * Terms for the index's full-text query: each title, skill and include keyword, any one may match; with the
 * installed occupations, the typed titles' occupations' other titles too (score-occupation.ts), up to 24 more.
 */
export function indexTermsFor(preferences: Pick<Preferences, 'titles' | 'skills' | 'includeKeywords'>, knowledge?: RankKnowledge): string[] {
  const terms = [...preferences.titles, ...preferences.skills, ...preferences.includeKeywords].map((term) => term.trim()).filter(Boolean);
  const typed = [...new Set(terms.map((term) => term.toLowerCase()))].slice(0, 40);
  const occupations = occupationTitlesAsked(preferences.titles, knowledge).filter((title) => !typed.includes(title));
  return [...typed, ...occupations.slice(0, 24)];
}
