import type { Area } from './areas';
import { distanceKm, gazetteer } from './gazetteer';
import type { ResolvedLocation, ResolvedPlace } from './resolve-location';

/** How a job's place stands to a place a user named. */
export type PlaceRelation =
  | { kind: 'same' }
  | { kind: 'near'; km: number }
  | { kind: 'remote' }
  | { kind: 'remote-unclear' }
  | { kind: 'country' }
  | { kind: 'remote-elsewhere' }
  | { kind: 'elsewhere' }
  | { kind: 'unknown' };
/** How a job stands to a user who asked for remote work (somewhere). */
export type RemoteRelation = 'open' | 'unclear' | 'closed' | 'not-remote';

/** Within this a town is a daily commute from the user's city. */
export const nearKm = 50;
/** Within this it is part of the same city. */
const sameCityKm = 10;
const order: PlaceRelation['kind'][] = ['same', 'near', 'remote', 'remote-unclear', 'country', 'remote-elsewhere', 'elsewhere', 'unknown'];

/** Whether `inner` lies in `outer`: the same city, a place in its region, a place in its country. */
function contains(outer: ResolvedPlace, inner: ResolvedPlace): boolean {
  if (outer.country !== inner.country) return false;
  if (outer.city) return inner.city?.id === outer.city.id;
  return !outer.region || outer.region === inner.region;
}

function relatePlace(job: ResolvedPlace, user: ResolvedPlace): PlaceRelation {
  if (contains(user, job)) return { kind: 'same' };
  if (user.city && job.city) {
    const km = distanceKm(user.city, job.city);
    // A borough or district the gazetteer lists on its own ("Brooklyn") is the city.
    if (km <= sameCityKm) return { kind: 'same' };
    if (km <= nearKm) return { kind: 'near', km: Math.round(km) };
  }
  return { kind: job.country === user.country ? 'country' : 'elsewhere' };
}

/**
 * Whether remote work held to `job` (places and areas; nothing: anywhere) is open to someone in `user`'s;
 * null when it is held to somewhere the gazetteer does not know ("Remote - Eastern Europe").
 */
function openTo(job: ResolvedLocation, user: { places: ResolvedPlace[]; areas: Area[] }): boolean | null {
  if (!job.places.length && !job.areas.length) return job.unknownParts > 0 && (user.places.length > 0 || user.areas.length > 0) ? null : true;
  if (!user.places.length && !user.areas.length) return true;
  const { countries } = gazetteer();
  // Held to a region ("Remote - Alberta, Canada") for someone who named a place in that country: that region only.
  const heldTo = (place: ResolvedPlace, wanted: ResolvedPlace) =>
    place.country === wanted.country && (!place.region || place.city !== undefined || !wanted.region || place.region === wanted.region);
  const inJob = (code: string) => {
    const country = countries.get(code);
    return job.places.some((place) => place.country === code) || (!!country && job.areas.some((area) => area(country)));
  };
  if (user.places.some((wanted) => job.places.some((place) => heldTo(place, wanted)))) return true;
  if (user.places.some((wanted) => !job.places.some((place) => place.country === wanted.country) && inJob(wanted.country))) return true;
  // An area for an area ("Remote (Europe)" and "Remote - EMEA"): some country in both.
  return user.areas.some((area) => countriesIn(area).some(inJob));
}

const areaCountries = new WeakMap<Area, string[]>();

/** The codes of the countries in an area, worked out once per area. */
function countriesIn(area: Area): string[] {
  let codes = areaCountries.get(area);
  if (!codes) {
    codes = [...gazetteer().countries.values()].filter((country) => area(country)).map((country) => country.code);
    areaCountries.set(area, codes);
  }
  return codes;
}

/**
 * How a job's location stands to one place a user named ("Berlin", "California", "Germany"): in it, a
 * commute from it (within 50 km), remote work open to it, elsewhere in its country, remote work held
 * elsewhere, elsewhere, or unknown when the job names no place. The best of the job's places counts.
 */
export function relateToPlace(job: ResolvedLocation, jobRemote: boolean, user: ResolvedLocation): PlaceRelation {
  const relations: PlaceRelation[] = [];
  const remote = jobRemote || job.remote;
  // Remote work held to a region or country ("Remote - Alberta, Canada") is not located there: only a city is an office.
  const located = remote ? job.places.filter((place) => place.city) : job.places;
  for (const place of located) for (const wanted of user.places) relations.push(relatePlace(place, wanted));
  if (remote) {
    const open = openTo(job, user);
    relations.push({ kind: open === null ? 'remote-unclear' : open ? 'remote' : 'remote-elsewhere' });
  }
  if (!relations.length) return { kind: 'unknown' };
  return relations.reduce((best, relation) => (order.indexOf(relation.kind) < order.indexOf(best.kind) ? relation : best));
}

/** How a job stands to a user asking for remote work, perhaps held to somewhere ("Remote (US)", "Remote (Europe)"). */
export function relateToRemote(job: ResolvedLocation, jobRemote: boolean, user: ResolvedLocation): RemoteRelation {
  if (!jobRemote && !job.remote) return 'not-remote';
  const open = openTo(job, user);
  return open === null ? 'unclear' : open ? 'open' : 'closed';
}
