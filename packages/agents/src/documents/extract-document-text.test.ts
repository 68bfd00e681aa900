import mammoth from 'mammoth';
import { AlignmentType, Document, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import { describe, expect, it } from 'vitest';
import { createDocx, createPdf, createPdfPages } from '../testing';
import { DocumentLimitError, UnreadableDocumentError } from './document-errors';
import { documentLimits } from './document-limits';
import { extractDocumentText } from './extract-document-text';
import { normalizeText } from './normalize-text';

async function createRichDocx() {
  const numbering = {
    config: [{ reference: 'bullets', levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT }] }],
  };
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
  const document = new Document({
    numbering,
    sections: [
      {
        children: [
          new Paragraph('Grace Hopper'),
          new Table({
            rows: [new TableRow({ children: [cell('Navy'), cell('1943–1986')] }), new TableRow({ children: [cell('UNIVAC'), cell('1949')] })],
          }),
          new Paragraph({ text: 'Invented the compiler', numbering: { reference: 'bullets', level: 0 } }),
          new Paragraph({ text: 'Popularised "debugging"', numbering: { reference: 'bullets', level: 0 } }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

describe('extractDocumentText', () => {
  it('reads the text of a PDF', async () => {
    const text = await extractDocumentText('pdf', createPdf(['Ada Lovelace', 'Analytical Engine (1843)']));
    expect(text).toBe('Ada Lovelace\nAnalytical Engine (1843)');
  });

  it('leaves the caller buffer usable (pdf.js gets a copy)', async () => {
    const bytes = new Uint8Array(createPdf(['Ada']));
    const before = Buffer.from(bytes);
    await extractDocumentText('pdf', bytes);
    expect(Buffer.from(bytes).equals(before)).toBe(true);
  });

  it('gives empty text for a PDF without text, never sample text', async () => {
    expect(await extractDocumentText('pdf', createPdf([]))).toBe('');
  });

  it('reads the text of a DOCX and of a plain-text file', async () => {
    expect(await extractDocumentText('docx', await createDocx(['Grace Hopper', 'COBOL']))).toBe('Grace Hopper\n\nCOBOL');
    expect(await extractDocumentText('txt', Buffer.from('\uFEFFLinus\r\n\r\n\r\n\r\nKernel  hacker '))).toBe('Linus\n\nKernel hacker');
  });

  it('keeps paragraphs, tables and lists when rebuilding a DOCX: the words mammoth gets from the original, a row of short cells one line', async () => {
    const docx = await createRichDocx();
    const text = await extractDocumentText('docx', docx);
    const mammothText = normalizeText((await mammoth.extractRawText({ buffer: docx })).value, documentLimits.textLength);
    expect(text.split(/\s+/)).toEqual(mammothText.split(/\s+/));
    expect(text).toBe('Grace Hopper\n\nNavy 1943–1986\n\nUNIVAC 1949\n\nInvented the compiler\n\nPopularised "debugging"');
  });

  it('caps the kept text at 200,000 characters', async () => {
    const text = await extractDocumentText('txt', Buffer.from('word '.repeat(100_000)));
    expect(text.length).toBe(200_000);
  });

  it('throws a clear error for a corrupt file', async () => {
    await expect(extractDocumentText('pdf', Buffer.from('%PDF-1.4 garbage'))).rejects.toBeInstanceOf(UnreadableDocumentError);
    await expect(extractDocumentText('docx', Buffer.from('PK\x03\x04 not really a zip'))).rejects.toThrow(
      'The DOCX file could not be read: its zip directory is missing',
    );
  });

  describe('limits passed in', () => {
    it('caps the text', async () => {
      expect(await extractDocumentText('txt', Buffer.from('abcdefghij klmnop'), { textLength: 5 })).toBe('abcde');
      expect(await extractDocumentText('pdf', createPdf(['Ada Lovelace']), { textLength: 3 })).toBe('Ada');
    });

    it('caps the PDF pages read', async () => {
      const pdf = createPdfPages([['First page'], ['Second page'], ['Third page']]);
      expect(await extractDocumentText('pdf', pdf)).toBe('First page\n\nSecond page\n\nThird page');
      expect(await extractDocumentText('pdf', pdf, { pdfPages: 2 })).toBe('First page\n\nSecond page');
    });

    it('caps the expanded size and names the cap in the message', async () => {
      const docx = await createDocx(['Ada']);
      const pdf = createPdf(['Ada']);
      await expect(extractDocumentText('docx', docx, { expandedBytes: 1024 })).rejects.toThrow(
        'This DOCX file expands to more than 1 KB when unpacked',
      );
      await expect(extractDocumentText('pdf', pdf, { expandedBytes: 10 })).rejects.toThrow(
        'This PDF file expands to more than 10 bytes when unpacked',
      );
      await expect(extractDocumentText('pdf', pdf, { expandedBytes: 10 })).rejects.toMatchObject({
        name: 'DocumentLimitError',
        limit: 'expanded-size',
      });
      expect(await extractDocumentText('docx', docx, { expandedBytes: 64 * 1024 })).toBe('Ada');
    });

    it('defaults to 32 MB expanded, 200,000 characters, 50 pages, 50,000 XML elements, OCR of 3 images of 40 MP in 20 s, and font weights in 600 ms from pages read in under 400 ms', () => {
      expect(documentLimits).toEqual({
        expandedBytes: 32 * 1024 * 1024,
        textLength: 200_000,
        pdfPages: 50,
        xmlElements: 50_000,
        ocrImagePixels: 40_000_000,
        ocrImages: 3,
        ocrMs: 20_000,
        fontWeightMs: 600,
        fontPageMs: 400,
      });
      expect(new DocumentLimitError('dtd', 'x').limit).toBe('dtd');
    });
  });
});
