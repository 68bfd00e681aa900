import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { DocumentRenderer } from '../../rendering/document-renderer';
import { sanitizeFileName } from '../../storage/sanitize-file-name';
import { contentTypes } from '../../storage/content-types';
import { setFileResponseHeaders } from '../../http/file-response-headers';
import { findCoverLetter } from './find-cover-letter';

/** The job's letter as a PDF (opens in the browser) or a DOCX (downloads), rendered from its current text. */
export async function sendCoverLetterFile(
  reply: FastifyReply,
  deps: { db: Db; renderer: DocumentRenderer },
  userId: string,
  jobId: string,
  format: 'pdf' | 'docx' = 'pdf',
) {
  const { job, row } = await findCoverLetter(deps.db, userId, jobId);
  const title = `Cover letter for ${job.title} at ${job.company}`;
  const bytes = await deps.renderer.render({ kind: 'letter', text: row.text, format, title }, userId);
  const fileName = sanitizeFileName(`${title.replace(/[\\/]/g, '-')}.${format}`, format);
  return setFileResponseHeaders(reply, { contentType: contentTypes[format], fileName }).send(bytes);
}
