import { brotliCompressSync, constants, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createEncryptedPdf, createPdf, createPdfTextBomb, createPolyglotPdf, polyglotText } from '../../testing';
import { buildPdf, pagedPdf, pdfStream, textContent } from '../../testing/build-pdf';
import { repeatedDeflate } from '../../testing/repeated-deflate';
import { DocumentLimitError, UnreadableDocumentError } from '../document-errors';
import { ExpansionBudget } from '../expansion-budget';
import { extractDocumentText } from '../extract-document-text';
import { preparePdf } from './prepare-pdf';

const megabyte = 1024 * 1024;

function refusal(bytes: Buffer) {
  return extractDocumentText('pdf', bytes).then(
    () => expect.fail('expected a refusal'),
    (error: unknown) => error as DocumentLimitError,
  );
}

/** zlib data that inflates to `size` bytes of text-showing operators. */
function flateText(size: number) {
  return repeatedDeflate('BT /F1 12 Tf 72 720 Td\n', '(AAAAAAAA) Tj\n', 'ET\n', size).zlib;
}

/**
 * LZW codes that always point past the dictionary, which pdf.js's decoder answers with a sequence one
 * byte longer each time (7 MB from 5.5 KB), then a clear code to start again.
 */
function lzwPastDictionary(cycles: number) {
  let bits = '';
  for (let cycle = 0; cycle < cycles; cycle++) {
    bits += '001000001';
    let nextCode = 258;
    for (; nextCode < 4095; nextCode++) bits += '1'.repeat(Math.min(12, Math.floor(Math.log2(nextCode + 1)) + 1));
    bits += (256).toString(2).padStart(12, '0');
  }
  return Buffer.from(
    bits
      .padEnd(Math.ceil(bits.length / 8) * 8, '0')
      .match(/.{8}/g)!
      .map((byte) => parseInt(byte, 2)),
  );
}

function used(bytes: Buffer) {
  const budget = new ExpansionBudget(1024 * megabyte, 'PDF');
  preparePdf(bytes, budget);
  return 1024 * megabyte - budget.remaining;
}

describe('PDF checks before pdf.js', () => {
  it('refuses a content stream that inflates to ~200 MB, naming the limit', async () => {
    const bomb = createPdfTextBomb();
    expect(bomb.length).toBeLessThan(megabyte);
    const error = await refusal(bomb);
    expect(error).toBeInstanceOf(DocumentLimitError);
    expect([error.limit, error.message]).toEqual(['expanded-size', 'This PDF file expands to more than 32 MB when unpacked, the limit for a resume']);
  });

  it('counts what a stream really inflates to, and the fixture is a PDF pdf.js reads', async () => {
    const small = createPdfTextBomb({ inflatedBytes: 2 * megabyte });
    expect(used(small)).toBeGreaterThan(2 * megabyte - 1024);
    expect(await extractDocumentText('pdf', small, { textLength: 20 })).toBe('A'.repeat(20));
  });

  it('reads a PDF that is also an HTML page as the PDF it is', async () => {
    const polyglot = createPolyglotPdf();
    expect(polyglot.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(polyglot.toString('latin1')).toContain('<script>');
    expect(await extractDocumentText('pdf', polyglot)).toBe(polyglotText.join('\n'));
  });

  it('refuses an encrypted PDF, however /Encrypt is spelled', async () => {
    const error = await refusal(createEncryptedPdf());
    expect(error.limit).toBe('pdf-encrypted');
    expect(error.message).toContain('save an unprotected copy');
    const escaped = pagedPdf([pdfStream('', textContent(['x']))], ['<< /Filter /Standard >>'], '/Encr#79pt 6 0 R ');
    expect((await refusal(escaped)).limit).toBe('pdf-encrypted');
  });

  it('measures a stream whose /Length lies from its data start to wherever its compressed data ends', async () => {
    const data = flateText(64 * megabyte);
    const lying = pagedPdf([Buffer.concat([Buffer.from('<< /Filter /FlateDecode /Length 10 >>\nstream\n'), data, Buffer.from('\nendstream')])]);
    expect((await refusal(lying)).limit).toBe('expanded-size');
  });

  it('finds an object that pdf.js could reach through an xref offset inside a comment', async () => {
    const data = flateText(64 * megabyte);
    // Read front to back, this dictionary has no filter; read from `6 0 obj` (in the comment) it has FlateDecode.
    const hidden = Buffer.concat([Buffer.from('<< /Q % 6 0 obj << /Filter /FlateDecode /Z\n/Foo >>\nstream\n'), data, Buffer.from('\nendstream')]);
    expect((await refusal(pagedPdf([pdfStream('', textContent(['x']))], [hidden]))).limit).toBe('expanded-size');
  });

  it('follows filter chains and abbreviations: hex-encoded flate and the quadratic LZW of pdf.js', async () => {
    const hex = flateText(64 * megabyte).toString('hex') + '>';
    expect((await refusal(pagedPdf([pdfStream('/Filter [/AHx /Fl]', hex)]))).limit).toBe('expanded-size');
    const lzw = lzwPastDictionary(6);
    expect(lzw.length).toBeLessThan(40_000);
    expect((await refusal(pagedPdf([pdfStream('/Filter /LZWDecode', lzw)]))).limit).toBe('expanded-size');
  });

  it("counts a stream once for every time one array names it (pdf.js concatenates a page's /Contents)", async () => {
    const content = pdfStream('/Filter /FlateDecode', flateText(megabyte));
    const page = (contents: string) =>
      buildPdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${contents}] >>`,
        content,
      ]);
    expect(used(page('4 0 R'))).toBeLessThan(2 * megabyte);
    expect((await refusal(page('4 0 R '.repeat(100)))).limit).toBe('expanded-size');
  });

  it('counts the row buffers a predictor makes pdf.js allocate', async () => {
    const tiny = deflateSync(Buffer.from([2, 0, 0, 0]));
    expect((await refusal(pagedPdf([pdfStream('/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 100000000 >>', tiny)]))).limit).toBe(
      'expanded-size',
    );
    expect(used(pagedPdf([pdfStream('/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>', tiny)]))).toBeLessThan(1024);
  });

  it('switches off image decoding in the copy pdf.js reads, and never inflates an image', () => {
    const jpegAsContents = pdfStream('/Filter /DCTDecode', Buffer.from('ffd8ffc0001108ea60ea6003012200022200032200ffd9', 'hex'));
    const flateImage = pdfStream(
      '/Type /XObject /Subtype /Image /Width 8192 /Height 8192 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode',
      repeatedDeflate('', '\0', '', 192 * megabyte).zlib,
    );
    const pdf = pagedPdf([jpegAsContents], [flateImage]);
    const budget = new ExpansionBudget(32 * megabyte, 'PDF');
    const copy = Buffer.from(preparePdf(pdf, budget)).toString('latin1');
    expect(copy).not.toContain('/DCTDecode');
    expect(copy).not.toContain('/FlateDecode');
    expect(copy).toContain('/Filter /XXXXXXXXX /Length');
    expect(copy.length).toBe(pdf.length);
  });

  it('refuses what pdf.js would accept but no writer produces: a stream inside an object stream, a filter by reference', async () => {
    const inner = '6 0 << /Length 3 >>\nstream\nabc\nendstream';
    const objectStream = pdfStream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(Buffer.from(inner)));
    const hidden = await refusal(pagedPdf([pdfStream('', textContent(['x']))], [objectStream]));
    expect([hidden.limit, hidden.message]).toEqual(['pdf-structure', expect.stringContaining('a stream inside an object stream')]);
    const byReference = pagedPdf([pdfStream('/Filter 6 0 R', 'x')], ['/FlateDecode']);
    expect((await refusal(byReference)).limit).toBe('pdf-structure');
  });

  it('refuses a file built to make the scan quadratic', async () => {
    const overlapping = Buffer.concat([createPdf(['x']), Buffer.from('1 0 obj << /A '.repeat(100_000))]);
    expect((await refusal(overlapping)).limit).toBe('pdf-structure');
  });

  it('measures BrotliDecode, which pdf.js 6 decodes whole: a Brotli bomb is refused, a Brotli stream read', async () => {
    const text = Buffer.from('BT /F1 12 Tf 72 720 Td\n' + '(AAAAAAAA) Tj\n'.repeat((40 * megabyte) / 14) + 'ET\n');
    const bomb = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(bomb.length).toBeLessThan(megabyte);
    expect((await refusal(pagedPdf([pdfStream('/Filter /BrotliDecode', bomb)]))).limit).toBe('expanded-size');
    const small = pagedPdf([pdfStream('/Filter /BrotliDecode', brotliCompressSync(textContent(['Brotli line'])))]);
    expect(await extractDocumentText('pdf', small)).toBe('Brotli line');
    const damaged = pagedPdf([pdfStream('/Filter /BrotliDecode', Buffer.from([0xff, 0xff, 0xff, 0xff]))]);
    await expect(extractDocumentText('pdf', damaged)).rejects.toThrow('a compressed stream is damaged');
  });

  it('reads numbers as pdf.js 6 does, with no exponent: /Columns 1e8 is one column', () => {
    const tiny = deflateSync(Buffer.from([2, 0, 0, 0]));
    expect(used(pagedPdf([pdfStream('/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 1e8 >>', tiny)]))).toBeLessThan(1024);
  });

  it('calls compressed data that zlib cannot inflate damaged, since pdf.js might inflate past the damage', async () => {
    const damaged = pagedPdf([pdfStream('/Filter /FlateDecode', Buffer.from([0x78, 0x9c, 0xff, 0xff, 0xff, 0xff]))]);
    await expect(extractDocumentText('pdf', damaged)).rejects.toThrow(UnreadableDocumentError);
    await expect(extractDocumentText('pdf', damaged)).rejects.toThrow('a compressed stream is damaged');
  });
});
