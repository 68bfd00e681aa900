// The compiled occupation index as it is stored in DATA_DIR (decision 0046): compact tuples, so a 9 MB file
// parses in a fraction of a second. Built only from the publishers' files by `npm run taxonomy:install`;
// the repository never holds a copy or a compiled derivative of them.

/** Bumped when the stored shape changes; an index of another format is not read (the install says so). */
export const occupationIndexFormat = 4;

export const titleLanguages = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl'] as const;
export type TitleLanguage = (typeof titleLanguages)[number];

export type OccupationScheme = 'esco' | 'onet';

/** How a title names its occupation in the source, most telling first. */
export const titleKinds = ['preferred', 'alternative', 'hidden', 'onet-title', 'onet-alternate', 'onet-reported'] as const;
export type TitleKind = (typeof titleKinds)[number];

/** [scheme, id, code, English label] — id is the ESCO URI or the O*NET-SOC code, code the ISCO-08 unit group
 * (4 digits) or the SOC code. */
export type StoredOccupation = [OccupationScheme, string, string, string];

/** [ESCO occupation, O*NET occupation, how alike the crosswalk found them (0–1)]. */
export type StoredLink = [number, number, number];

/** [title as the source writes it, occupation index, language index in titleLanguages, kind index in titleKinds,
 * its words as titleWords reads them joined by spaces, its head in its language ('' where it has none), how many
 * occupations have a title of the same words]. */
export type StoredTitle = [string, number, number, number, string, string, number];

/** What a skill is: ESCO's knowledge or skill/competence, an O*NET technology (software) or tool. */
export const skillTypes = ['knowledge', 'skill', 'technology', 'tool'] as const;
export type SkillType = (typeof skillTypes)[number];

/** How a label names its skill: ESCO's preferred, alternative and hidden labels, O*NET's example (a product, a tool). */
export const skillLabelKinds = ['preferred', 'alternative', 'hidden', 'example'] as const;
export type SkillLabelKind = (typeof skillLabelKinds)[number];

/** [scheme ('esco' or 'onet'), id (the ESCO URI, or O*NET's example text), English label, type index in skillTypes,
 * ESCO's reuse level ('transversal', 'cross-sector', 'sector-specific', 'occupation-specific'; '' for O*NET)]. */
export type StoredSkill = [OccupationScheme, string, string, number, string];

/** [label as the source writes it, skill index, language index in titleLanguages, kind index in skillLabelKinds]. */
export type StoredSkillLabel = [string, number, number, number];

/** [occupation index, skill index, 1 where ESCO calls the skill essential to the occupation (O*NET's hot technologies), else 0]. */
export type StoredOccupationSkill = [number, number, number];

export type TaxonomySource = {
  /** What the file is ("ESCO occupations (de)", "O*NET alternate titles"). */
  name: string;
  /** Its path inside the folder installed from. */
  file: string;
  sha256: string;
  rows: number;
};

export type OccupationIndexData = {
  format: typeof occupationIndexFormat;
  builtAt: string;
  sources: TaxonomySource[];
  occupations: StoredOccupation[];
  crosswalk: StoredLink[];
  titles: StoredTitle[];
  skills: StoredSkill[];
  skillLabels: StoredSkillLabel[];
  occupationSkills: StoredOccupationSkill[];
};
