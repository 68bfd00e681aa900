import type { FastifyReply } from 'fastify';
import type { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../storage/file-store';
import { sanitizeFileName } from '../../storage/sanitize-file-name';
import { storedFileOf } from './stored-file-of';
import { contentTypes } from '../../storage/content-types';

/**
 * Streams a resume file: PDFs and text open in the browser, DOCX downloads. Never cached by shared caches.
 * `docx` asks for a tailored resume's DOCX twin.
 */
export async function sendResumeFile(reply: FastifyReply, files: FileStore, resume: typeof resumes.$inferSelect, format?: 'pdf' | 'docx') {
  const { fileType, storagePath } = storedFileOf(resume, format);
  const bytes = await files.get(storagePath);
  if (!bytes) throw AppError.notFound('The resume file is missing from storage');
  const disposition = fileType === 'docx' ? 'attachment' : 'inline';
  // The name ends in the type the content was checked to be, whatever the uploader called it.
  const base = resume.title.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'resume';
  const fileName = sanitizeFileName(`${base}.${fileType}`, fileType);
  // RFC 5987 keeps a non-ASCII title readable; encodeURIComponent leaves ' ( ) * ! which it forbids.
  const unicodeName = encodeURIComponent(`${base}.${fileType}`.replace(/[\\/"]/g, '_')).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  reply
    .type(contentTypes[fileType])
    .header('content-disposition', `${disposition}; filename="${fileName}"; filename*=UTF-8''${unicodeName}`)
    .header('cache-control', 'private, no-store');
  // Text can never run as a page (sandbox); Chromium's PDF viewer needs the page CSP lifted.
  if (fileType === 'pdf') reply.removeHeader('content-security-policy');
  else reply.header('content-security-policy', "sandbox; default-src 'none'");
  return reply.send(bytes);
}
