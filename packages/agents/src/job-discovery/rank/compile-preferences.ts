import { createPhraseMatcher, type PhraseMatcher } from '../../text/phrase-matcher';
import type { RankPreferences } from './ranked-posting';
import { compileCompanies, type CompanyPreference } from './score-company';
import { compileLocations, type LocationPreference } from './score-location';
import { compileOccupationPreferences, type OccupationPreference, type RankKnowledge } from './score-occupation';
import { compileTitles, type TitlePreference } from './score-title';
import { phraseTerms } from '../../text/tokenize';

/** Where in a posting a phrase was found: bits of `found` (see PhraseMatcher). */
export const fields = { title: 1, company: 2, description: 4, qualifications: 8, tags: 16 } as const;
export const fieldsFor = {
  // Tags count for exclusion too: a user who excludes "crypto" means the posting tagged "crypto" as well.
  exclude: fields.title | fields.company | fields.description | fields.qualifications | fields.tags,
  include: fields.title | fields.company | fields.description | fields.qualifications | fields.tags,
  skills: fields.title | fields.description | fields.qualifications | fields.tags,
  /** Where a posting asks for a skill rather than mentions it: title, requirement lists, tags. */
  skillsAsked: fields.title | fields.qualifications | fields.tags,
} as const;

/** A user's phrase and its place among the matcher's phrases. */
export type CompiledPhrase = { text: string; index: number };

/** Preferences read once per ranking, so that each posting costs one pass over its text. */
export type CompiledPreferences = {
  matcher: PhraseMatcher;
  skills: CompiledPhrase[];
  include: CompiledPhrase[];
  exclude: CompiledPhrase[];
  titles: TitlePreference[];
  /** The preferred titles' occupations, where an installed taxonomy knows them surely. */
  occupations: OccupationPreference[];
  knowledge: RankKnowledge | undefined;
  locations: LocationPreference[];
  companies: CompanyPreference[];
  preferences: RankPreferences;
};

export function compilePreferences(preferences: RankPreferences, knowledge?: RankKnowledge): CompiledPreferences {
  const phrases: string[][] = [];
  // A keyword with no letters or digits ("!!!") can never be found, so it neither includes nor excludes.
  const compile = (texts: readonly string[]): CompiledPhrase[] =>
    texts.flatMap((text) => {
      const terms = phraseTerms(text);
      if (terms.length === 0) return [];
      phrases.push(terms);
      return [{ text, index: phrases.length - 1 }];
    });
  const skills = compile(preferences.skills);
  const include = compile(preferences.includeKeywords);
  const exclude = compile(preferences.excludeKeywords);
  return {
    matcher: createPhraseMatcher(phrases),
    skills,
    include,
    exclude,
    titles: compileTitles(preferences.titles),
    occupations: compileOccupationPreferences(preferences.titles, knowledge),
    knowledge,
    locations: compileLocations(preferences.locations),
    companies: compileCompanies(preferences.companies),
    preferences,
  };
}
