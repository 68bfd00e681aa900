import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { titleLanguages, type TitleLanguage } from '../occupation-index-data';

/** The publishers' files an occupation index is compiled from, found by their names anywhere under a folder. */
export type TaxonomyFiles = {
  /** Every ESCO occupations file of a language (several releases may be present; the fullest is read). */
  escoOccupations: Map<TitleLanguage, string[]>;
  onetOccupations?: string;
  onetAlternateTitles?: string;
  onetReportedTitles?: string;
  escoOnetCrosswalk?: string;
  /** Every ESCO skills file of a language (`skills_<lang>.csv`, or a conversion named `skills_<lang>_….csv`). */
  escoSkills: Map<TitleLanguage, string[]>;
  escoOccupationSkills?: string;
  onetTechnologySkills?: string;
  onetTools?: string;
};

// A folder holds a few hundred files; a link loop or a home directory given by mistake stops here.
const mostFiles = 20_000;
const onetName = (base: string, name: string) => base === `${name}.tsv` || base === `${name}.txt`;

function* walk(folder: string, seen: { files: number }): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (++seen.files > mostFiles) throw new Error(`${folder} holds more than ${mostFiles} files; name the taxonomy's own folder.`);
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full, seen);
    else if (entry.isFile()) yield full;
  }
}

const escoOccupationsName = /^occupations_([a-z]{2})\.csv$/;
const escoSkillsName = /^skills_([a-z]{2})(?:_[\w-]+)?\.csv$/;
// v1.1's name, and v1.2's with the language ("occupationSkillRelations_en.csv"); the relations are the same in each.
const escoRelationsName = /^occupationSkillRelations(?:_[a-z]{2})?\.csv$/;
const crosswalkName = /^esco_onet_crosswalk.*\.csv$/;
const onetNames = ['Technology Skills', 'Tools Used', 'Occupation Data', 'Alternate Titles', 'Sample of Reported Titles'];

/** Whether a file of this name is one an index is compiled from (what to keep of a publisher's archive). */
export function isTaxonomyFile(base: string): boolean {
  const language = (pattern: RegExp) => titleLanguages.some((known) => known === pattern.exec(base)?.[1]);
  return (
    language(escoOccupationsName) ||
    language(escoSkillsName) ||
    escoRelationsName.test(base) ||
    crosswalkName.test(base) ||
    onetNames.some((name) => onetName(base, name))
  );
}

export function findTaxonomyFiles(folder: string): TaxonomyFiles {
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${folder} is not a folder.`);
  const found: TaxonomyFiles = { escoOccupations: new Map(), escoSkills: new Map() };
  for (const file of walk(folder, { files: 0 })) {
    const base = path.basename(file);
    const esco = escoOccupationsName.exec(base);
    const language = titleLanguages.find((known) => known === esco?.[1]);
    const skills = escoSkillsName.exec(base);
    const skillLanguage = titleLanguages.find((known) => known === skills?.[1]);
    if (language) found.escoOccupations.set(language, [...(found.escoOccupations.get(language) ?? []), file]);
    else if (skillLanguage) found.escoSkills.set(skillLanguage, [...(found.escoSkills.get(skillLanguage) ?? []), file]);
    else if (escoRelationsName.test(base)) found.escoOccupationSkills ??= file;
    else if (onetName(base, 'Technology Skills')) found.onetTechnologySkills ??= file;
    else if (onetName(base, 'Tools Used')) found.onetTools ??= file;
    else if (onetName(base, 'Occupation Data')) found.onetOccupations ??= file;
    else if (onetName(base, 'Alternate Titles')) found.onetAlternateTitles ??= file;
    else if (onetName(base, 'Sample of Reported Titles')) found.onetReportedTitles ??= file;
    else if (crosswalkName.test(base)) found.escoOnetCrosswalk ??= file;
  }
  return found;
}
