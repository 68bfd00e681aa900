import { existsSync, readFileSync } from 'node:fs';

/** A job's location beside a place a user typed, and how a person judged the two (README.md). */
export type LocationPair = {
  posting: string;
  /** The source's own remote flag or workplace field, null when it has none. */
  remote: boolean | null;
  user: string;
  expected: 'same' | 'near' | 'country' | 'elsewhere' | 'remote' | 'remote-elsewhere' | 'unknown' | 'open' | 'closed' | 'not-remote';
  from: string;
  note?: string;
};

export type LocationPairSet = 'dev' | 'holdout';

/** A set's pairs; none when the set is not there yet. */
export function loadLocationPairs(set: LocationPairSet): LocationPair[] {
  const file = new URL(`${set}.json`, import.meta.url);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { pairs: LocationPair[] }).pairs : [];
}

/**
 * The location share (rank/score-location.ts) a judgement calls for: a place the user named in full,
 * a commute less, remote work open to them nearly full, elsewhere in a country part or nothing, another
 * country or remote work held elsewhere little or nothing, unknown the small share for a place not given.
 */
const bands: Record<LocationPair['expected'], [number, number]> = {
  same: [0.95, 1],
  near: [0.7, 0.9],
  remote: [0.85, 1],
  country: [0, 0.65],
  elsewhere: [0, 0.45],
  'remote-elsewhere': [0, 0.45],
  unknown: [0.25, 0.35],
  open: [0.95, 1],
  closed: [0.3, 0.5],
  'not-remote': [0, 0],
};

/** Whether a share is in the band the pair's judgement calls for. */
export function shareFits(pair: LocationPair, share: number): boolean {
  const [low, high] = bands[pair.expected];
  return share >= low - 1e-9 && share <= high + 1e-9;
}

/** The remote flag a search reads: the source's own, or true for the boards that list remote jobs only (their adapters say so). */
export function jobRemote(pair: LocationPair): boolean {
  return pair.remote ?? /\b(?:remotive|remoteok|himalayas|jobicy)\b/i.test(pair.from);
}
