import { gazetteer } from './gazetteer';
import { resolveLocation } from './resolve-location';

const narrowSymbols = new Map<string, string>();

/** How a currency is written where it is spent: "$" for CAD, AUD, MXN… */
function narrowSymbol(currency: string): string {
  let symbol = narrowSymbols.get(currency);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(1);
      symbol = parts.find((part) => part.type === 'currency')?.value ?? '';
    } catch {
      symbol = '';
    }
    narrowSymbols.set(currency, symbol);
  }
  return symbol;
}

/**
 * The currency a bare "$" means at a job's location, when that is not the US dollar: the currency of the one
 * country the location names, if that currency is written "$" there ("Toronto, ON" → CAD, "Sydney" → AUD,
 * "Ciudad de México" → MXN). Undefined for the US, for several countries or a doubtful one, and for no place.
 */
export function localDollar(location: string): string | undefined {
  const { places } = resolveLocation(location);
  // Only a country the location makes sure of: not "Hamilton" (Canada or New Zealand), not "Remote - CA".
  if (places.some((place) => place.doubtful)) return undefined;
  const countries = new Set(places.map((place) => place.country));
  if (countries.size !== 1) return undefined;
  const currency = gazetteer().countries.get([...countries][0]!)?.currency;
  return currency && currency !== 'USD' && narrowSymbol(currency) === '$' ? currency : undefined;
}
