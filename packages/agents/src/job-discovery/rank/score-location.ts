import { rankWeights } from './rank-weights';
import { remoteOpenTo } from './regions';
import { indexOfTerms, phraseTerms } from '../../text/tokenize';

const anywhereWords = new Set(['remote', 'anywhere', 'worldwide', 'only', 'fully', 'work', 'from', 'home', 'wfh']);

/**
 * One entry of the user's locations. "Remote", "Anywhere", "Remote (Europe)" are remote entries (the
 * words besides "remote" narrow where); anything else is a place: "Berlin, Germany" matches a posting in
 * Berlin fully and one elsewhere in Germany partly.
 */
export type LocationPreference = { entry: string; remote: boolean; place: string[]; wider: string[][] };
export type LocationMatch = { share: number; match: string | null; remote: boolean };

const shares = { wrongRegion: 0.4, samePlaceWider: 0.6, remoteForPlace: 0.9, remoteMaybeForPlace: 0.5 } as const;

export function compileLocations(locations: readonly string[]): LocationPreference[] {
  return locations.flatMap((entry): LocationPreference[] => {
    const terms = phraseTerms(entry);
    const remote =
      terms.includes('remote') || terms.includes('anywhere') || terms.includes('worldwide') || indexOfTerms(terms, ['work', 'from', 'home']) >= 0;
    if (remote) return [{ entry, remote, place: terms.filter((term) => !anywhereWords.has(term)), wider: [] }];
    const [place = [], ...wider] = entry
      .split(',')
      .map(phraseTerms)
      .filter((part) => part.length > 0);
    return place.length > 0 ? [{ entry, remote, place, wider }] : [];
  });
}

/** `remote` is the posting's flag; its location text saying "Remote" counts too. */
export function matchLocation(location: string, remoteFlag: boolean, preferences: readonly LocationPreference[]): LocationMatch {
  const terms = phraseTerms(location);
  const remote = remoteFlag || terms.includes('remote');
  if (preferences.length === 0) return { share: rankWeights.location.neutral, match: null, remote };
  let best: LocationMatch = { share: 0, match: null, remote };
  for (const preference of preferences) {
    const share = preference.remote ? remoteShare(preference, location, terms, remote) : placeShare(preference, terms);
    if (share > best.share) best = { share, match: preference.entry, remote };
    if (share === 1) return best;
  }
  if (best.share > 0) return best;
  if (remote) {
    // Remote work for someone who named a place: open to them unless it is held to somewhere else ("Remote - Hungary" for New York).
    const open = preferences.filter((preference) => !preference.remote).map((preference) => remoteOpenTo(location, preference.entry));
    const share = open.includes(true) ? shares.remoteForPlace : open.includes(null) ? shares.remoteMaybeForPlace : 0;
    return { share, match: null, remote: share > 0 };
  }
  return { share: location === '' ? rankWeights.location.unknown : 0, match: null, remote };
}

function remoteShare(preference: LocationPreference, location: string, terms: readonly string[], remote: boolean): number {
  if (!remote) return 0;
  if (preference.place.length === 0 || indexOfTerms(terms, preference.place) >= 0) return 1;
  // "Remote" with no region is open to anyone; "Remote - UK" for a user who asked for "Remote (US)" is not quite.
  if (terms.every((term) => anywhereWords.has(term))) return 1;
  return remoteOpenTo(location, preference.entry) === false ? shares.wrongRegion : 1;
}

function placeShare(preference: LocationPreference, terms: readonly string[]): number {
  if (indexOfTerms(terms, preference.place) >= 0) return 1;
  return preference.wider.some((part) => indexOfTerms(terms, part) >= 0) ? shares.samePlaceWider : 0;
}
