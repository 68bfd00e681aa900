// The user's resume library: list, upload, replace, delete, the primary choice, and the checks a file passes before it is sent.
export { getResumesQueryOptions, useResumeLibrary, useResumes } from './api/get-resumes';
export { useUploadResume } from './api/upload-resume';
export { useReplaceResumeFile } from './api/replace-resume-file';
export { useSetPrimaryResume } from './api/set-primary-resume';
export { useDeleteResume } from './api/delete-resume';
export { getResumeText } from './api/get-resume-text';
export { useResumeSuggestions, type SuggestionSource } from './api/resume-suggestions';
export { checkResumeFile, resumeAccept } from './lib/check-resume-file';
export { listErrorMessage, uploadErrorMessage } from './lib/resume-error-messages';
export { ConfirmDeleteResumeDialog } from './components/confirm-delete-resume-dialog';
export { CheckResumeScreen } from './components/check-resume-screen';
export { useResumeStructure, useConfirmResumeStructure, useForgetResumeStructure } from './api/resume-structure';
export { checkResumePath } from './lib/check-resume-path';
