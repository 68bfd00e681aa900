import type { ResumeFileType } from '@seeker/contract';
import mammoth from 'mammoth';

const maxPdfPages = 50;

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
  try {
    if (type === 'pdf') return normalize(await pdfText(bytes));
    if (type === 'docx') return normalize((await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value);
    return normalize(new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new UnreadableDocumentError(`The ${type.toUpperCase()} file could not be read: ${(error as Error).message}`);
  }
}
