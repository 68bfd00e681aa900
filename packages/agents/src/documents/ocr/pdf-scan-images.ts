import { expandedSizeError } from '../document-errors';
import type { DocumentLimits } from '../document-limits';
import { decodeFlate } from '../pdf/decoders/flate';
import { findPdfObjects } from '../pdf/find-pdf-objects';
import { rawStreamLength } from '../pdf/stream-length';
import { imageDimensions } from './image-dimensions';
import { assertImagePixels, type OcrImage } from './ocr-image';
import { pdfImageStreams, type PdfImageStream } from './pdf-image-streams';
import { pngFromZlib } from './png-from-zlib';
import { pnmImage } from './pnm-image';

const pageImage = 'A page image of this PDF';

/** Luma (ITU-R BT.601, as leptonica weighs it) of packed 8-bit RGB. */
function greyFromRgb(rgb: Uint8Array): Uint8Array {
  const grey = new Uint8Array(rgb.length / 3);
  for (let pixel = 0, at = 0; pixel < grey.length; pixel++, at += 3) grey[pixel] = (299 * rgb[at]! + 587 * rgb[at + 1]! + 114 * rgb[at + 2]!) / 1000;
  return grey;
}

/**
 * One scanned page as an image file leptonica decodes, without decoding its pixels here where that can be
 * avoided: a JPEG (DCTDecode) is handed over as it is stored, and FlateDecode data with PNG predictors is
 * wrapped as the PNG it already is; unfiltered FlateDecode rows are inflated to exactly their size and
 * wrapped as PNM. Undefined for what leptonica cannot read (CCITT, JBIG2, JPEG 2000, CMYK, indexed colour).
 */
function toOcrImage(bytes: Uint8Array, image: PdfImageStream, maxPixels: number, maxDecodedBytes: number): OcrImage | undefined {
  const { width, height, channels, bitsPerComponent: bits, filters, predictor } = image;
  const data = bytes.subarray(image.stream.dataStart, image.stream.dataStart + rawStreamLength(bytes, image.stream));
  if (filters.length === 1 && filters[0] === 'DCTDecode') {
    // The JPEG's own header decides how much its decoder allocates, whatever the PDF's dictionary says.
    const jpeg = imageDimensions(data);
    if (!jpeg) return undefined;
    assertImagePixels(jpeg.width, jpeg.height, maxPixels, pageImage);
    return { bytes: data, width: jpeg.width, height: jpeg.height };
  }
  if (filters.length !== 1 || filters[0] !== 'FlateDecode' || !channels || (bits !== 8 && bits !== 1) || image.inverted) return undefined;
  if (predictor >= 10 && predictor <= 15) return { bytes: pngFromZlib(width, height, channels, bits, data), width, height };
  if (predictor !== 1 || (channels === 3 && bits !== 8)) return undefined;
  const rowBytes = Math.ceil((width * channels * bits) / 8);
  // Decoded here, so held to the file's expansion budget as every other stream is (an unfiltered 40-megapixel RGB
  // page would be 120 MB, then two grey copies); a scan as JPEG or with PNG predictors is decoded inside Tesseract.
  if (rowBytes * height > maxDecodedBytes) throw expandedSizeError('PDF', maxDecodedBytes);
  try {
    const pixels = decodeFlate(data, rowBytes * height);
    if (pixels.length < rowBytes * height) return undefined;
    // Grey is what Tesseract reads anyway: a third of the bytes to copy into it, and an 8-bit image inside it, not 32.
    const grey = channels === 3 ? greyFromRgb(pixels.subarray(0, rowBytes * height)) : pixels.subarray(0, rowBytes * height);
    return { bytes: pnmImage(width, height, bits, grey), width, height };
  } catch {
    // Damaged, or more data than the image holds: not a page anyone could read.
    return undefined;
  }
}

/**
 * The scanned pages of an image-only PDF, first pages first, at most `limits.ocrImages`. Each is checked
 * against the pixel limit before anything is decoded, so a hostile header is refused (DocumentLimitError)
 * rather than read.
 */
export function pdfScanImages(bytes: Uint8Array, limits: DocumentLimits): OcrImage[] {
  const found = findPdfObjects(bytes, { steps: 0, limit: 8 * bytes.length + 1_000_000 });
  const images: OcrImage[] = [];
  for (const image of pdfImageStreams(found.streams)) {
    if (images.length >= limits.ocrImages) break;
    assertImagePixels(image.width, image.height, limits.ocrImagePixels, pageImage);
    const readable = toOcrImage(bytes, image, limits.ocrImagePixels, limits.expandedBytes);
    if (readable) images.push(readable);
  }
  return images;
}
