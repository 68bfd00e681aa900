import type { Posting } from '../posting';
import { fields, fieldsFor, type CompiledPhrase, type CompiledPreferences } from './compile-preferences';
import { rankWeights, scoreFromShares } from './rank-weights';
import type { MatchSignals } from './ranked-posting';
import { matchCompany } from './score-company';
import { matchFreshness, matchJobType, matchSeniority } from './score-facets';
import { matchLocation, type LocationMatch } from './score-location';
import { matchSalary } from './score-salary';
import { matchTitle, withoutSeniority } from './score-title';
import { phraseTerms } from '../../text/tokenize';

// Past this a description is filler or hostile: ranking reads no further (typical postings are 2 to 8 KB).
const descriptionReadLimit = 40_000;

/** Reused across the postings of one ranking: the phrase hits buffer and answers that repeat. */
export type ScoringState = {
  compiled: CompiledPreferences;
  now: Date;
  found: Uint8Array;
  locations: Map<string, LocationMatch>;
  companies: Map<string, string | null>;
};

export function createScoringState(compiled: CompiledPreferences, now: Date): ScoringState {
  return { compiled, now, found: new Uint8Array(compiled.matcher.size), locations: new Map(), companies: new Map() };
}

/** The posting's score and signals, or null when the user's keywords filter it out. */
export function scorePosting(posting: Posting, state: ScoringState): { score: number; signals: MatchSignals } | null {
  const { compiled, found } = state;
  found.fill(0);
  const { matcher } = compiled;
  matcher.scan(posting.title, fields.title, found);
  matcher.scan(posting.company, fields.company, found);
  matcher.scan(posting.descriptionText.length > descriptionReadLimit ? posting.descriptionText.slice(0, descriptionReadLimit) : posting.descriptionText, fields.description, found);
  for (const item of posting.qualifications) matcher.scan(item, fields.qualifications, found);
  for (const tag of posting.tags) matcher.scan(tag, fields.tags, found);

  if (compiled.exclude.some((phrase) => (found[phrase.index]! & fieldsFor.exclude) !== 0)) return null;
  const includeKeywordsMatched = matched(compiled.include, found, fieldsFor.include);
  if (compiled.include.length > 0 && includeKeywordsMatched.length === 0) return null;

  const { preferences } = compiled;
  const skillsMatched = matched(compiled.skills, found, fieldsFor.skills);
  const title = compiled.titles.length > 0 ? matchTitle(withoutSeniority(phraseTerms(posting.title)), compiled.titles) : null;
  const location = cached(state.locations, `${posting.remote}|${posting.location}`, () => matchLocation(posting.location, posting.remote, compiled.locations));
  const companyMatch = cached(state.companies, posting.company, () => matchCompany(posting.company, compiled.companies));
  const seniority = matchSeniority(posting.seniority, preferences.seniority);
  const jobType = matchJobType(posting.jobType, preferences.jobType);
  const salary = matchSalary(posting.salary, preferences.salaryRange);
  const freshness = matchFreshness(posting.postedAt, state.now);

  const shares = {
    title: title?.share ?? rankWeights.title.neutral,
    skills: compiled.skills.length > 0 ? skillsMatched.length / compiled.skills.length : rankWeights.skills.neutral,
    location: location.share,
    seniority: seniority.share,
    salary: salary.share,
    jobType: jobType.share,
    company: compiled.companies.length > 0 ? (companyMatch ? 1 : 0) : rankWeights.company.neutral,
    freshness: freshness.share,
  };
  const signals: MatchSignals = {
    titleMatch: title?.title ?? null,
    titleMatchKind: title?.kind ?? null,
    skillsMatched,
    skillsTotal: compiled.skills.length,
    includeKeywordsMatched,
    remote: location.remote,
    locationMatch: location.match,
    seniority: seniority.seniority,
    jobTypeMatch: jobType.jobTypeMatch,
    annualSalary: salary.annual,
    salaryOverlap: salary.overlap,
    companyMatch,
    ageDays: freshness.ageDays,
    shares,
  };
  return { score: scoreFromShares(shares), signals };
}

function matched(phrases: readonly CompiledPhrase[], found: Uint8Array, where: number): string[] {
  const texts: string[] = [];
  for (const phrase of phrases) if ((found[phrase.index]! & where) !== 0) texts.push(phrase.text);
  return texts;
}

function cached<V>(cache: Map<string, V>, key: string, compute: () => V): V {
  const known = cache.get(key);
  if (known !== undefined || cache.has(key)) return known as V;
  const value = compute();
  cache.set(key, value);
  return value;
}
