import { Document, Packer, Paragraph } from 'docx';
import { pagedPdf, pdfStream, textContent } from './build-pdf';

/** A real, minimal one-page PDF (Helvetica) with one text line per entry; empty lines give a text-less PDF. */
export function createPdf(lines: string[]): Buffer {
  return createPdfPages([lines]);
}

/** A real PDF with one page per entry, each showing its lines. */
export function createPdfPages(pages: string[][]): Buffer {
  return pagedPdf(pages.map((lines) => pdfStream('', textContent(lines))));
}

/** A real DOCX with one paragraph per entry. */
export async function createDocx(paragraphs: string[]): Promise<Buffer> {
  const document = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }] });
  return Packer.toBuffer(document);
}

/** The first bytes of a Windows executable, as an .exe renamed .pdf would carry. */
export function createExe(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return bytes;
}
