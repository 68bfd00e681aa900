// The resume agent: parse a resume, read a posting, score the match, tailor, write a cover letter, render.
export { parseResume } from './parse-resume';
export { profileFromResume, type ProfileFromResume } from './profile-from-resume';
export { readJobPosting, type JobPosting, type PostingKnowledge } from './read-job-posting';
export { analyzeMatch } from './analyze-match';
export { resumeToText } from './resume-text';
export { tailorResume, type TailorRequest, type TailoringStage } from './tailor-resume';
export { writeCoverLetter, type CoverLetterRequest, type WrittenLetter } from './cover-letter/write-cover-letter';
export * from './render/index';
export { ResumeParseError, parseProblems } from './parse-quality';
export {
  readStructure,
  confirmedToParsed,
  askLlmForStructure,
  llmStructureSchema,
  structureFromLlmAnswer,
  structureWithoutLlm,
  readStructureWithLlm,
  type LlmStructureAnswer,
} from './structure';
export { datesLanguage, detectLanguage } from './language';
export { whyCheckFirst, checkFirstLimits, type CheckFirstReason } from './structure/check-first';
export { keepPersonalDataInContact } from './personal-data';
export { personalDataKind } from './personal-data-kind';
export { isPersonalDataHeading } from './personal-data-heading';
export type { PersonalDataKind } from './personal-data-labels';
