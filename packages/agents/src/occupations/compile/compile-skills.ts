import {
  skillLabelKinds,
  skillTypes,
  titleLanguages,
  type StoredOccupationSkill,
  type StoredSkill,
  type StoredSkillLabel,
  type SkillLabelKind,
  type SkillType,
  type TaxonomySource,
  type TitleLanguage,
} from '../occupation-index-data';
import type { TaxonomyFiles } from './find-taxonomy-files';
import { escoLabels, fullestOf } from './read-rows';

export type LoadedFile = { rows: Record<string, string>[]; source: TaxonomySource };
type Load = (name: string, file: string, delimiter: ',' | '\t') => LoadedFile;

export type CompiledSkills = {
  skills: StoredSkill[];
  skillLabels: StoredSkillLabel[];
  occupationSkills: StoredOccupationSkill[];
  sources: TaxonomySource[];
};

/**
 * ESCO's skills (every language's labels; the fullest file of each language is read, as for occupations) with ESCO's
 * occupation–skill relations, and O*NET's technology skills and tools, each example a skill of its own tied to the
 * occupations that use it. The English file names the skills (its skill groups are in another file, never read); other
 * languages add labels. Every part is optional: an index without them finds no skills and says nothing false.
 */
export function compileSkills(files: TaxonomyFiles, load: Load, occupationById: ReadonlyMap<string, number>): CompiledSkills {
  const skills: StoredSkill[] = [];
  const skillById = new Map<string, number>();
  const skillLabels: StoredSkillLabel[] = [];
  const occupationSkills: StoredOccupationSkill[] = [];
  const sources: TaxonomySource[] = [];
  const seenLabels = new Set<string>();
  const addLabel = (label: string, skill: number, language: TitleLanguage, kind: SkillLabelKind) => {
    const text = label.replace(/\s+/g, ' ').trim();
    const key = `${text.toLowerCase()}\u0000${skill}\u0000${language}`;
    if (text === '' || seenLabels.has(key)) return;
    seenLabels.add(key);
    skillLabels.push([text, skill, titleLanguages.indexOf(language), skillLabelKinds.indexOf(kind)]);
  };
  const addSkill = (skill: StoredSkill) => {
    skillById.set(`${skill[0]}\u0000${skill[1]}`, skills.length);
    skills.push(skill);
    return skills.length - 1;
  };

  const fullest = (language: TitleLanguage) =>
    fullestOf(files.escoSkills.get(language) ?? [], (file) => load(`ESCO skills (${language})`, file, ','));
  const english = fullest('en');
  if (english) {
    sources.push(english.source);
    for (const row of english.rows) {
      const uri = row.conceptUri?.trim();
      if (!uri || !row.preferredLabel || skillById.has(`esco\u0000${uri}`)) continue;
      const type: SkillType = row.skillType?.trim() === 'knowledge' ? 'knowledge' : 'skill';
      addSkill(['esco', uri, row.preferredLabel.trim(), skillTypes.indexOf(type), (row.reuseLevel ?? '').trim()]);
    }
    for (const language of titleLanguages) {
      const loaded = language === 'en' ? english : fullest(language);
      if (!loaded) continue;
      if (language !== 'en') sources.push(loaded.source);
      for (const row of loaded.rows) {
        const skill = skillById.get(`esco\u0000${row.conceptUri?.trim() ?? ''}`);
        if (skill === undefined) continue;
        for (const [label, kind] of escoLabels(row)) addLabel(label, skill, language, kind);
      }
    }
    if (files.escoOccupationSkills) {
      const relations = load('ESCO occupation–skill relations', files.escoOccupationSkills, ',');
      sources.push(relations.source);
      for (const row of relations.rows) {
        const occupation = occupationById.get(row.occupationUri?.trim() ?? '');
        const skill = skillById.get(`esco\u0000${row.skillUri?.trim() ?? ''}`);
        if (occupation === undefined || skill === undefined) continue;
        occupationSkills.push([occupation, skill, row.relationType?.trim() === 'essential' ? 1 : 0]);
      }
    }
  }

  // O*NET names software and tools by example ("Intuit QuickBooks", "Forklifts"), each tied to the occupations using it.
  const onetExamples = (name: string, file: string | undefined, type: SkillType, hotColumn?: string) => {
    if (!file) return;
    const loaded = load(name, file, '\t');
    sources.push(loaded.source);
    const related = new Set<string>();
    for (const row of loaded.rows) {
      const example = row.Example?.replace(/\s+/g, ' ').trim();
      if (!example) continue;
      let skill = skillById.get(`onet\u0000${example}`);
      if (skill === undefined) {
        skill = addSkill(['onet', example, example, skillTypes.indexOf(type), '']);
        addLabel(example, skill, 'en', 'example');
      }
      const occupation = occupationById.get(row['O*NET-SOC Code']?.trim() ?? '');
      if (occupation === undefined || related.has(`${occupation} ${skill}`)) continue;
      related.add(`${occupation} ${skill}`);
      occupationSkills.push([occupation, skill, hotColumn && row[hotColumn]?.trim() === 'Y' ? 1 : 0]);
    }
  };
  onetExamples('O*NET technology skills', files.onetTechnologySkills, 'technology', 'Hot Technology');
  onetExamples('O*NET tools used', files.onetTools, 'tool');

  return { skills, skillLabels, occupationSkills, sources };
}
