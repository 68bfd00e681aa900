import type { Country } from './gazetteer';

/** A group of countries, as the test of whether a country is in it. */
export type Area = (country: Country) => boolean;

// Groups of countries postings hold remote work to ("Remote (EMEA)", "Anywhere in LATAM"). Continents come
// from the gazetteer's data; the other groups are political or customary definitions.
const euMembers = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '));
const middleEast = new Set('AE BH EG IL IQ IR JO KW LB OM PS QA SA SY TR YE'.split(' '));
const setOf = (codes: string) => new Set(codes.split(' '));
const dach = setOf('DE AT CH');
const nordics = setOf('DK FI IS NO SE');
const benelux = setOf('BE NL LU');
const northAmerica = setOf('US CA MX');
const americas = (country: Country) => country.continent === 'NA' || country.continent === 'SA';

const areas: [string[], Area][] = [
  [['europe', 'european', 'europa', 'europe only'], (country) => country.continent === 'EU'],
  [
    ['eu', 'european union', 'union europeenne', 'europaische union', 'union europea', 'uniao europeia', 'unione europea'],
    (country) => euMembers.has(country.code),
  ],
  [['eea', 'european economic area'], (country) => euMembers.has(country.code) || setOf('IS LI NO').has(country.code)],
  [['emea'], (country) => country.continent === 'EU' || country.continent === 'AF' || middleEast.has(country.code)],
  [
    ['apac', 'asia pacific', 'asia-pacific'],
    (country) => (country.continent === 'AS' || country.continent === 'OC') && !middleEast.has(country.code),
  ],
  [['asia'], (country) => country.continent === 'AS'],
  [['africa'], (country) => country.continent === 'AF'],
  [['oceania'], (country) => country.continent === 'OC'],
  [['middle east', 'mena'], (country) => middleEast.has(country.code) || (country.continent === 'AF' && setOf('DZ LY MA TN').has(country.code))],
  [
    ['north america', 'northern america', 'namer', 'noram', 'nordamerika', 'amerique du nord', 'norteamerica'],
    (country) => northAmerica.has(country.code),
  ],
  [['americas', 'the americas', 'america', 'amer'], americas],
  [
    ['latam', 'latin america', 'latinoamerica', 'america latina', 'south america', 'central america'],
    (country) => americas(country) && !setOf('US CA').has(country.code),
  ],
  [['dach'], (country) => dach.has(country.code)],
  [['nordics', 'nordic countries', 'nordic', 'scandinavia'], (country) => nordics.has(country.code)],
  [['benelux'], (country) => benelux.has(country.code)],
];

const byName = new Map(areas.flatMap(([names, test]) => names.map((name) => [name, test] as const)));

/** The test for whether a country is in the area a (folded) name names, or undefined when it names none. */
export function areaNamed(name: string): Area | undefined {
  return byName.get(name);
}
