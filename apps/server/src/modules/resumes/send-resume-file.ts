import type { FastifyReply } from 'fastify';
import type { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../storage/file-store';
import { sanitizeFileName } from './sanitize-file-name';
import { contentTypes } from './upload-resume';

/** Streams a resume file: PDFs and text open in the browser, DOCX downloads. Never cached by shared caches. */
export async function sendResumeFile(reply: FastifyReply, files: FileStore, row: typeof resumes.$inferSelect) {
  const bytes = await files.get(row.storagePath);
  if (!bytes) throw AppError.notFound('The resume file is missing from storage');
  const disposition = row.fileType === 'docx' ? 'attachment' : 'inline';
  const fileName = sanitizeFileName(row.title, row.fileType);
  reply
    .type(contentTypes[row.fileType])
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');
  // Text can never run as a page (sandbox); Chromium's PDF viewer needs the page CSP lifted.
  if (row.fileType === 'pdf') reply.removeHeader('content-security-policy');
  else reply.header('content-security-policy', "sandbox; default-src 'none'");
  return reply.send(bytes);
}
