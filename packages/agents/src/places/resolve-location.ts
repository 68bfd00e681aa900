import { areaNamed } from './areas';
import { gazetteer, type City, type Country } from './gazetteer';
import { placeKey } from './place-key';

/** One place a location names: a country, a region of it, or a city (with its region and country). */
export type ResolvedPlace = { country: string; region?: string; city?: City };
/**
 * What a location text says: the places it names, the areas ("EMEA", "Europe") and whether it says remote.
 * A remote location's places and areas are where the remote work is open to.
 */
export type ResolvedLocation = {
  places: ResolvedPlace[];
  areas: ((country: Country) => boolean)[];
  remote: boolean;
  /** Parts that name no place the gazetteer knows ("New Berlinton"); 0 when the text names none at all ("Hybrid"). */
  unknownParts: number;
};

const maxLength = 300;
const maxParts = 30;
const remoteWords =
  /\b(?:fully\s+|100\s?%\s+)?(?:remote|remotely|anywhere|worldwide|work\s+from\s+home|wfh|home[\s-]?office|homeoffice|distributed|telecommut\w*|teletrabajo|télétravail|remoto|zdalnie|zdalna)\b/giu;
// Words around a place that are not part of it: the way of working, the office, "Greater", "Area", postcodes.
const noise =
  /\b(?:hybrid|hybride|on[\s-]?site|in[\s-]office|office|offices|hq|headquarters|campus|greater|metropolitan|metro|area|region|based|only|within|from|in|or|of|the|and|time\s*zones?|timezones?|[a-z]{2,4}\s*[+-]\s*\d{1,2}|gmt|utc|cet|est|pst|et|pt|bay)\b|\b\d[\d\s-]{2,}\b|\(\s*\)/giu;
const separators = /[;|/\n•·]|\s+(?:or|and|&|oder|ou|o|y|e|lub)\s+/iu;
const partSeparators = /,|\s[-–—:]\s|\s-|[()[\]]/u;

/** A part of a location and what it could be. */
type Candidate = { countries: string[]; regions: { country: string; admin: string }[]; cities: City[]; area?: (country: Country) => boolean };

function candidatesOf(raw: string): Candidate {
  const { countryByName, countries, regionsByName, regionsByCode, citiesByName } = gazetteer();
  const key = placeKey(raw).replace(/\.$/, '');
  const area = areaNamed(key);
  const found: Candidate = { countries: [], regions: [], cities: citiesByName.get(key) ?? [], area };
  // Two capitals ("CA", "NY", "UK", "DE") are codes; "ca" or "de" in running text are not.
  const code = /^[A-Z]{2,3}$/.test(raw.trim()) ? key : null;
  const country = countryByName.get(key) ?? (code && countries.has(code.toUpperCase()) ? code.toUpperCase() : undefined);
  if (country && (!code || code.length === 2 || countryByName.has(key))) found.countries.push(country);
  for (const region of regionsByName.get(key) ?? []) found.regions.push(region);
  if (code) for (const region of regionsByCode.get(code) ?? []) if (!found.regions.includes(region)) found.regions.push(region);
  return found;
}

type Qualifier = { country: string; region?: string };

/** The qualifiers a part may be, those agreeing with a city named beside it first. */
function qualifiersOf(candidate: Candidate, cities: City[]): Qualifier[] {
  const options: Qualifier[] = [
    ...candidate.regions.map((region) => ({ country: region.country, region: region.admin })),
    ...candidate.countries.map((country) => ({ country })),
  ];
  const agrees = (option: Qualifier) => cities.some((city) => city.country === option.country && (!option.region || city.admin === option.region));
  // Without a city to agree with: a country before a region ("Georgia"), a US region before others ("CA").
  const rank = (option: Qualifier) => (agrees(option) ? 0 : !option.region ? 1 : option.country === 'US' ? 2 : 3);
  return options.sort((a, b) => rank(a) - rank(b));
}

/** The place one segment names ("Fresno, CA, USA", "München, Bayern", "Atlanta, Georgia"): its cities in their region and country. */
function resolveSegment(parts: string[], resolved: ResolvedLocation): void {
  const candidates = parts.map(candidatesOf);
  // The first part is a city when it can be one (alone, only a city of a million or more: "Berlin", not
  // "Georgia"); later parts qualify it ("Berlin, Berlin" is the city in its state).
  const isCityPart = candidates.map((candidate, index) => {
    if (!candidate.cities.length) return false;
    const qualifier = candidate.countries.length > 0 || candidate.regions.length > 0 || candidate.area !== undefined;
    if (!qualifier) return true;
    if (index > 0) return false;
    return candidates.length > 1 || candidate.cities[0]!.population >= 1_000_000;
  });
  const namedCities = candidates.flatMap((candidate, index) => (isCityPart[index] ? candidate.cities : []));
  let country: string | undefined;
  let region: string | undefined;
  // Countries listed side by side with no city ("France, Belgium, Spain") are places of their own.
  const countriesAlone: string[] = [];
  candidates.forEach((candidate, index) => {
    if (isCityPart[index]) return;
    if (candidate.area) {
      resolved.areas.push(candidate.area);
      return;
    }
    const options = qualifiersOf(candidate, namedCities);
    const chosen = options.find((option) => !country || option.country === country);
    if (!chosen) {
      if (!namedCities.length && options[0] && !options[0].region) countriesAlone.push(options[0].country);
      else if (!options.length) resolved.unknownParts++;
      return;
    }
    country ??= chosen.country;
    region ??= chosen.region;
  });
  for (const other of countriesAlone) resolved.places.push({ country: other });
  const before = resolved.places.length;
  candidates.forEach((candidate, index) => {
    if (!isCityPart[index]) return;
    const city =
      candidate.cities.find((item) => (!country || item.country === country) && (!region || item.admin === region)) ??
      (country ? undefined : candidate.cities[0]);
    if (city) resolved.places.push({ country: city.country, region: city.admin, city });
  });
  resolved.unknownParts += candidates.filter(
    (candidate) => !candidate.cities.length && !candidate.countries.length && !candidate.regions.length && !candidate.area,
  ).length;
  if (resolved.places.length === before && country) resolved.places.push({ country, region });
}

/**
 * The places, areas and remote word a job location or a user's place names, read against the gazetteer:
 * "Fresno, CA, USA" is Fresno in California; "München" is Munich; "Remote - MI" is remote work in
 * Michigan, US; "Remote (EMEA)" remote work in Europe, the Middle East and Africa; "Berlin or Munich" two
 * places. Unknown words are passed over; nothing is guessed from a part no place is named by.
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
      .replace(noise, ' ')
      .split(partSeparators)
      .map((part) =>
        part
          .replace(/\s+/g, ' ')
          .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '')
          .trim(),
      )
      .filter((part) => /\p{L}{2}/u.test(part))
      .slice(0, maxParts);
    if (parts.length) resolveSegment(parts, resolved);
  }
  return resolved;
}
