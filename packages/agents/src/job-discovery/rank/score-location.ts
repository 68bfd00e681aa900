import { relateToPlace, relateToRemote } from '../../places/relate-places';
import { resolveLocation, type ResolvedLocation } from '../../places/resolve-location';
import { indexOfTerms, phraseTerms } from '../../text/tokenize';
import { rankWeights } from './rank-weights';

/**
 * One entry of the user's locations. "Remote", "Anywhere", "Remote (Europe)" are remote entries (the
 * places besides "remote" narrow where); anything else is a place: "Berlin, Germany" matches a posting in
 * Berlin fully, one in Potsdam mostly (a commute), and one elsewhere in Germany partly. Places are read
 * against the gazetteer (places/); an entry it does not know is matched by its words.
 */
export type LocationPreference = {
  entry: string;
  remote: boolean;
  place: string[];
  wider: string[][];
  /** The entry read against the gazetteer; null when it names no place it knows (then its words are matched). */
  resolved: ResolvedLocation | null;
  /** "Berlin, Germany": the entry names its country beside the place, so elsewhere in that country is in part what was asked. */
  namesCountry: boolean;
};
export type LocationMatch = { share: number; match: string | null; remote: boolean };

export const locationShares = { wrongRegion: 0.4, samePlaceWider: 0.6, near: 0.8, remoteForPlace: 0.9, remoteMaybeForPlace: 0.5 } as const;
const shares = locationShares;

export function compileLocations(locations: readonly string[]): LocationPreference[] {
  return locations.flatMap((entry): LocationPreference[] => {
    const terms = phraseTerms(entry);
    const remote =
      terms.includes('remote') || terms.includes('anywhere') || terms.includes('worldwide') || indexOfTerms(terms, ['work', 'from', 'home']) >= 0;
    const read = resolveLocation(entry);
    const resolved = read.places.length > 0 || read.areas.length > 0 ? read : null;
    // A remote entry is always read by the gazetteer: "Remote" alone names nowhere, which is anywhere.
    if (remote) return [{ entry, remote, place: [], wider: [], resolved: resolved ?? read, namesCountry: false }];
    const [first = '', ...rest] = entry.split(',');
    const place = phraseTerms(first);
    const wider = rest.map(phraseTerms).filter((part) => part.length > 0);
    // A state beside a city ("Atlanta, GA") is no country: only a part read as the place's own country is.
    const countries = new Set(read.places.map((found) => found.country));
    const namesCountry = rest.some((part) => resolveLocation(part).places.some((found) => !found.region && countries.has(found.country)));
    return place.length > 0 ? [{ entry, remote, place, wider, resolved, namesCountry }] : [];
  });
}

/** `remote` is the posting's flag; its location text saying "Remote" counts too. */
export function matchLocation(location: string, remoteFlag: boolean, preferences: readonly LocationPreference[]): LocationMatch {
  const terms = phraseTerms(location);
  const remote = remoteFlag || terms.includes('remote');
  if (preferences.length === 0) return { share: rankWeights.location.neutral, match: null, remote };
  let best: LocationMatch = { share: 0, match: null, remote };
  let job: ResolvedLocation | undefined;
  let unknownPlace = false;
  for (const preference of preferences) {
    let share: number;
    let match = preference.entry;
    if (preference.resolved) {
      job ??= resolveLocation(location);
      const found = placedShare(preference, preference.resolved, job, remote);
      ({ share } = found);
      match = found.match ?? match;
      // A place the gazetteer does not know ("New Berlinton") is matched by its words; no place at all is unknown.
      if (found.unknown && job.unknownParts > 0) share = placeShare(preference, terms);
      else unknownPlace ||= found.unknown;
      if (found.remoteOnly) {
        // Remote work open to a place the user named: the remote part of the score, not the place.
        if (share > best.share) best = { share, match: null, remote: true };
        continue;
      }
    } else {
      share = placeShare(preference, terms);
    }
    if (share > best.share) best = { share, match, remote };
    if (share === 1) return best;
  }
  if (best.share > 0) return best;
  if (unknownPlace) return { share: rankWeights.location.unknown, match: null, remote };
  // Remote work for someone who named a place the gazetteer does not know: maybe open to them.
  if (remote && preferences.some((preference) => !preference.remote && !preference.resolved)) {
    return { share: shares.remoteMaybeForPlace, match: null, remote: true };
  }
  // Remote work held elsewhere is no remote work for this user.
  const judged = remote && preferences.some((preference) => preference.resolved);
  return { share: location === '' ? rankWeights.location.unknown : 0, match: null, remote: remote && !judged };
}

function placeShare(preference: LocationPreference, terms: readonly string[]): number {
  if (indexOfTerms(terms, preference.place) >= 0) return 1;
  return preference.wider.some((part) => indexOfTerms(terms, part) >= 0) ? shares.samePlaceWider : 0;
}

/**
 * A place the gazetteer knows, against the job's location read the same way: in it, or remote work open
 * to it (full), within commuting distance (most; the reason says how far), elsewhere in a country the user
 * named (part), remote work held elsewhere for a remote entry (little), else nothing. A job naming no place
 * is unknown. `remoteOnly`: the share is for remote work open to a place the user named.
 */
function placedShare(
  preference: LocationPreference,
  wanted: ResolvedLocation,
  job: ResolvedLocation,
  remote: boolean,
): { share: number; match?: string; unknown: boolean; remoteOnly?: boolean } {
  if (preference.remote) {
    const relation = relateToRemote(job, remote, wanted);
    const share = { open: 1, unclear: shares.remoteMaybeForPlace, closed: shares.wrongRegion, 'not-remote': 0 }[relation];
    return { share, unknown: false };
  }
  const relation = relateToPlace(job, remote, wanted);
  switch (relation.kind) {
    case 'same':
      return { share: 1, unknown: false };
    case 'near':
      return { share: shares.near, match: `${relation.km} km from ${preference.entry}`, unknown: false };
    case 'remote':
      return { share: shares.remoteForPlace, unknown: false, remoteOnly: true };
    case 'remote-unclear':
      return { share: shares.remoteMaybeForPlace, unknown: false, remoteOnly: true };
    case 'country':
      // "Berlin, Germany" asks for Germany too; "Berlin" and "Atlanta, GA" do not.
      return { share: preference.namesCountry ? shares.samePlaceWider : 0, unknown: false };
    case 'unknown':
      return { share: 0, unknown: true };
    default:
      return { share: 0, unknown: false };
  }
}
