import { DocumentLimitError } from '../document-errors';

/** An image file Tesseract's image library (leptonica) decodes itself: PNG, JPEG or PNM, with its size. */
export type OcrImage = { bytes: Uint8Array; width: number; height: number };

/**
 * Refuses an image whose header claims more pixels than the limit (or none), before any decoder sizes a
 * buffer from it: `what` names it for the person ("This image", "A page image of this PDF").
 */
export function assertImagePixels(width: number, height: number, maxPixels: number, what: string): void {
  if (width >= 1 && height >= 1 && width * height <= maxPixels) return;
  const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;
  const size = width >= 1 && height >= 1 ? `is ${width} × ${height} pixels (${megapixels(width * height)})` : 'gives no size';
  throw new DocumentLimitError(
    'image-size',
    `${what} ${size}; Seeker reads images of up to ${megapixels(maxPixels)}. Scan or photograph the resume at 300 dpi and upload that`,
  );
}
