import { resumeMessages } from '@seeker/contract';
import type { FastifyRequest } from 'fastify';
import { assertJsonDepth, assertSafeJsonText } from '../../http/json-guard';
import { validationError } from '../../http/validation-error';
import { AppError } from '../../lib/app-error';

export type UploadParts = { fileName: string; bytes: Buffer; metadata: unknown };

const oneFile = 'Send exactly one file, in the field "file"';

function parseMetadata(value: string) {
  assertJsonDepth(value, 'metadata');
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw validationError('metadata', [{ path: '', message: 'not valid JSON' }]);
  }
  assertSafeJsonText(parsed, 'metadata');
  return parsed;
}

/** What the multipart reader (busboy) throws, as the client mistake it is. */
function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', resumeMessages.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('BAD_REQUEST', oneFile);
  // Everything else comes from reading the client's bytes: no boundary, a malformed header, a truncated body.
  return new AppError('BAD_REQUEST', 'The upload is not a valid multipart/form-data body');
}

/** Reads the `file` part and the optional JSON `metadata` field, in either order. */
export async function readUploadParts(request: FastifyRequest): Promise<UploadParts> {
  let file: { fileName: string; bytes: Buffer } | undefined;
  let metadata: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          throw new AppError('BAD_REQUEST', oneFile);
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'metadata') {
        metadata = parseMetadata(String(part.value));
      }
    }
  } catch (error) {
    throw toUploadError(error);
  }
  if (!file) throw new AppError('BAD_REQUEST', 'No file was uploaded');
  return { ...file, metadata };
}
