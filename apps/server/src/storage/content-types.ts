import type { ResumeFileType } from '@seeker/contract';

/** The Content-Type a stored document is written and served with. */
export const contentTypes: Record<ResumeFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};
