import { buildOccupationIndex, type OccupationIndex } from '../occupations/occupation-index';
import {
  occupationIndexFormat,
  skillLabelKinds,
  skillTypes,
  titleKinds,
  titleLanguages,
  type OccupationIndexData,
  type SkillLabelKind,
  type SkillType,
  type StoredSkill,
  type StoredSkillLabel,
  type StoredTitle,
  type TitleLanguage,
} from '../occupations/occupation-index-data';
import type { SkillIndex } from '../occupations/skill-index';
import { headOf, titleWords } from '../occupations/title-words';

// A few skills written here (not ESCO's or O*NET's data), to hold how labels are found in a text.
const skills: StoredSkill[] = [];
const skillLabels: StoredSkillLabel[] = [];
function skill(scheme: 'esco' | 'onet', label: string, type: SkillType, labels: [string, TitleLanguage, SkillLabelKind][] = []) {
  skills.push([scheme, `${scheme}:${label}`, label, skillTypes.indexOf(type), '']);
  const at = skills.length - 1;
  for (const [text, language, kind] of [[label, 'en', scheme === 'onet' ? 'example' : 'preferred'] as const, ...labels])
    skillLabels.push([text, at, titleLanguages.indexOf(language), skillLabelKinds.indexOf(kind)]);
}
skill('esco', 'accounting', 'knowledge', [
  ['Buchführung', 'de', 'preferred'],
  ['Buchhaltung', 'de', 'alternative'],
  ['bookkeeping', 'en', 'alternative'],
]);
skill('esco', 'operate forklift', 'skill', [['drive forklift trucks', 'en', 'alternative']]);
skill('esco', 'lead others', 'skill', [['leadership', 'en', 'alternative']]);
skill('esco', 'Python (computer programming)', 'knowledge');
skill('esco', 'food safety', 'knowledge', [['stat', 'en', 'hidden']]);
skill('onet', 'Forklifts', 'tool');
skill('onet', 'Intuit QuickBooks', 'technology');
skill('onet', 'Microsoft Word', 'technology');
skill('onet', 'Microsoft Excel', 'technology');
skill('onet', 'Microsoft Project', 'technology');
skill('onet', 'Microsoft Teams', 'technology');
skill('onet', 'Microsoft Access', 'technology');
skill('onet', 'Optimization software', 'technology');
skill('esco', 'use word processing software', 'skill');
skill('esco', 'optimization methods', 'knowledge');
skill('esco', 'fines', 'knowledge');

function title(text: string, occupation: number, language: TitleLanguage = 'en'): StoredTitle {
  return [
    text,
    occupation,
    titleLanguages.indexOf(language),
    titleKinds.indexOf('preferred'),
    [...new Set(titleWords(text))].join(' '),
    headOf(text, language) ?? '',
    1,
  ];
}

export const handTaxonomyData: OccupationIndexData = {
  format: occupationIndexFormat,
  builtAt: '2026-11-28T00:00:00.000Z',
  sources: [],
  occupations: [
    ['esco', 'e:clerk', '4311', 'bookkeeper'],
    ['esco', 'e:accountant', '2411', 'accountant'],
    ['esco', 'e:auditor', '2411', 'financial auditor'],
    ['esco', 'e:web', '2513', 'web developer'],
  ],
  crosswalk: [],
  titles: [title('bookkeeper', 0), title('accountant', 1), title('Buchhalter', 1, 'de'), title('financial auditor', 2), title('web developer', 3)],
  skills,
  skillLabels,
  occupationSkills: [[0, 0, 1]],
};
/** An index of a few skills written by hand (not ESCO's or O*NET's data), for tests of how labels are found. */
export const handTaxonomy: OccupationIndex = buildOccupationIndex(handTaxonomyData);
export const handSkillIndex: SkillIndex = handTaxonomy.skills;
