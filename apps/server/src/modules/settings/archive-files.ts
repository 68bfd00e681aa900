import type { resumes } from '../../db/schema';
import { sanitizeFileName } from '../../storage/sanitize-file-name';
import { storedFileOf } from '../resumes';

/** A stored file and where it goes in the export archive. */
export type ArchiveFile = { path: string; storagePath: string; resumeId: string };

/**
 * A resume's files in the archive: `files/<resumeId>/<title>.<type>`, the resume's own file and a
 * tailored resume's DOCX twin. The folder per resume keeps two resumes of one title apart.
 */
export function archiveFilesOf(resume: typeof resumes.$inferSelect): ArchiveFile[] {
  const stored = [storedFileOf(resume), ...(resume.metadata.docxPath ? [storedFileOf(resume, 'docx')] : [])];
  const base = resume.title.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'resume';
  return stored
    .filter((file, index) => stored.findIndex((other) => other.storagePath === file.storagePath) === index)
    .map(({ fileType, storagePath }) => ({
      resumeId: resume.id,
      storagePath,
      path: `files/${resume.id}/${sanitizeFileName(`${base}.${fileType}`, fileType)}`,
    }));
}
