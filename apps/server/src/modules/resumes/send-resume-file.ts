import type { FastifyReply } from 'fastify';
import type { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../storage/file-store';
import { storedFileOf } from './stored-file-of';
import { contentTypes } from '../../storage/content-types';
import { downloadName, setFileResponseHeaders } from '../../http/file-response-headers';

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
  // The title as shown (decoded once at upload), encoded once here: an ASCII fallback and RFC 5987's UTF-8 form.
  return setFileResponseHeaders(reply, { contentType: contentTypes[fileType], ...downloadName(`${base}.${fileType}`, fileType) }).send(bytes);
}
