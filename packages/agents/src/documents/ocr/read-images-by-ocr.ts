import { DocumentLimitError } from '../document-errors';
import type { DocumentLimits } from '../document-limits';
import { detectOcrLanguage, type OcrLanguage } from './ocr-language';
import type { OcrImage } from './ocr-image';
import { startTesseract, type TesseractWorker } from './tesseract-worker';

export type OcrReading = { text: string; language: OcrLanguage; pages: number };

const timedOut = Symbol('timed out');

/** The promise's value, or `timedOut` once the deadline passes (the work itself goes on until its worker is stopped). */
async function before<T>(deadline: number, work: Promise<T>): Promise<T | typeof timedOut> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<typeof timedOut>((resolve) => (timer = setTimeout(() => resolve(timedOut), Math.max(0, deadline - Date.now()))));
  try {
    return await Promise.race([work, expiry]);
  } finally {
    clearTimeout(timer);
  }
}

function tooSlow(limits: Pick<DocumentLimits, 'ocrMs'>) {
  return new DocumentLimitError(
    'ocr-time',
    `Reading this scan took longer than ${limits.ocrMs / 1000} seconds; upload the resume as a PDF with text (not a scan), or as a DOCX`,
  );
}

/** Text of the image, or '' when leptonica cannot decode it (tesseract.js rejects with a message string). */
const textOf = (tesseract: TesseractWorker, image: OcrImage, rectangle?: { left: number; top: number; width: number; height: number }) =>
  // A Buffer over the same bytes: tesseract.js copies it into its own thread's message.
  tesseract.recognize(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength), rectangle ? { rectangle } : {}).then(
    (result) => result.data.text,
    () => '',
  );

/**
 * The language to read with, from a band across the first page read with the English model (15% of its height,
 * from 30% down, where a resume's running text usually is). Measured on the two dev scans (one core): the band
 * costs 0.5–0.8 s of CPU where a whole page costs 4–5 s; one page with all eight models at once cost 27 s, and a
 * second full pass in the right language after an English one would double the time of every non-English scan.
 */
async function pickLanguage(tesseract: TesseractWorker, first: OcrImage, deadline: number): Promise<OcrLanguage | typeof timedOut> {
  // One pixel short of the full width: a rectangle exactly as wide as the image is read from the wrong rows
  // (tesseract.js 7, measured on the Polish dev scan), any narrower one from the right rows.
  const band = { left: 0, top: Math.floor(first.height * 0.3), width: Math.max(1, first.width - 1), height: Math.floor(first.height * 0.15) };
  const text = await before(deadline, textOf(tesseract, first, band));
  return text === timedOut ? timedOut : detectOcrLanguage(text);
}

/**
 * The text of scanned pages, read by Tesseract in the language they are written in, one page after another
 * within `limits.ocrMs`: a page is begun only while the time left is at least the slowest page so far, and a
 * page still running at the deadline is abandoned. Throws DocumentLimitError when not even one page was read.
 */
export async function readImagesByOcr(images: OcrImage[], limits: Pick<DocumentLimits, 'ocrMs'>): Promise<OcrReading> {
  if (images.length === 0) return { text: '', language: 'eng', pages: 0 };
  const deadline = Date.now() + limits.ocrMs;
  const workers: Promise<TesseractWorker>[] = [startTesseract('eng')];
  try {
    const english = await before(deadline, workers[0]!);
    if (english === timedOut) throw tooSlow(limits);
    const language = await pickLanguage(english, images[0]!, deadline);
    if (language === timedOut) throw tooSlow(limits);
    if (language !== 'eng') {
      // One model in memory at a time.
      await english.terminate();
      workers.push(startTesseract(language));
    }
    const tesseract = await before(deadline, workers.at(-1)!);
    if (tesseract === timedOut) throw tooSlow(limits);
    const pages: string[] = [];
    let slowest = 0;
    for (const image of images) {
      if (pages.length > 0 && deadline - Date.now() < slowest) break;
      const started = Date.now();
      const text = await before(deadline, textOf(tesseract, image));
      if (text === timedOut) break;
      pages.push(text);
      slowest = Math.max(slowest, Date.now() - started);
    }
    if (pages.length === 0) throw tooSlow(limits);
    return { text: pages.join('\n\n'), language, pages: pages.length };
  } finally {
    // Stopping a worker mid-page is how a page past the deadline is abandoned; its thread and memory go with it.
    // Not awaited: a worker still starting is stopped once it has started.
    for (const worker of workers) void worker.then((started) => started.terminate()).catch(() => undefined);
  }
}
