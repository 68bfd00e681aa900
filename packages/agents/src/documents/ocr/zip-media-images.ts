import type { DocumentLimits } from '../document-limits';
import { readZipDirectory } from '../docx/read-zip-directory';
import { ExpansionBudget } from '../expansion-budget';
import { inflatePart, rawData, type ZipFormat } from '../zip/read-xml-parts';
import { imageDimensions } from './image-dimensions';
import { assertImagePixels, type OcrImage } from './ocr-image';

// Where Word and LibreOffice keep a document's pictures.
const mediaFolders = { DOCX: /^word\/media\/[^/]+\.(png|jpe?g)$/i, ODT: /^Pictures\/[^/]+\.(png|jpe?g)$/i };
// A scanned page pasted into a document is hundreds of thousands of pixels; logos and icons are fewer.
const minimumScanPixels = 250_000;

/**
 * The pictures of a DOCX or ODT that hold no text, as a scan pasted into Word is: PNG and JPEG media in
 * name order (image1, image2…), each inflated within the expansion budget and checked against the pixel
 * limit before Tesseract decodes it; at most `limits.ocrImages`.
 */
export function zipMediaImages(label: 'DOCX' | 'ODT', bytes: Uint8Array, limits: DocumentLimits): OcrImage[] {
  const format: ZipFormat = { label, isWanted: (name) => mediaFolders[label].test(name), required: '' };
  const directory = readZipDirectory(bytes, label);
  const budget = new ExpansionBudget(limits.expandedBytes, label);
  const media = directory.entries
    .filter((entry) => format.isWanted(entry.name))
    .sort((left, right) => left.name.localeCompare(right.name, 'en', { numeric: true }));
  const images: OcrImage[] = [];
  for (const entry of media) {
    if (images.length >= limits.ocrImages) break;
    const data = inflatePart(format, entry, rawData(format, bytes, entry, directory), budget);
    const size = imageDimensions(data);
    if (!size || size.width * size.height < minimumScanPixels) continue;
    assertImagePixels(size.width, size.height, limits.ocrImagePixels, `A picture in this ${label} file`);
    images.push({ bytes: data, width: size.width, height: size.height });
  }
  return images;
}
