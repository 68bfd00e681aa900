import { DocumentLimitError, UnreadableDocumentError } from '../document-errors';
import type { DocumentLimits } from '../document-limits';
import { imageDimensions } from './image-dimensions';
import { assertImagePixels, type OcrImage } from './ocr-image';
import { pdfScanImages } from './pdf-scan-images';
import { readImagesByOcr } from './read-images-by-ocr';
import { zipMediaImages } from './zip-media-images';

/** Told when OCR is about to start: the document reader gives the read OCR's longer deadline then. */
export type OcrHooks = { onOcr?: () => void };

/** Fewer letters than this over all pages is no text layer: a scan, perhaps with a page number or a stray mark. */
const textLayerCharacters = 20;

function uploadedImage(type: 'png' | 'jpg', bytes: Uint8Array, limits: DocumentLimits): OcrImage {
  const size = imageDimensions(bytes);
  if (!size || size.format !== (type === 'png' ? 'png' : 'jpeg'))
    throw new UnreadableDocumentError(`The ${type.toUpperCase()} file could not be read: its header is damaged`);
  assertImagePixels(size.width, size.height, limits.ocrImagePixels, 'This image');
  return { bytes, width: size.width, height: size.height };
}

/** The images to read: an uploaded photo itself, or the page images of a document whose text came out (nearly) empty. */
function scanImages(type: string, bytes: Uint8Array, text: string, limits: DocumentLimits): OcrImage[] {
  if (type === 'png' || type === 'jpg') return [uploadedImage(type, bytes, limits)];
  if (text.replace(/\s/g, '').length >= textLayerCharacters) return [];
  try {
    if (type === 'pdf') return pdfScanImages(bytes, limits);
    if (type === 'docx') return zipMediaImages('DOCX', bytes, limits);
    if (type === 'odt') return zipMediaImages('ODT', bytes, limits);
  } catch (error) {
    // Its text was read without trouble; pictures OCR cannot take leave it as it was, unless one is over a limit.
    if (error instanceof DocumentLimitError) throw error;
  }
  return [];
}

/**
 * The text of a document read by OCR, when it is a photo of a resume (PNG, JPEG) or its own text is (nearly)
 * empty and it has page images (a scanned PDF, a scan pasted into a DOCX or ODT); undefined otherwise, or when
 * OCR finds no text either. Throws DocumentLimitError for an image over the pixel limit and for OCR past its time.
 */
export async function readScannedText(type: string, bytes: Uint8Array, text: string, limits: DocumentLimits, hooks: OcrHooks = {}) {
  const images = scanImages(type, bytes, text, limits);
  if (images.length === 0) return undefined;
  hooks.onOcr?.();
  const reading = await readImagesByOcr(images, limits);
  return reading.text.trim() === '' ? undefined : reading.text;
}
