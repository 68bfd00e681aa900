import type { Posting } from '../posting';
import { fields, fieldsFor, type CompiledPhrase, type CompiledPreferences } from './compile-preferences';
import { rankWeights, scoreFromShares, type Shares } from './rank-weights';
import type { MatchSignals } from './ranked-posting';
import { matchCompany } from './score-company';
import { isOutdated, matchFreshness, matchJobType, matchSeniority } from './score-facets';
import { matchLocation, type LocationMatch } from './score-location';
import { matchSalary } from './score-salary';
import { readTitle } from './read-title';
import { matchOccupation, occupationShares, type OccupationFit } from './score-occupation';
import { matchTitle, type TitleMatch } from './score-title';
import { postingLevel, preferredLevel } from './seniority-level';

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

/**
 * Everything of a posting's score that does not depend on the clock (all but freshness), or null when the
 * user's keywords filter it out. Kept, it is finished for any later `now` without reading the posting again
 * (a scheduled search's matches are prepared once, when the posting arrives).
 */
export type PreparedScore = {
  shares: Omit<Shares, 'freshness'>;
  /** The mismatch factor the whole score is scaled by. */
  fit: number;
  signals: Omit<MatchSignals, 'ageDays' | 'shares'>;
  /** When the posting says it was posted (epoch ms), or null. */
  postedAt: number | null;
};

export function prepareScore(posting: Posting, state: Pick<ScoringState, 'compiled' | 'found' | 'locations' | 'companies'>): PreparedScore | null {
  const { compiled, found } = state;
  found.fill(0);
  const { matcher } = compiled;
  matcher.scan(posting.title, fields.title, found);
  matcher.scan(posting.company, fields.company, found);
  matcher.scan(
    posting.descriptionText.length > descriptionReadLimit ? posting.descriptionText.slice(0, descriptionReadLimit) : posting.descriptionText,
    fields.description,
    found,
  );
  for (const item of posting.qualifications) matcher.scan(item, fields.qualifications, found);
  for (const tag of posting.tags) matcher.scan(tag, fields.tags, found);

  if (compiled.exclude.some((phrase) => (found[phrase.index]! & fieldsFor.exclude) !== 0)) return null;
  const includeKeywordsMatched = matched(compiled.include, found, fieldsFor.include);
  if (compiled.include.length > 0 && includeKeywordsMatched.length === 0) return null;

  const { preferences } = compiled;
  // Skills the posting asks for (title, requirement lists, tags) count; one only its prose names counts half
  // when it has requirement lists ("Not your stack? We also use React"), fully when prose is all it has.
  const skillsAsked = matched(compiled.skills, found, posting.qualifications.length > 0 ? fieldsFor.skillsAsked : fieldsFor.skills);
  const skillsMentioned =
    posting.qualifications.length > 0 ? matched(compiled.skills, found, fieldsFor.skills).filter((skill) => !skillsAsked.includes(skill)) : [];
  const titleRead = readTitle(posting.title);
  const words = compiled.titles.length > 0 ? matchTitle(titleRead.terms, compiled.titles) : null;
  const title = titleByOccupation(words, posting.title, compiled);
  const location = cached(state.locations, `${posting.remote}|${posting.location}`, () =>
    matchLocation(posting.location, posting.remote, compiled.locations),
  );
  const companyMatch = cached(state.companies, posting.company, () => matchCompany(posting.company, compiled.companies));
  const seniority = matchSeniority(postingLevel(titleRead.level, posting.seniority, posting.jobType), preferredLevel(preferences.seniority));
  const jobType = matchJobType(posting.jobType, preferences.jobType);
  const salary = matchSalary(posting.salary, preferences.salaryRange);
  const postedAt = posting.postedAt?.getTime();

  return {
    shares: {
      title: title?.share ?? rankWeights.title.neutral,
      skills: compiled.skills.length > 0 ? (skillsAsked.length + skillsMentioned.length / 2) / compiled.skills.length : rankWeights.skills.neutral,
      location: location.share,
      seniority: seniority.share,
      salary: salary.share,
      jobType: jobType.share,
      company: compiled.companies.length > 0 ? (companyMatch ? 1 : 0) : rankWeights.company.neutral,
    },
    fit: mismatchFactor({
      title: compiled.titles.length === 0 ? null : (title?.kind ?? 'none'),
      seniority: seniority.distance,
      jobType: jobType.jobTypeMatch === false ? (posting.jobType === 'Intern' || preferences.jobType === 'Intern' ? 'intern' : 'other') : null,
      location: compiled.locations.length > 0 && location.share === 0,
    }),
    signals: {
      titleMatch: title?.title ?? null,
      titleMatchKind: title?.kind ?? null,
      titleOccupation: title?.occupation ?? null,
      skillsMatched: skillsAsked,
      skillsTotal: compiled.skills.length,
      includeKeywordsMatched,
      remote: location.remote,
      locationMatch: location.match,
      seniority: seniority.seniority,
      jobTypeMatch: jobType.jobTypeMatch,
      annualSalary: salary.annual,
      salaryOverlap: salary.overlap,
      companyMatch,
    },
    postedAt: postedAt !== undefined && Number.isFinite(postedAt) ? postedAt : null,
  };
}

/**
 * What is left of the score of a posting over a year old: it falls under fresh postings that fit about as
 * well (a perfect match 400 days old scores about 24, a fresh one of the same title and skills about 80).
 */
const outdatedFactor = 0.3;

/** A prepared score finished at `now`: freshness added, the whole scaled by the fit, and cut for a posting over a year old. */
export function finishScore(prepared: PreparedScore, now: Date): { score: number; signals: MatchSignals } {
  const freshness = matchFreshness(prepared.postedAt === null ? null : new Date(prepared.postedAt), now);
  const shares = { ...prepared.shares, freshness: freshness.share };
  const factor = prepared.fit * (isOutdated(freshness.ageDays) ? outdatedFactor : 1);
  return { score: Math.round(scoreFromShares(shares) * factor), signals: { ...prepared.signals, ageDays: freshness.ageDays, shares } };
}

/** The posting's score and signals, or null when the user's keywords filter it out. */
export function scorePosting(posting: Posting, state: ScoringState): { score: number; signals: MatchSignals } | null {
  const prepared = prepareScore(posting, state);
  return prepared && finishScore(prepared, state.now);
}

/**
 * What a recruiter would not overlook, whatever else matches: another line of work (no core title word in
 * common; a title that shares only some words is a lesser doubt),
 * two levels off (an internship for a Mid search), an internship for someone who wants a job or the other
 * way round, a place the user cannot work from. Each scales the whole score down, so no sum of small matches
 * lifts such a posting over ones that fit.
 */
function mismatchFactor(mismatch: {
  title: RankedTitle['kind'] | 'none';
  seniority: number | null;
  jobType: 'intern' | 'other' | null;
  location: boolean;
}): number {
  let factor = 1;
  if (mismatch.title === 'none') factor *= 0.55;
  else if (mismatch.title === 'partial' || mismatch.title === 'related-occupation') factor *= 0.8;
  if (mismatch.seniority !== null && mismatch.seniority >= 2) factor *= 0.6;
  else if (mismatch.seniority !== null && mismatch.seniority >= 1.5) factor *= 0.85;
  if (mismatch.jobType === 'intern') factor *= 0.5;
  else if (mismatch.jobType === 'other') factor *= 0.85;
  if (mismatch.location) factor *= 0.7;
  return factor;
}

/** How the posting's title matched: by its words, or by its occupation where that says more. */
type RankedTitle = { share: number; title: string | null; kind: MatchSignals['titleMatchKind']; occupation: string | null };

const occupationKinds = { same: 'same-occupation', unit: 'close-occupation', minor: 'related-occupation' } as const;

/**
 * The words' match, or the occupation's where the words match less ("Dipl. Pflegefachfrau" for "Registered
 * Nurse"): an occupation only ever adds, since it is read only where both titles' occupations are sure.
 */
function titleByOccupation(words: TitleMatch | null, postingTitle: string, compiled: CompiledPreferences): RankedTitle | null {
  const byWords = words && { ...words, occupation: null };
  // Words that match as well as the same occupation would leave nothing to read it for.
  if ((words?.share ?? 0) >= occupationShares.same || compiled.occupations.length === 0) return byWords;
  const fit: OccupationFit | null = matchOccupation(postingTitle, compiled.occupations, compiled.knowledge);
  if (!fit || occupationShares[fit.kind] <= (words?.share ?? 0)) return byWords;
  return { share: occupationShares[fit.kind], title: fit.title, kind: occupationKinds[fit.kind], occupation: fit.occupation };
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
