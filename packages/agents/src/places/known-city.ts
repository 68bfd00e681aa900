import { gazetteer } from './gazetteer';
import { placeKey } from './place-key';

// The cities a resume may name on their own ("Berlin", "MADRID", "Alkmaar"): every city of the gazetteer
// (15,000 people or more) by its name and ASCII name, the largest (a million or more) also by their other names ("München",
// "Milano"). Read into a set on first use.
const otherNamesFrom = 1_000_000;
let known: ReadonlySet<string> | undefined;

function knownNames(): ReadonlySet<string> {
  const names = new Set<string>();
  for (const [key, cities] of gazetteer().citiesByName) {
    if (cities.some((city) => city.population >= otherNamesFrom || placeKey(city.name) === key || city.ascii === key)) names.add(key);
  }
  return names;
}

/** Whether the text is a city's name and nothing else: "Berlin", "MADRID", "São Paulo"; not "Berlin Partner GmbH". */
export function isKnownCity(text: string): boolean {
  if (text.length < 2 || text.length > 40) return false;
  known ??= knownNames();
  return known.has(placeKey(text));
}

/** Whether the text is a country's or a first-level region's name and nothing else: "England", "Bavaria", "Colombia". */
export function isKnownRegion(text: string): boolean {
  if (text.length < 3 || text.length > 40) return false;
  const key = placeKey(text);
  const { countryByName, regionsByName } = gazetteer();
  return countryByName.has(key) || regionsByName.has(key);
}
