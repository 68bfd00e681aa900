import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildPdf, pdfStream } from '../../testing/build-pdf';
import { createDocx, createHugePng, createScannedDocx, createScannedPdf, createTextImage } from '../../testing';
import { sharedResumesDir } from '../../testing/resume-files/real-resume-files';
import { DocumentLimitError } from '../document-errors';
import { extractDocument } from '../extract-document-text';

const lines = ['Ada Lovelace', 'Analyst at Babbage Engines', 'ada@example.com'];
const resumes = sharedResumesDir();
const devScans = resumes && path.join(resumes, 'dev');

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DocumentLimitError);
  return error as DocumentLimitError;
}

// Tesseract starts a worker thread and reads a page in seconds, more on a busy two-core machine.
describe('reading scans and photos by OCR', { timeout: 60_000 }, () => {
  it('reads a photo of a resume (PNG and JPEG) and says it was read by OCR', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const read = await extractDocument(format === 'png' ? 'png' : 'jpg', await createTextImage(lines, format));
      expect(read.ocr).toBe(true);
      expect(read.text).toContain('Ada Lovelace');
      expect(read.text).toContain('ada@example.com');
    }
  });

  it('reads the page images of a PDF without a text layer, stored with PNG predictors or plain', async () => {
    for (const predictor of [true, false]) {
      const read = await extractDocument('pdf', await createScannedPdf(lines, { predictor }));
      expect(read).toMatchObject({ ocr: true });
      expect(read.text).toContain('Babbage Engines');
    }
  });

  it('reads a scan pasted into a DOCX with no text, and leaves a DOCX with text to its text', async () => {
    const scanned = await extractDocument('docx', await createScannedDocx(lines));
    expect(scanned.ocr).toBe(true);
    expect(scanned.text).toContain('Ada Lovelace');
    const typed = await extractDocument('docx', await createDocx(['Grace Hopper, Rear Admiral, United States Navy']));
    expect(typed.ocr).toBeUndefined();
  });

  it('refuses a page image it would have to decode past the file’s expansion budget, before decoding it', async () => {
    // 4,000 × 3,000 RGB pixels unfiltered: 36 MB decoded from 35 KB, over the 32 MB every PDF is held to.
    const [width, height] = [4_000, 3_000];
    const image = pdfStream(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`,
      deflateSync(Buffer.alloc(width * height * 3, 255)),
    );
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 960 720] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>',
      pdfStream('', 'q 960 0 0 720 0 0 cm /Im1 Do Q'),
      image,
    ]);
    expect((await refusal(extractDocument('pdf', pdf))).limit).toBe('expanded-size');
  });

  it('tells OCR when it starts, so the reader can give it its own deadline', async () => {
    let told = 0;
    await extractDocument('png', await createTextImage(lines), {}, { onOcr: () => told++ });
    expect(told).toBe(1);
  });

  it('refuses an image whose header claims 50,000 × 50,000 pixels before decoding it, naming the limit', async () => {
    const started = performance.now();
    const error = await refusal(extractDocument('png', createHugePng(50_000, 50_000)));
    expect(error.limit).toBe('image-size');
    expect(error.message).toBe(
      'This image is 50000 × 50000 pixels (2500 megapixels); Seeker reads images of up to 40 megapixels. Scan or photograph the resume at 300 dpi and upload that',
    );
    // Refused from its header: no OCR worker was started.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('gives up past its time with a limit error when not one page was read', async () => {
    const error = await refusal(extractDocument('png', await createTextImage(lines), { ocrMs: 50 }));
    expect(error.limit).toBe('ocr-time');
  });

  // The real scans are read in place from the steering repository's shared/ (not in this repository): without it
  // there is nothing to read.
  it.skipIf(!devScans)('reads the two image-only dev scans, the Polish one with the Polish model', async () => {
    const polish = await extractDocument('pdf', fs.readFileSync(path.join(devScans!, 'pl_layout2_aerospaceeng_07.pdf')));
    expect(polish.ocr).toBe(true);
    expect(polish.text).toContain('Politechnika Warszawska');
    // Read with the Polish model, the letters the English one drops are there.
    expect(polish.text).toMatch(/wrzesień|październik/);
    const turkish = await extractDocument('pdf', fs.readFileSync(path.join(devScans!, 'tr_layout2_guestcoord2webdev_01.pdf')));
    expect(turkish.ocr).toBe(true);
    expect(turkish.text).toContain('Github');
  });
});
