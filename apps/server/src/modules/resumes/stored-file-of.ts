import type { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Where one of a resume's files is: the file itself, or (`docx`) a tailored resume's DOCX twin; 404 when it has none. */
export function storedFileOf(resume: typeof resumes.$inferSelect, format?: 'pdf' | 'docx') {
  if (format !== 'docx' || resume.fileType === 'docx') return { fileType: resume.fileType, storagePath: resume.storagePath };
  if (!resume.metadata.docxPath) throw AppError.notFound('This resume has no DOCX version');
  return { fileType: 'docx' as const, storagePath: resume.metadata.docxPath };
}
