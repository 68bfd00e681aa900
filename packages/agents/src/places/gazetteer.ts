import { readFileSync } from 'node:fs';
import { placeKey } from './place-key';

/** A country: ISO 3166-1 alpha-2 code, continent code (EU, AS, AF, NA, SA, OC, AN), main currency. */
export type Country = { code: string; continent: string; currency: string };
/** A first-level division: its country, GeoNames admin1 code ("CA", "02"), ISO 3166-2 code ("CA", "BY"), English name. */
export type Region = { country: string; admin: string; iso: string; name: string };
/** A city of 15,000 people or more. */
export type City = {
  id: number;
  name: string;
  /** Its ASCII name folded, where that is more than the name without accents; else ''. */
  ascii: string;
  country: string;
  admin: string;
  lat: number;
  lon: number;
  population: number;
};

export type Gazetteer = {
  countries: ReadonlyMap<string, Country>;
  countryByName: ReadonlyMap<string, string>;
  regionsByName: ReadonlyMap<string, Region[]>;
  /** Every region with that admin1 or ISO 3166-2 code (folded), in any country. */
  regionsByCode: ReadonlyMap<string, Region[]>;
  /** Cities whose own name it is first, then cities it is another name of; the larger first in each. */
  citiesByName: ReadonlyMap<string, City[]>;
};

let built: Gazetteer | undefined;

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

type PlacesFile = { countries: string[][]; regions: string[][]; cities: (string | number)[][] };

/**
 * Where places.json is: beside this module, and beside the server's bundle, which copies it there
 * (apps/server/build.mjs), so it is read only by a process that looks a place up.
 */
const placesFile = new URL('./places.json', import.meta.url);

/** The places of places.json (README.md there says where they come from), read and indexed on first use. */
export function gazetteer(): Gazetteer {
  if (built) return built;
  const data = JSON.parse(readFileSync(placesFile, 'utf8')) as PlacesFile;
  const countries = new Map<string, Country>();
  const countryByName = new Map<string, string>();
  for (const [code, continent, currency, ...names] of data.countries) {
    countries.set(code!, { code: code!, continent: continent!, currency: currency! });
    for (const name of names) if (!countryByName.has(name)) countryByName.set(name, code!);
  }
  const regionsByName = new Map<string, Region[]>();
  const regionsByCode = new Map<string, Region[]>();
  for (const [country, admin, iso, ...names] of data.regions) {
    const region = { country: country!, admin: admin!, iso: iso!, name: names[0] ?? '' };
    for (const code of new Set([placeKey(admin!), placeKey(iso ?? '')].filter(Boolean))) {
      push(regionsByCode, code, region);
    }
    for (const name of new Set(names)) push(regionsByName, name, region);
  }
  const citiesByName = new Map<string, City[]>();
  data.cities.forEach(([name, country, admin, lat, lon, population, ascii, ...others], id) => {
    const city: City = {
      id,
      name: name as string,
      ascii: ascii as string,
      country: country as string,
      admin: admin as string,
      lat: lat as number,
      lon: lon as number,
      population: population as number,
    };
    for (const key of new Set([placeKey(city.name), city.ascii, ...(others as string[])])) if (key) push(citiesByName, key, city);
  });
  // A city's own name before another city's other name ("Salem" is Salem before it is Jerusalem), then the larger.
  for (const [key, list] of citiesByName) {
    const own = (city: City) => (placeKey(city.name) === key || city.ascii === key ? 0 : 1);
    list.sort((a, b) => own(a) - own(b) || b.population - a.population);
  }
  built = { countries, countryByName, regionsByName, regionsByCode, citiesByName };
  return built;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Pick<City, 'lat' | 'lon'>, b: Pick<City, 'lat' | 'lon'>): number {
  const radians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * radians;
  const dLon = (b.lon - a.lon) * radians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
