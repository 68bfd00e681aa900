import { resumeMessages, type ResumeFileType } from '@seeker/contract';
import { DocumentReadError } from '../../documents/document-read-error';
import type { DocumentReader } from '../../documents/document-reader';
import { AppError } from '../../lib/app-error';

/** The resume's text from the bounded reader, with each refusal as the HTTP error it is. */
export async function readResumeText(documents: DocumentReader, fileType: ResumeFileType, bytes: Uint8Array) {
  try {
    return await documents.read(fileType, bytes);
  } catch (error) {
    if (!(error instanceof DocumentReadError)) throw error;
    switch (error.kind) {
      case 'limit':
        throw new AppError('DOCUMENT_LIMIT', error.message);
      case 'unreadable':
        throw new AppError('BAD_REQUEST', `${error.message}. ${resumeMessages.wrongType}`);
      case 'busy':
        throw new AppError('UNAVAILABLE', error.message);
      case 'failed':
        throw error;
    }
  }
}
