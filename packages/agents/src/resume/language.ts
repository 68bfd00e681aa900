import { tokenize } from '../text/tokenize';

/** The languages Seeker reads resumes and postings in, and writes summaries and letters in. */
export type Language = 'en' | 'es' | 'de' | 'fr' | 'pt';

/** Each language's name, as an LLM is told to write in it. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Spanish', de: 'German', fr: 'French', pt: 'Portuguese' };

// Short words each language uses on every page, and the others rarely do.
const markers: Record<Language, string[]> = {
  en: ['the', 'and', 'of', 'to', 'in', 'for', 'with', 'on', 'at', 'is', 'as', 'by', 'from', 'our', 'you', 'we', 'will'],
  es: ['el', 'la', 'los', 'las', 'y', 'de', 'del', 'en', 'con', 'para', 'por', 'una', 'que', 'se', 'como', 'al', 'sus', 'también'],
  de: ['der', 'die', 'das', 'und', 'mit', 'für', 'von', 'zu', 'im', 'ist', 'sie', 'wir', 'den', 'ein', 'eine', 'auf', 'bei'],
  fr: ['le', 'la', 'les', 'et', 'de', 'des', 'du', 'en', 'pour', 'avec', 'une', 'un', 'dans', 'sur', 'nous', 'vous', 'au', 'aux'],
  pt: ['os', 'do', 'da', 'dos', 'das', 'em', 'com', 'uma', 'um', 'na', 'ao', 'pelo', 'pela', 'não', 'são', 'também', 'e'],
};

/** The language most of a text's little words belong to; English when there are too few to tell. */
export function detectLanguage(text: string): Language {
  const counts = new Map<Language, number>();
  const words = tokenize(text.slice(0, 20_000));
  const sets = Object.entries(markers).map(([language, list]) => [language as Language, new Set(list)] as const);
  for (const word of words) for (const [language, set] of sets) if (set.has(word)) counts.set(language, (counts.get(language) ?? 0) + 1);
  const ranked = [...counts].sort((left, right) => right[1] - left[1]);
  const best = ranked[0];
  return !best || best[1] < 5 ? 'en' : best[0];
}
