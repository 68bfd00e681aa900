import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  occupationIndexFormat,
  titleKinds,
  titleLanguages,
  type OccupationIndexData,
  type StoredLink,
  type StoredOccupation,
  type StoredTitle,
  type TaxonomySource,
  type TitleKind,
  type TitleLanguage,
} from '../occupation-index-data';
import type { TaxonomyFiles } from './find-taxonomy-files';
import { headOf, titleWords } from '../title-words';
import { compileSkills } from './compile-skills';
import { escoLabels, fullestOf, readRows } from './read-rows';
import { titleVariants } from './title-variants';

type ReadFile = (file: string) => string;

/**
 * The occupation index, compiled from ESCO's occupations (every release's labels in the eight languages; the fullest
 * file of each language is read) and O*NET's occupations, alternate and reported titles, joined by the ESCO–O*NET
 * crosswalk, with the skills of both (compile-skills.ts). ESCO's English occupations file is required; everything
 * else adds what it has.
 */
export function compileOccupations(files: TaxonomyFiles, folder: string, read: ReadFile, builtAt = new Date()): OccupationIndexData {
  const sources: TaxonomySource[] = [];
  const load = (name: string, file: string, delimiter: ',' | '\t') => {
    const text = read(file);
    const rows = readRows(text, delimiter);
    return { rows, source: { name, file: path.relative(folder, file), sha256: sha256(text), rows: rows.length } };
  };
  const fullest = (language: TitleLanguage) =>
    fullestOf(files.escoOccupations.get(language) ?? [], (file) => load(`ESCO occupations (${language})`, file, ','));

  const english = fullest('en');
  if (!english) throw new Error('No ESCO occupations file in English (occupations_en.csv) was found.');
  const occupations: StoredOccupation[] = [];
  const byId = new Map<string, number>();
  const titles: StoredTitle[] = [];
  const seen = new Set<string>();
  const addTitle = (label: string, occupation: number, language: TitleLanguage, kind: TitleKind) => {
    for (const variant of titleVariants(label)) {
      const key = `${variant.toLowerCase()}\u0000${occupation}\u0000${language}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const words = [...new Set(titleWords(variant))];
      if (words.length > 0)
        titles.push([
          variant,
          occupation,
          titleLanguages.indexOf(language),
          titleKinds.indexOf(kind),
          words.join(' '),
          headOf(variant, language) ?? '',
          1,
        ]);
    }
  };
  const addOccupation = (occupation: StoredOccupation) => {
    byId.set(occupation[1], occupations.length);
    occupations.push(occupation);
  };

  sources.push(english.source);
  for (const row of english.rows) {
    const uri = row.conceptUri?.trim();
    if (!uri || !row.preferredLabel || byId.has(uri)) continue;
    addOccupation(['esco', uri, (row.iscoGroup ?? '').trim(), row.preferredLabel.trim()]);
  }
  for (const language of titleLanguages) {
    const loaded = language === 'en' ? english : fullest(language);
    if (!loaded) continue;
    if (language !== 'en') sources.push(loaded.source);
    for (const row of loaded.rows) {
      const occupation = byId.get(row.conceptUri?.trim() ?? '');
      if (occupation === undefined) continue;
      for (const [label, kind] of escoLabels(row)) addTitle(label, occupation, language, kind);
    }
  }

  if (files.onetOccupations) {
    const onet = load('O*NET occupations', files.onetOccupations, '\t');
    sources.push(onet.source);
    for (const row of onet.rows) {
      const code = row['O*NET-SOC Code']?.trim();
      if (!code || !row.Title || byId.has(code)) continue;
      addOccupation(['onet', code, code, row.Title.trim()]);
      addTitle(row.Title, occupations.length - 1, 'en', 'onet-title');
    }
    const onetTitles = (name: string, file: string | undefined, column: string, kind: TitleKind, shortColumn?: string) => {
      if (!file) return;
      const loaded = load(name, file, '\t');
      sources.push(loaded.source);
      for (const row of loaded.rows) {
        const occupation = byId.get(row['O*NET-SOC Code']?.trim() ?? '');
        if (occupation === undefined) continue;
        addTitle(row[column] ?? '', occupation, 'en', kind);
        if (shortColumn && row[shortColumn]) addTitle(row[shortColumn], occupation, 'en', kind);
      }
    };
    onetTitles('O*NET alternate titles', files.onetAlternateTitles, 'Alternate Title', 'onet-alternate', 'Short Title');
    onetTitles('O*NET reported titles', files.onetReportedTitles, 'Reported Job Title', 'onet-reported');
  }

  const links: StoredLink[] = [];
  if (files.escoOnetCrosswalk) {
    const crosswalk = load('ESCO–O*NET crosswalk (Nesta)', files.escoOnetCrosswalk, ',');
    sources.push(crosswalk.source);
    for (const row of crosswalk.rows) {
      const esco = byId.get(row.concept_uri?.trim() ?? '');
      const onet = byId.get(row.onet_code?.trim() ?? '');
      const alike = Number(row.semantic_similarity);
      if (esco === undefined || onet === undefined || !(alike > 0 && alike <= 1)) continue;
      links.push([esco, onet, Math.round(alike * 1000) / 1000]);
    }
  }

  countSharing(titles);
  const { skills, skillLabels, occupationSkills, sources: skillSources } = compileSkills(files, load, byId);
  sources.push(...skillSources);
  return {
    format: occupationIndexFormat,
    builtAt: builtAt.toISOString(),
    sources,
    occupations,
    crosswalk: links,
    titles,
    skills,
    skillLabels,
    occupationSkills,
  };
}

// A title many occupations share ("Mitarbeiter", "Developer", "Berater") names none of them surely.
function countSharing(titles: StoredTitle[]) {
  const sharing = new Map<string, Set<number>>();
  for (const [, occupation, , , words] of titles) {
    const set = sharing.get(words) ?? new Set<number>();
    set.add(occupation);
    sharing.set(words, set);
  }
  for (const title of titles) title[6] = sharing.get(title[4])!.size;
}

function sha256(text: string) {
  return createHash('sha256').update(text).digest('hex');
}
