import { describe, expect, it } from 'vitest';
import { createDocx, createExe, createPdf } from '../testing/documents';
import { detectResumeType } from './detect-file-type';
import { extractResumeText, UnreadableDocumentError } from './parse';
import { declaredUnzippedSize } from './zip-size';

describe('detectResumeType', () => {
  it('recognises real PDF, DOCX and text by content', async () => {
    expect(detectResumeType('cv.pdf', createPdf(['Ada']))).toBe('pdf');
    expect(detectResumeType('cv.DOCX', await createDocx(['Ada']))).toBe('docx');
    expect(detectResumeType('cv.txt', Buffer.from('Ada Lovelace\nEngineer\n'))).toBe('txt');
  });

  it('refuses an executable renamed .pdf, a mismatched extension, binary text and empty files', async () => {
    expect(detectResumeType('cv.pdf', createExe())).toBeUndefined();
    expect(detectResumeType('cv.pdf', Buffer.concat([createExe(), createPdf(['Ada'])]))).toBeUndefined();
    expect(detectResumeType('cv.pdf', Buffer.concat([Buffer.from('\uFEFF\n'), createPdf(['Ada'])]))).toBe('pdf');
    expect(detectResumeType('cv.txt', createExe())).toBeUndefined();
    expect(detectResumeType('cv.docx', createPdf(['Ada']))).toBeUndefined();
    expect(detectResumeType('cv.pdf', await createDocx(['Ada']))).toBeUndefined();
    expect(detectResumeType('cv.exe', createPdf(['Ada']))).toBeUndefined();
    expect(detectResumeType('cv', Buffer.from('hello'))).toBeUndefined();
    expect(detectResumeType('cv.txt', Buffer.alloc(0))).toBeUndefined();
    expect(detectResumeType('cv.txt', Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toBeUndefined();
  });
});

describe('extractResumeText', () => {
  it('reads the text of a PDF', async () => {
    const text = await extractResumeText('pdf', createPdf(['Ada Lovelace', 'Analytical Engine (1843)']));
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Analytical Engine (1843)');
  });

  it('leaves the caller buffer usable (pdf.js gets a copy)', async () => {
    const bytes = new Uint8Array(createPdf(['Ada']));
    await extractResumeText('pdf', bytes);
    expect(bytes.byteLength).toBeGreaterThan(0);
  });

  it('gives empty text for a PDF without text, never sample text', async () => {
    expect(await extractResumeText('pdf', createPdf([]))).toBe('');
  });

  it('reads the text of a DOCX and of a plain-text file', async () => {
    expect(await extractResumeText('docx', await createDocx(['Grace Hopper', 'COBOL']))).toBe('Grace Hopper\n\nCOBOL');
    expect(await extractResumeText('txt', Buffer.from('\uFEFFLinus\r\n\r\n\r\n\r\nKernel  hacker '))).toBe('Linus\n\nKernel hacker');
  });

  it('refuses a DOCX that declares more than 50 MB unzipped (a zip bomb), without inflating it', async () => {
    const docx = await createDocx(['Ada']);
    const bomb = Buffer.from(docx);
    // Rewrite every central-directory entry to claim 30 MB uncompressed.
    for (let offset = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); offset >= 0; offset = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), offset + 4)) {
      bomb.writeUInt32LE(30 * 1024 * 1024, offset + 24);
    }
    await expect(extractResumeText('docx', bomb)).rejects.toThrow('it expands to over 50 MB');
    expect(declaredUnzippedSize(docx)).toBeLessThan(100_000);
  });

  it('caps the kept text at 200,000 characters', async () => {
    const text = await extractResumeText('txt', Buffer.from('word '.repeat(100_000)));
    expect(text.length).toBe(200_000);
  });

  it('throws a clear error for a corrupt file', async () => {
    await expect(extractResumeText('pdf', Buffer.from('%PDF-1.4 garbage'))).rejects.toBeInstanceOf(UnreadableDocumentError);
  });
});
