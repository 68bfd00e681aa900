import type { ResumeFileType } from '@seeker/contract';
import { DocumentReadError } from '../../documents/document-read-error';
import type { DocumentReader } from '../../documents/document-reader';
import { AppError } from '../../lib/app-error';

const unreadableMessage: Record<ResumeFileType, string> = {
  pdf: 'This PDF could not be read: it may be damaged. Export or print it to a new PDF and upload that.',
  docx: 'This DOCX file could not be read: it may be damaged. Save it again from Word (or as a PDF) and upload that.',
  doc: 'This Word 97–2003 (.doc) file could not be read: it may be damaged. Save it again from Word as DOCX or PDF and upload that.',
  odt: 'This ODT file could not be read: it may be damaged. Save it again (or as a PDF) and upload that.',
  rtf: 'This RTF file could not be read: it may be damaged. Save it again (or as a PDF) and upload that.',
  txt: 'This text file could not be read. Save it again as UTF-8 text and upload that.',
  png: 'This PNG image could not be read: it may be damaged. Save the photo or scan again (or as a PDF) and upload that.',
  jpg: 'This JPEG image could not be read: it may be damaged. Save the photo or scan again (or as a PDF) and upload that.',
};

/** The resume's text (and whether OCR read it) from the bounded reader, with each refusal as the HTTP error it is. */
export async function readResumeText(documents: Pick<DocumentReader, 'read'>, fileType: ResumeFileType, bytes: Uint8Array, userId: string) {
  try {
    return await documents.read(fileType, bytes, userId);
  } catch (error) {
    if (!(error instanceof DocumentReadError)) throw error;
    switch (error.kind) {
      case 'limit':
        throw new AppError('DOCUMENT_LIMIT', error.message);
      case 'unreadable':
        // The parser's own words ("Invalid PDF structure", xmldom warnings) mean nothing to a person.
        throw new AppError('BAD_REQUEST', unreadableMessage[fileType]);
      case 'busy':
        throw new AppError('UNAVAILABLE', error.message);
      case 'owner-busy':
        throw new AppError('RATE_LIMITED', error.message);
      case 'failed':
        throw error;
    }
  }
}
