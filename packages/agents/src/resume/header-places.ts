import { isKnownCity, isKnownRegion } from '../places/known-city';
import { countryNames } from './country-names';
import { isSchoolWord, schoolPattern } from './degree-and-school-words';
import { organisationWords } from './organisation-words';
import { looksLikeRole } from './role-words';

// The places a role's header writes ("Austin, TX", "Paris / full remote", "Quiznos Restaurant Marquette, MI"):
// split-header.ts tells them from the title and the employer by these.

export const isCountry = (text: string) => text === 'Remote' || countryNames.has(text);
// A template's place left as its placeholder ("City, State", "[City], Country"), as anonymised resumes keep it.
const placeholderPlace = /^\[?city\]?\s*,\s*\[?(?:state|country|region)\]?$/i;
const cityAndRegion = /^(\p{Lu}[\p{L}.' -]{1,30}),\s*(\S.*)$/u;
/** "Austin, TX", "Shanghai, China", "São Paulo, Brasil", "Kraków, Polska": a place, then a region's code or a country's name. */
const isCityInRegion = (text: string) => {
  if (/^(?:remote|hybrid|on-?site)$/i.test(text) || placeholderPlace.test(text)) return true;
  const [, city, region] = cityAndRegion.exec(text) ?? [];
  if (city === undefined || region === undefined) return false;
  // "Quiznos Restaurant Marquette, MI" is a name with its place glued on (withGluedPlace), not a place.
  const words = city.trim().split(/\s+/);
  if (words.length > 1 && !isKnownCity(city) && [1, 2].some((take) => words.length > take && isCityWord(words.slice(-take).join(' ')))) return false;
  // "Teresina, Piauí, Brasil": a city the gazetteer knows, its region, then its country.
  const regionPieces = region.split(/\s*,\s*/);
  const regionOk = (piece: string) => /^[A-Z]{2}$/.test(piece) || isCountry(piece);
  return regionPieces.length === 1 ? regionOk(region) : regionPieces.length === 2 && isKnownCity(city) && regionOk(regionPieces[1]!);
};
// How the work is done, in the five languages: "full remote", "télétravail", "remoto", "hybrid".
const workMode =
  /^(?:(?:full(?:y)?|100\s*%|fully)\s+)?(?:remote|hybrid|on-?site|télétravail|teletravail|remoto|híbrido|hibrido|presencial|présentiel|presentiel|homeoffice|home office)$/iu;
/** A place, a way of working ("Full remote"), or both ("Paris / Laval / full remote"). */
export function isLocation(text: string): boolean {
  if (isCityInRegion(text) || workMode.test(text)) return true;
  const pieces = text.split(/\s+\/\s+/);
  if (pieces.length < 2) return false;
  // "MADRID / AMSTERDAM", "Paris / full remote".
  return (
    pieces.every((piece) => isCityInRegion(piece) || isKnownCity(piece)) ||
    (pieces.some((piece) => workMode.test(piece)) && pieces.every((piece) => workMode.test(piece) || isCityInRegion(piece) || isPlaceName(piece)))
  );
}

// A region after a city's comma: a two-letter code ("MI", "OR"), or a template's placeholder ("State").
const regionOpening = /^(\p{Lu}{2}|state)\b\s*(.*)$/iu;
const cityAtEnd = (words: string[], take: number) => words.slice(-take).join(' ');
/** The region a piece opens with, and what follows it: a code ("MI"), a placeholder ("State"), or a region's or country's name ("Oregon"). */
export function regionAtStart(piece: string): [string, string, string] | undefined {
  const coded = regionOpening.exec(piece);
  if (coded && (coded[1]!.toLowerCase() === 'state' || coded[1] === coded[1]!.toUpperCase())) return [coded[0], coded[1]!, coded[2]!];
  const words = piece.split(/\s+/);
  const take = [3, 2, 1].find((count) => words.length >= count && isKnownRegion(words.slice(0, count).join(' ')));
  return take === undefined ? undefined : [piece, words.slice(0, take).join(' '), words.slice(take).join(' ')];
}
// A city's name glued to a name before it, never a word of the name's own kind ("University" is a town in Florida).
export const isCityWord = (text: string) =>
  /^\[?city\]?$/i.test(text) || (isKnownCity(text) && !organisationWords.test(text) && !schoolPattern.test(text) && !looksLikeRole(text));

/**
 * A place written without its own separators, glued to the pieces around its comma: "Quiznos Sandwich Restaurant
 * Marquette" + "MI", "Company Name City" + "State Food Prep Chef". The city is the last words before the comma that
 * the gazetteer knows (or a template's "City"), the region the code after it; what follows the region is a piece of
 * its own. Told the place, the pieces come back without it.
 */
export function withGluedPlace(pieces: string[], found: (place: string) => void): string[] {
  pieces = [...pieces];
  for (let index = 0; index + 1 < pieces.length; index++) {
    const region = regionAtStart(pieces[index + 1]!);
    if (!region) continue;
    const words = pieces[index]!.split(/\s+/);
    const take = [3, 2, 1].find((count) => words.length >= count && isCityWord(cityAtEnd(words, count)));
    if (take === undefined) continue;
    const after = region[2]!.trim();
    // "City , State , USA": a country after the region is the place's too.
    const country = after === '' && pieces[index + 2] !== undefined && isCountry(pieces[index + 2]!) ? pieces[index + 2]! : undefined;
    found([cityAtEnd(words, take), region[1], ...(country ? [country] : [])].join(', '));
    if (country) pieces = [...pieces.slice(0, index + 2), ...pieces.slice(index + 3)];
    const before = words.slice(0, -take).join(' ');
    return [...pieces.slice(0, index), ...(before ? [before] : []), ...(after ? [after] : []), ...pieces.slice(index + 2)];
  }
  return pieces;
}

/** The place a header ends with: "…, Austin, TX", "…, Mountain View, CA, USA", "…, Lima, Peru". */
export function trailingPlace(text: string): string | null {
  const pieces = text.split(/\s*,\s*/);
  for (const take of [3, 2]) {
    if (pieces.length <= take) continue;
    const candidate = pieces.slice(-take).join(', ');
    const [city, region] = pieces.slice(-take);
    // "…Accounting City , State , USA": a region whose city is glued to the piece before is withGluedPlace's to read.
    const before = pieces.at(-take - 1)!.split(/\s+/);
    if (regionAtStart(city!) && [1, 2].some((count) => before.length > count && isCityWord(before.slice(-count).join(' ')))) continue;
    if (isLocation(candidate) || (take === 3 && isLocation(`${city}, ${region}`) && isCountry(pieces.at(-1)!))) return candidate;
  }
  return null;
}

/**
 * The region of a place read as "a name, then a country or region" whose name is several words the gazetteer knows as
 * no city or region ("Singapore Armed Forces, Singapore"): for a header that needs an employer, the name is it.
 */
export function regionAfterUnknownName(place: string): string | null {
  const pieces = place.split(/\s*,\s*/);
  if (pieces.length !== 2 || placeholderPlace.test(place)) return null;
  const [name, region] = pieces as [string, string];
  if (name.split(/\s+/).length < 2 || isKnownCity(name) || isKnownRegion(name) || looksLikeRole(name)) return null;
  return region;
}

/** A place written as a name ("Mountain View", "São Paulo"): capitalised words, no role or organisation in them. */
export function isPlaceName(text: string): boolean {
  return (
    isLocation(text) ||
    (/^\p{Lu}[\p{L}.' -]{1,40}$/u.test(text) && text.split(' ').length <= 4 && !looksLikeRole(text) && !organisationWords.test(text))
  );
}

/**
 * The last of three pieces or more is the place where it reads as one, but not an organisation's initials ("Professor,
 * English, UCF") or a name that ends in its city ("NYU Abu Dhabi", "Hochschule Niederrhein"… a city after other words).
 */
export function lastPieceIsPlace(piece: string): boolean {
  // A school's word alone is no place, though a town bears its name ("University", Florida).
  if (isSchoolWord(piece.trim())) return false;
  if (isKnownCity(piece) || isKnownRegion(piece) || isLocation(piece)) return true;
  if (/^\p{Lu}{3,}$/u.test(piece)) return false;
  // A place the gazetteer does not know is a short name (a town, "Kirchberg SG"), not a school's or a unit's.
  const words = piece.split(/\s+/);
  const namedAfterCity = [1, 2].some((take) => words.length > take && isKnownCity(words.slice(-take).join(' ')));
  return !namedAfterCity && words.length <= 2 && !schoolPattern.test(piece) && isPlaceName(piece);
}
