import type { OccupationMatch } from '../../occupations/match-title';
import { iscoCloseness } from '../../occupations/occupation-closeness';
import { occupationForTitle } from '../../occupations/occupation-for-title';
import type { OccupationIndex } from '../../occupations/occupation-index';
import { titleKinds } from '../../occupations/occupation-index-data';
import { titleWords } from '../../occupations/title-words';
import { memoByText } from '../../text/memo-by-text';

/** What ranking may know beyond the preferences: the installed ESCO and O*NET occupations (decision 0048). */
export type RankKnowledge = { taxonomy?: OccupationIndex | undefined };

/**
 * A preferred title's occupation, found surely enough to show (occupation-for-title.ts), and the words of every
 * taxonomy title that could name an occupation of its ISCO minor group.
 */
export type OccupationPreference = { title: string; occupation: OccupationMatch; groupWords: Set<number> };

/**
 * How a posting's occupation stands to a preferred title's: the same ESCO occupation, another of its ISCO-08 unit
 * group ("specialist nurse" for "nurse responsible for general care"), or of its minor group.
 */
export type OccupationFit = { kind: 'same' | 'unit' | 'minor'; title: string; occupation: string };

/** The title share each is worth, beside score-title.ts's (exact 1, every word 0.8, part of the words at most 0.5). */
export const occupationShares = { same: 0.8, unit: 0.6, minor: 0.35 } as const;

/** The preferred titles' occupations; none without an index, and none for a title whose occupation is not sure. */
export function compileOccupationPreferences(titles: readonly string[], knowledge: RankKnowledge | undefined): OccupationPreference[] {
  const index = knowledge?.taxonomy;
  if (!index) return [];
  return titles.flatMap((title) => {
    const occupation = titleOccupation(index, title);
    // A title you typed names its occupation only through a taxonomy title holding each of its words: "Machine
    // Learning Developer" is not ESCO's "e-learning developer", however sure the match of most of its words.
    if (!occupation || !within(wordsOfTitle(title), occupation.title)) return [];
    return [{ title, occupation, groupWords: wordsOfGroup(index, occupation.occupation.code.slice(0, 3)) }];
  });
}

// A posting's title's words, read once for every ranking that asks (each of thousands of schedules would otherwise
// read them again).
const wordsOfTitle = memoByText((title) => new Set(titleWords(title)));

/** Whether every one of the words is among a title's (as titleWords reads both). */
function within(words: Iterable<string>, title: string): boolean {
  const held = wordsOfTitle(title);
  let any = false;
  for (const word of words) {
    if (!held.has(word)) return false;
    any = true;
  }
  return any;
}

const groupWordSets = new WeakMap<OccupationIndex, Map<string, Set<number>>>();

/**
 * The words of the titles of an ISCO minor group's occupations, and of the O*NET occupations crosswalked to them:
 * a title that holds none of them (and no word the index does not know, which it might read as a compound) cannot
 * be matched to an occupation of the group, so its occupation need not be read (match-title.ts only weighs taxonomy
 * titles that share a word with it). Made once per group and index: a few milliseconds.
 */
function wordsOfGroup(index: OccupationIndex, minorGroup: string): Set<number> {
  let byGroup = groupWordSets.get(index);
  if (!byGroup) groupWordSets.set(index, (byGroup = new Map()));
  const known = byGroup.get(minorGroup);
  if (known) return known;
  const inGroup = new Uint8Array(index.occupations.length);
  index.occupations.forEach((occupation, at) => {
    if (occupation.scheme !== 'esco' || !occupation.code.startsWith(minorGroup)) return;
    inGroup[at] = 1;
    for (const { to } of index.crosswalk[at] ?? []) inGroup[to] = 1;
  });
  const words = new Set<number>();
  for (let title = 0; title < index.titleText.length; title++) {
    if (inGroup[index.titleOccupation[title]!] !== 1) continue;
    for (let at = index.titleWordStart[title]!; at < index.titleWordStart[title + 1]!; at++) words.add(index.titleWordIds[at]!);
  }
  byGroup.set(minorGroup, words);
  return words;
}

/** Whether a title may name an occupation of a preferred title's minor group (wordsOfGroup). */
function mayBeOfGroups(index: OccupationIndex, title: string, preferences: readonly OccupationPreference[]): boolean {
  for (const word of wordsOfTitle(title)) {
    const id = index.wordId.get(word);
    if (id === undefined || preferences.some((preference) => preference.groupWords.has(id))) return true;
  }
  return false;
}

// A title is read once per index for all rankings: a new posting is prepared by every schedule it matches, the
// same titles come back in every search, and each scheduled run compiles its preferred titles (about a millisecond
// a title otherwise).
const readers = new WeakMap<OccupationIndex, (title: string) => OccupationMatch | null>();
function titleOccupation(index: OccupationIndex, title: string): OccupationMatch | null {
  let read = readers.get(index);
  if (!read) {
    read = memoByText((text) => occupationForTitle(index, text) ?? null);
    readers.set(index, read);
  }
  return read(title);
}

/** How close the posting's occupation is to the nearest preferred title's, or null where either is not surely known or none is close. */
export function matchOccupation(
  postingTitle: string,
  preferences: readonly OccupationPreference[],
  knowledge: RankKnowledge | undefined,
): OccupationFit | null {
  const index = knowledge?.taxonomy;
  if (!index || preferences.length === 0 || !mayBeOfGroups(index, postingTitle, preferences)) return null;
  const posting = titleOccupation(index, postingTitle);
  // A posting's title names its occupation only where the taxonomy's title is in it whole ("Buchhalter" in
  // "Buchhalter (w/m/d) Konzernabschluss"), not read through a part of a word ("Pflegefachfrau" as "Pneumatik-Fachfrau").
  if (!posting || !within(wordsOfTitle(posting.title), postingTitle)) return null;
  let best: OccupationFit | null = null;
  for (const preference of preferences) {
    const wanted = preference.occupation;
    const closeness = wanted.at === posting.at ? 2 : iscoCloseness(wanted.occupation.code, posting.occupation.code);
    const kind = closeness === 2 ? 'same' : closeness === 1 ? 'unit' : closeness > 0 ? 'minor' : null;
    if (kind && (!best || occupationShares[kind] > occupationShares[best.kind]))
      best = { kind, title: preference.title, occupation: posting.occupation.label };
    if (best?.kind === 'same') break;
  }
  return best;
}

/** How many of an occupation's titles a search asks the index for, beside the titles typed. */
const mostTitlesAsked = 16;
const titlesAsked = new WeakMap<OccupationIndex, Map<number, string[]>>();

/**
 * Other titles of the wanted titles' occupations, in the eight languages ("magasinier", "Lagerarbeiter",
 * "magazijnmedewerker" for "Warehouse Worker"), for the index's full-text query: a job the words of no typed title
 * find is found by its occupation's. Each occupation's own titles (ESCO's preferred, then alternative labels, the
 * shorter first; not its hidden misspellings, not the forms written for two genders at once), at most 16 of each.
 */
export function occupationTitlesAsked(titles: readonly string[], knowledge: RankKnowledge | undefined): string[] {
  const index = knowledge?.taxonomy;
  if (!index) return [];
  let byOccupation = titlesAsked.get(index);
  if (!byOccupation) titlesAsked.set(index, (byOccupation = new Map()));
  const asked: string[] = [];
  for (const { occupation } of compileOccupationPreferences(titles, knowledge)) {
    let own = byOccupation.get(occupation.at);
    if (!own) {
      const found: { text: string; kind: number }[] = [];
      for (let title = 0; title < index.titleText.length; title++) {
        const kind = index.titleKind[title]!;
        if (index.titleOccupation[title] !== occupation.at || kind > alternativeKind) continue;
        const text = index.titleText[title]!;
        if (!text.includes('/')) found.push({ text: text.toLowerCase(), kind });
      }
      found.sort((a, b) => a.kind - b.kind || a.text.length - b.text.length || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
      own = [...new Set(found.map((title) => title.text))].slice(0, mostTitlesAsked);
      byOccupation.set(occupation.at, own);
    }
    asked.push(...own);
  }
  return [...new Set(asked)];
}

const alternativeKind = titleKinds.indexOf('alternative');
