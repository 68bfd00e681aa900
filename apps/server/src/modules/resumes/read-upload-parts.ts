import { resumeMessages } from '@seeker/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

export type UploadParts = { fileName: string; bytes: Buffer; metadata: unknown };

/** Reads the `file` part and the optional JSON `metadata` field, in either order. */
export async function readUploadParts(request: FastifyRequest): Promise<UploadParts> {
  let file: { fileName: string; bytes: Buffer } | undefined;
  let metadata: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          throw new AppError('BAD_REQUEST', 'Send exactly one file, in the field "file"');
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'metadata') {
        try {
          metadata = JSON.parse(String(part.value));
        } catch {
          throw new AppError('VALIDATION_ERROR', 'Invalid metadata: not valid JSON');
        }
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', resumeMessages.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('BAD_REQUEST', 'Send exactly one file, in the field "file"');
    }
    throw error;
  }
  if (!file) throw new AppError('BAD_REQUEST', 'No file was uploaded');
  return { ...file, metadata };
}
