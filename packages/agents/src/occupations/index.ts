// Occupations from ESCO and O*NET (decision 0046): compiled from the publishers' files into DATA_DIR by
// `npm run taxonomy:install`, loaded by the server, and matched against job titles in eight languages.
export { compileOccupations } from './compile/compile-occupations';
export { findTaxonomyFiles, isTaxonomyFile, type TaxonomyFiles } from './compile/find-taxonomy-files';
export { buildOccupationIndex, loadOccupationIndexInSteps, type Occupation, type OccupationIndex } from './occupation-index';
export { indexDataLines } from './index-data-lines';
export * from './occupation-index-data';
export { matchTitle, type OccupationMatch } from './match-title';
export { likeliestOccupation, occupationForTitle, shownConfidence, shownMargin } from './occupation-for-title';
export { buildSkillSteps, type KnownSkill, type SkillIndex } from './skill-index';
export { iscoCloseness, occupationCloseness, type Closeness } from './occupation-closeness';
export { findKnownSkills, type FoundSkill } from './find-known-skills';
