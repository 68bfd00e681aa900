import { resumeMessages } from '@seeker/contract';
import type { FastifyRequest } from 'fastify';
import { assertJsonDepth, assertSafeJsonText } from '../../http/json-guard';
import { validationError } from '../../http/validation-error';
import { AppError } from '../../lib/app-error';
import { namedByExtendedParameter, watchFileDisposition } from './file-part-disposition';

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

/** The escapes of one UTF-8 character: an ASCII byte, or a lead byte with as many continuation bytes as it asks for. */
const escapedCharacter = /%[0-7][0-9a-f]|%[cd][0-9a-f]%[89ab][0-9a-f]|%e[0-9a-f](?:%[89ab][0-9a-f]){2}|%f[0-7](?:%[89ab][0-9a-f]){3}/gi;

/**
 * The file's name as its owner named it. Some clients percent-encode it in the multipart header's plain
 * `filename="My%20CV.pdf"`, so such a name is decoded here, once, for the title, the stored name and the
 * download alike (a name from `filename*=UTF-8''…` comes already decoded by busboy and is not passed here):
 * "%2520" becomes "%20", not " ". Escapes that are no UTF-8 character ("%E9", an encoded surrogate), and
 * a "%" that starts no escape, are kept as typed.
 */
export function decodeFileName(name: string): string {
  return name.replace(escapedCharacter, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/** Reads the `file` part and the optional JSON `metadata` field, in either order. */
export async function readUploadParts(request: FastifyRequest): Promise<UploadParts> {
  let file: { fileName: string; bytes: Buffer } | undefined;
  let metadata: unknown;
  // Before the parts are read, so it sees every byte busboy is given.
  const watched = watchFileDisposition(request.raw);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          throw new AppError('BAD_REQUEST', oneFile);
        }
        const fileName = namedByExtendedParameter(watched.disposition()) ? part.filename : decodeFileName(part.filename);
        file = { fileName, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'metadata') {
        metadata = parseMetadata(String(part.value));
      }
    }
  } catch (error) {
    throw toUploadError(error);
  } finally {
    watched.stop();
  }
  if (!file) throw new AppError('BAD_REQUEST', 'No file was uploaded');
  return { ...file, metadata };
}
