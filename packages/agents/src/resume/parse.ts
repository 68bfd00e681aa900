import type { ResumeFileType } from '@seeker/contract';
import mammoth from 'mammoth';
import { declaredUnzippedSize } from './zip-size';

const maxPdfPages = 50;
/** A resume's DOCX unzips to well under a megabyte; 50 MB leaves room for embedded images. */
export const maxUnzippedDocxBytes = 50 * 1024 * 1024;
/** Text kept per resume: far beyond any real resume, small enough for prompts and rows. */
export const maxResumeTextLength = 200_000;

function normalize(text: string) {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

async function pdfText(bytes: Uint8Array) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js transfers (detaches) the buffer it is given, so it gets a copy.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, maxPdfPages); number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
    }
    return pages.join('\n\n');
  } finally {
    await task.destroy();
  }
}

export class UnreadableDocumentError extends Error {
  override name = 'UnreadableDocumentError';
}

/** Plain text of a resume file; '' when it holds none (a scanned PDF). Throws when the file is corrupt. */
export async function extractResumeText(type: ResumeFileType, bytes: Uint8Array): Promise<string> {
  if (type === 'docx') {
    const unzipped = declaredUnzippedSize(bytes);
    if (unzipped === undefined) throw new UnreadableDocumentError('The DOCX file could not be read: its zip directory is damaged');
    if (unzipped > maxUnzippedDocxBytes) throw new UnreadableDocumentError('The DOCX file could not be read: it expands to over 50 MB');
  }
  let text: string;
  try {
    if (type === 'pdf') text = await pdfText(bytes);
    else if (type === 'docx') text = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    else text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  } catch (error) {
    throw new UnreadableDocumentError(`The ${type.toUpperCase()} file could not be read: ${(error as Error).message}`);
  }
  return normalize(text.slice(0, maxResumeTextLength * 2)).slice(0, maxResumeTextLength);
}
