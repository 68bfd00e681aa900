import { areaNamed, type Area } from './areas';
import { gazetteer, type City } from './gazetteer';
import { placeKey } from './place-key';

/**
 * One place a location names: a country, a region of it, or a city (with its region and country).
 * `doubtful`: a city named alone whose name is also a city of comparable size in another country.
 */
export type ResolvedPlace = { country: string; region?: string; city?: City; doubtful?: boolean };
/**
 * What a location text says: the places it names, the areas ("EMEA", "Europe") and whether it says remote.
 * A remote location's places and areas are where the remote work is open to.
 */
export type ResolvedLocation = {
  places: ResolvedPlace[];
  areas: Area[];
  remote: boolean;
  /** Parts that name no place the gazetteer knows ("New Berlinton"); 0 when the text names none at all ("Hybrid"). */
  unknownParts: number;
};

const maxLength = 300;
const maxParts = 30;
const remoteWords =
  /\b(?:fully\s+|100\s?%\s+)?(?:remote|remotely|anywhere|worldwide|global|globally|work\s+from\s+home|wfh|home[\s-]?office|homeoffice|distributed|telecommut\w*|teletrabajo|télétravail|remoto|zdalnie|zdalna)\b(?![\s-]first)/giu;
// Words beside a place that are not part of it (the way of working, the office, "Greater", "Area", time
// zones, postcodes): taken out of a part only when the part as written names no place, so "OR" (Oregon),
// "IN", "PT", "United States of America" and "Isle of Man" stay whole.
const noise =
  /\b(?:hybrid|hybride|on[\s-]?site|in[\s-]office|office|offices|hq|headquarters|campus|greater|metropolitan|metro|area|region|based|only|within|from|in|of|the|and|time\s*zones?|timezones?|gmt|utc|cet|cest|est|edt|pst|pdt|et|pt|ct|bay)\b|\b[a-z]{2,4}\s*(?:\+\/?-?|-)\s*\d{1,2}\b|\b\d[\d\s-]{2,}\b/giu;
// Between places: not "and" ("Bosnia and Herzegovina"), nor "or" beside a state ("Portland OR").
const separators = /[;|/\n•·]|\s+(?:or|OR|Or|oder|ou|lub|&)\s+/u;
// Parts: commas, dashes with a space, brackets, and a hyphen beside a code ("US-CA-San Jose").
const partSeparators = /,|\s[-–—:]\s|\s-|-\s|[()[\]]|(?<=\b[A-Z]{2,3})-|-(?=[A-Z]{2,3}\b)/u;
// Regions written as codes with no country beside them: the postal abbreviations boards use.
const codedRegionCountries = new Set(['US', 'CA', 'AU']);
/** A city this much smaller than another of its name elsewhere leaves the name in doubt. */
const doubtRatio = 0.1;

/** A region a part may name: by its name, or by a code ("CA") that only counts where the country allows it. */
type RegionReading = { country: string; admin: string; byCode: boolean };
/** A part of a location and what it could be. */
type Candidate = { countries: { code: string; byName: boolean }[]; regions: RegionReading[]; cities: City[]; area?: Area };

const namesSomething = (candidate: Candidate) =>
  candidate.cities.length > 0 || candidate.countries.length > 0 || candidate.regions.length > 0 || candidate.area !== undefined;

function candidatesOf(raw: string): Candidate {
  const { countryByName, countries, regionsByName, regionsByCode, citiesByName } = gazetteer();
  // "D.C.", "U.S.", "U.K." are the codes DC, US, UK.
  const written = /^(?:[A-Z]\.){1,2}[A-Z]\.?$/.test(raw.trim()) ? raw.replace(/\./g, '') : raw;
  const key = placeKey(written).replace(/\.$/, '');
  // Two or three capitals ("CA", "NY", "UK", "DE") are codes; "ca" or "de" in running text are not.
  const code = /^[A-Z]{2,3}$/.test(written.trim()) ? key : null;
  // Of codes, only three letters may be a city's initials ("NYC").
  const found: Candidate = { countries: [], regions: [], cities: code?.length === 2 ? [] : (citiesByName.get(key) ?? []), area: areaNamed(key) };
  const named = countryByName.get(key);
  if (named) found.countries.push({ code: named, byName: !code });
  else if (code?.length === 2 && countries.has(code.toUpperCase())) found.countries.push({ code: code.toUpperCase(), byName: false });
  for (const region of regionsByName.get(key) ?? []) found.regions.push({ country: region.country, admin: region.admin, byCode: false });
  if (code) for (const region of regionsByCode.get(code) ?? []) found.regions.push({ country: region.country, admin: region.admin, byCode: true });
  return found;
}

/** What a part names: as written, else without the words beside places; null when it is only such words ("Hybrid"). */
function readPart(raw: string): Candidate | null {
  const whole = candidatesOf(raw);
  if (namesSomething(whole)) return whole;
  const stripped = raw
    .replace(noise, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
  if (!/\p{L}{2}/u.test(stripped)) return null;
  return stripped === raw ? whole : candidatesOf(stripped);
}

type Qualifier = { country: string; region?: string; rank: number };

/**
 * The countries and regions a part may be, in `country` when one is known, best first: one agreeing with a
 * city named beside it, a country by name, a US region, a country by code, another region. A region by code
 * counts only in the country named beside it, or in the US, Canada or Australia when none is.
 */
function qualifiersOf(candidate: Candidate, cities: readonly City[], country: string | undefined): Qualifier[] {
  const agrees = (option: { country: string; region?: string }) =>
    cities.some((city) => city.country === option.country && (!option.region || city.admin === option.region));
  const options: Qualifier[] = [
    ...candidate.countries.map(({ code, byName }) => ({ country: code, rank: byName ? 1 : 3 })),
    ...candidate.regions
      .filter((region) => !region.byCode || region.country === country || (!country && codedRegionCountries.has(region.country)))
      .map((region) => ({ country: region.country, region: region.admin, rank: region.country === 'US' ? 2 : 4 })),
  ];
  return options
    .filter((option) => !country || option.country === country)
    .map((option) => (agrees(option) ? { ...option, rank: 0 } : option))
    .sort((a, b) => a.rank - b.rank);
}

/**
 * Whether a part names a city here: alone, a city of 100,000 or more, or one in a region of its own name
 * ("Hamburg"), rather than a foreign region or a country; after the first part, only a city in a country or
 * region another part names ("US-CA-San Jose"), else a qualifier ("Berlin, Berlin").
 */
function isCityPart(candidates: readonly Candidate[], index: number): boolean {
  const candidate = candidates[index]!;
  if (!candidate.cities.length) return false;
  if (!candidate.countries.length && !candidate.regions.length && !candidate.area) return true;
  if (candidate.countries.some((country) => country.byName) || candidate.area) return false;
  if (index > 0) {
    const others = candidates.filter((_, other) => other !== index);
    return candidate.cities.some((city) =>
      others.some(
        (other) =>
          other.countries.some((country) => country.code === city.country) ||
          other.regions.some((region) => region.country === city.country && region.admin === city.admin),
      ),
    );
  }
  const city = candidate.cities[0]!;
  return candidates.length > 1 || city.population >= 100_000 || candidate.regions.some((region) => region.country === city.country);
}

/** The place one segment names ("Fresno, CA, USA", "München, Bayern", "Atlanta, Georgia"): its cities in their region and country. */
function resolveSegment(parts: string[], resolved: ResolvedLocation): void {
  const read = parts.map(readPart);
  const candidates = read.filter((candidate): candidate is Candidate => candidate !== null);
  resolved.unknownParts += candidates.filter((candidate) => !namesSomething(candidate)).length;
  const cityParts = candidates.map((_, index) => isCityPart(candidates, index));
  const namedCities = candidates.flatMap((candidate, index) => (cityParts[index] ? candidate.cities : []));
  let country: string | undefined;
  let region: string | undefined;
  const alone: ResolvedPlace[] = [];
  // Qualifiers from the right, where the widest is written: "Georgia, USA" is the state, "CA, USA" California.
  for (let index = candidates.length - 1; index >= 0; index--) {
    const candidate = candidates[index]!;
    if (cityParts[index] || !namesSomething(candidate)) continue;
    if (candidate.area) {
      resolved.areas.push(candidate.area);
      continue;
    }
    const options = qualifiersOf(candidate, namedCities, country);
    const best = options[0];
    if (!best) {
      // Countries listed side by side with no city ("France, Belgium, Spain") are places of their own.
      const other = candidate.countries[0];
      if (!namedCities.length && other) alone.push({ country: other.code });
      continue;
    }
    // A code or name that is a country and a region of another ("CA", "Georgia") with nothing to tell
    // which, and no city beside it: both are places.
    const doubt = !country && !namedCities.length ? options.filter((option) => option.country !== best.country && option.rank <= 3) : [];
    if (doubt.length) {
      for (const option of [best, ...doubt]) alone.push({ country: option.country, region: option.region });
      continue;
    }
    country ??= best.country;
    region ??= best.region;
  }
  const before = resolved.places.length;
  candidates.forEach((candidate, index) => {
    if (!cityParts[index]) return;
    const inPlace = (city: City) => (!country || city.country === country) && (!region || city.admin === region);
    const city = candidate.cities.find(inPlace) ?? (country ? undefined : candidate.cities[0]);
    if (!city || resolved.places.some((place) => place.city?.id === city.id)) return;
    // Nothing beside it to tell which, and a city of the name not much smaller elsewhere: the country is in doubt.
    const doubtful = !country && candidate.cities.some((other) => other.country !== city.country && other.population >= doubtRatio * city.population);
    resolved.places.push({ country: city.country, region: city.admin, city, ...(doubtful ? { doubtful } : {}) });
  });
  if (resolved.places.length === before && country) resolved.places.push({ country, region });
  resolved.places.push(...alone);
}

/**
 * The places, areas and remote word a job location or a user's place names, read against the gazetteer:
 * "Fresno, CA, USA" is Fresno in California; "München" is Munich; "Remote - MI" is remote work in
 * Michigan, US; "Remote (EMEA)" remote work in Europe, the Middle East and Africa; "Berlin or Munich" two
 * places; "Remote - CA" both California and Canada. Parts no place is named by are counted in unknownParts.
 */
export function resolveLocation(text: string): ResolvedLocation {
  const resolved: ResolvedLocation = { places: [], areas: [], remote: false, unknownParts: 0 };
  const bounded = text.slice(0, maxLength);
  const withoutRemote = bounded.replace(remoteWords, () => {
    resolved.remote = true;
    return ',';
  });
  for (const segment of withoutRemote.split(separators).slice(0, maxParts)) {
    const parts = segment
      .split(partSeparators)
      .map((part) =>
        part
          .replace(/\s+/g, ' ')
          .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '')
          .trim(),
      )
      .filter((part) => /\p{L}{2}/u.test(part.replace(/\./g, '')))
      .slice(0, maxParts);
    if (parts.length) resolveSegment(parts, resolved);
  }
  return resolved;
}
