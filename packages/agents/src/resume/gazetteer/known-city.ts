import cityNames from './city-names.json';
import { placeKey } from './place-key';

// The cities a resume may name on their own ("Berlin", "MADRID", "Alkmaar"), from GeoNames (see
// README.md): every city of 15,000 people or more by its name, the largest also by their other names
// ("München", "Milano"). Read into a set on first use.
let known: ReadonlySet<string> | undefined;

/** Whether the text is a city's name and nothing else: "Berlin", "MADRID", "São Paulo"; not "Berlin Partner GmbH". */
export function isKnownCity(text: string): boolean {
  if (text.length < 2 || text.length > 40) return false;
  known ??= new Set(cityNames);
  return known.has(placeKey(text));
}
