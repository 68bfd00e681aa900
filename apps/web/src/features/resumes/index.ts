// The user's resume library: list, upload, delete, and the checks a file passes before it is sent.
export { getResumesQueryOptions, useResumes } from './api/get-resumes';
export { useUploadResume } from './api/upload-resume';
export { useDeleteResume } from './api/delete-resume';
export { checkResumeFile, resumeAccept } from './lib/check-resume-file';
export { listErrorMessage, uploadErrorMessage } from './lib/resume-error-messages';
