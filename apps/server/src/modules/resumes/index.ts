// What other modules may use of resumes.
export { findOwnedResume } from './find-owned-resume';
export { assertLibraryHasRoom } from './library-limit';
export { primaryResumeId } from './primary-resume';
export { storedFileOf } from './stored-file-of';
export { referencedFileKeys } from './referenced-file-keys';
export { confirmedStructureOf } from './resume-structure';
