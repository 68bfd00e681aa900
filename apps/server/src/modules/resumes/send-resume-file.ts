import type { FastifyReply } from 'fastify';
import type { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../storage/file-store';
import { sanitizeFileName } from '../../storage/sanitize-file-name';
import { storedFileOf } from './stored-file-of';
import { contentTypes } from '../../storage/content-types';
import { setFileResponseHeaders } from '../../http/file-response-headers';

/**
 * Sends a resume file: a PDF opens in the browser under a strict Content-Security-Policy, DOCX and text
 * download (see setFileResponseHeaders). `docx` asks for a tailored resume's DOCX twin.
 */
export async function sendResumeFile(reply: FastifyReply, files: FileStore, resume: typeof resumes.$inferSelect, format?: 'pdf' | 'docx') {
  const { fileType, storagePath } = storedFileOf(resume, format);
  const bytes = await files.get(storagePath);
  if (!bytes) throw AppError.notFound('The resume file is missing from storage');
  // The name ends in the type the content was checked to be, whatever the uploader called it.
  const base = resume.title.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'resume';
  const fileName = sanitizeFileName(`${base}.${fileType}`, fileType);
  // RFC 5987 keeps a non-ASCII title readable; encodeURIComponent leaves ' ( ) * ! which it forbids.
  const unicodeName = encodeURIComponent(`${base}.${fileType}`.replace(/[\\/"]/g, '_')).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return setFileResponseHeaders(reply, { contentType: contentTypes[fileType], fileName, unicodeName }).send(bytes);
}
