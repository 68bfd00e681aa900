import { payLocation, placeWithCurrency, type PlaceSuggestion } from '@seeker/contract';
import { gazetteer, type City, type Region } from './gazetteer';
import { placeKey } from './place-key';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** English, as the gazetteer's codes name them ("United States", "Côte d’Ivoire"). */
const countryName = (code: string) => countryNames.of(code) ?? code;
/** Words a place's name keeps in lower case after its first ("Isle of Man", "Ile-de-France", "Rio Grande do Sul"). */
const smallWords = new Set(['of', 'and', 'the', 'de', 'del', 'la', 'le', 'les', 'du', 'des', 'da', 'do', 'dos', 'das', 'di', 'sur']);
/** The gazetteer keeps region names folded: "north rhine-westphalia" is shown "North Rhine-Westphalia". */
const shown = (folded: string) =>
  folded.replace(/\p{L}+/gu, (word, at: number) => (at > 0 && smallWords.has(word) ? word : word[0]!.toUpperCase() + word.slice(1)));

type Index = { names: string[]; regionOf: (city: City) => Region | undefined; countryNamesOf: ReadonlyMap<string, string[]> };
let index: Index | undefined;

/** Every name the gazetteer knows a place by, sorted, to find those a typed prefix starts. */
function namesIndex(): Index {
  if (index) return index;
  const { citiesByName, regionsByName, countryByName, regionsByCode } = gazetteer();
  const names = [...new Set([...citiesByName.keys(), ...regionsByName.keys(), ...countryByName.keys()])].sort();
  const regionOf = (city: City) =>
    regionsByCode.get(placeKey(city.admin))?.find((region) => region.country === city.country && region.admin === city.admin);
  // Each country's names (in every language the gazetteer keeps), found once rather than by a walk of all of them.
  const countryNamesOf = new Map<string, string[]>();
  for (const [name, code] of countryByName) countryNamesOf.set(code, [...(countryNamesOf.get(code) ?? []), name]);
  index = { names, regionOf, countryNamesOf };
  return index;
}

/** The names that start with `prefix`, in order, at most `limit` (a binary search, then a walk). */
function namesStarting(names: readonly string[], prefix: string, limit: number): string[] {
  let low = 0;
  let high = names.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (names[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let at = low; at < names.length && names[at]!.startsWith(prefix) && found.length < limit; at++) found.push(names[at]!);
  return found;
}

/** Whether a qualifier typed after a comma ("LA", "Louisiana", "US", "Unit") may be this region or country. */
function qualifies(qualifier: string, country: string, region: Region | undefined): boolean {
  if (qualifier === placeKey(country) || countryName(country).toLowerCase().startsWith(qualifier)) return true;
  if (
    namesIndex()
      .countryNamesOf.get(country)
      ?.some((name) => name.startsWith(qualifier))
  )
    return true;
  if (!region) return false;
  return placeKey(region.iso) === qualifier || placeKey(region.admin) === qualifier || region.name.startsWith(qualifier);
}

const maxTyped = 100;
/** As many people as a region or a country counts for among cities of the same rank: a large city's. */
const regionSize = 1_000_000;
const countrySize = 2_000_000;
/** Names looked at per keystroke: more than any prefix of two letters or more needs to find the large places. */
const scanned = 400;

/**
 * Places whose name starts with what was typed, for a place field (the label is what the field keeps, and what
 * resolveLocation reads back): "New Orl" offers New Orleans, Louisiana,
 * United States; what follows a comma narrows them ("New Orleans, LA"); "Rem" offers Remote. Cities by size, a
 * name's own place before others; at most `limit`. Nothing for under two letters.
 */
export function suggestPlaces(typed: string, limit = 8): PlaceSuggestion[] {
  const [head = '', ...rest] = placeKey(typed.slice(0, maxTyped))
    .split(',')
    .map((part) => part.trim());
  const qualifiers = rest.filter(Boolean);
  if (head.length < 2) return [];
  const { citiesByName, regionsByName, countryByName, countries } = gazetteer();
  const { names, regionOf } = namesIndex();
  const found: { suggestion: PlaceSuggestion; rank: number; size: number }[] = [];
  const seen = new Set<string>();
  // What was typed is the start of the name shown (best when it is the whole of it); or, from four letters, of
  // another name of a city or country ("Münch" is Munich, "Deuts" Germany); or exactly another name ("NYC").
  const rankOf = (label: string, name: string, alias: 'prefix' | 'exact') => {
    const own = placeKey(label.split(',')[0]!);
    if (own === head) return 0;
    // Exactly another name ("UK", "NYC", "München") before names that only start so ("Ukhta").
    if (name === head) return 1;
    if (own.startsWith(head)) return 2;
    return alias === 'prefix' && head.length >= 4 ? 3 : null;
  };
  const offer = (suggestion: PlaceSuggestion, name: string, alias: 'prefix' | 'exact', size: number) => {
    const rank = rankOf(suggestion.label, name, alias);
    if (rank === null || seen.has(suggestion.label)) return;
    seen.add(suggestion.label);
    found.push({ suggestion, rank, size });
  };
  const currencyOf = (country: string) => countries.get(country)?.currency ?? null;
  if ('remote'.startsWith(head) && qualifiers.length === 0)
    offer({ label: 'Remote', kind: 'remote', currency: null }, 'remote', 'exact', Number.POSITIVE_INFINITY);
  for (const name of namesStarting(names, head, scanned)) {
    for (const city of citiesByName.get(name) ?? []) {
      const region = regionOf(city);
      if (!qualifiers.every((qualifier) => qualifies(qualifier, city.country, region))) continue;
      const label = [city.name, region ? shown(region.name) : '', countryName(city.country)].filter(Boolean).join(', ');
      offer({ label, kind: 'city', currency: currencyOf(city.country) }, name, 'prefix', city.population);
    }
    for (const region of regionsByName.get(name) ?? []) {
      if (!qualifiers.every((qualifier) => qualifies(qualifier, region.country, undefined))) continue;
      // A region outranks the towns of its name: its people are many.
      const label = `${shown(region.name)}, ${countryName(region.country)}`;
      offer({ label, kind: 'region', currency: currencyOf(region.country) }, name, 'exact', regionSize);
    }
    const country = countryByName.get(name);
    if (country && countries.has(country) && qualifiers.length === 0)
      offer({ label: countryName(country), kind: 'country', currency: currencyOf(country) }, name, 'prefix', countrySize);
  }
  return found
    .sort((a, b) => a.rank - b.rank || b.size - a.size)
    .slice(0, limit)
    .map((entry) => entry.suggestion);
}

/**
 * The currency a pay preference saved without one is in: that of the best reading of the first location that is
 * not remote work ("Berlin" → EUR), as the wizard shows it before saving; null when no location names a place.
 */
export function currencyOfLocations(locations: readonly string[]): string | null {
  const location = payLocation(locations);
  return location ? (placeWithCurrency(suggestPlaces(location))?.currency ?? null) : null;
}
