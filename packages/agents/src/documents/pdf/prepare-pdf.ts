import { DocumentLimitError, UnreadableDocumentError } from '../document-errors';
import type { ExpansionBudget } from '../expansion-budget';
import { DamagedStreamError, OutputLimitError } from './decoders/byte-sink';
import { disableImageFilters } from './disable-image-filters';
import { findPdfObjects } from './find-pdf-objects';
import { measurePdf } from './measure-pdf';
import { UnusualPdfError } from './unusual-pdf-error';

// A name runs from `/` to the next white-space or delimiter byte, NUL included, as pdf.js lexes it.
// eslint-disable-next-line no-control-regex
const nameToken = /\/([^\x00\t\n\f\r %()/<>[\]{}]*)/g;

/**
 * pdf.js decrypts an encrypted PDF's streams itself, so their decoded size cannot be measured here.
 * Any /Encrypt name in the raw bytes counts (with #xx escapes undone, as pdf.js reads names): the
 * trailer and xref-stream dictionaries that carry it are never compressed.
 */
function refuseEncrypted(bytes: Uint8Array) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  for (const [, raw] of text.matchAll(nameToken)) {
    const name = raw!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (name !== 'Encrypt') continue;
    throw new DocumentLimitError(
      'pdf-encrypted',
      'This PDF is encrypted or password-protected, so it cannot be checked safely; save an unprotected copy (for example with Print → Save as PDF) and upload that',
    );
  }
}

/**
 * Checks a PDF before pdf.js opens it and returns the copy pdf.js should read. Every stream pdf.js
 * could reach is decoded here within the budget, with decoders that mirror pdf.js's own, so a stream
 * that inflates to gigabytes is refused after reading at most the budget.
 */
export function preparePdf(bytes: Uint8Array, budget: ExpansionBudget): Uint8Array {
  refuseEncrypted(bytes);
  const work = { steps: 0, limit: 8 * bytes.length + 1_000_000 };
  try {
    const copy = disableImageFilters(bytes, findPdfObjects(bytes, work).streams);
    measurePdf(copy, findPdfObjects(copy, work), budget, work);
    return copy;
  } catch (error) {
    if (error instanceof OutputLimitError) throw budget.exceeded();
    if (error instanceof DamagedStreamError)
      throw new UnreadableDocumentError(`The PDF file could not be read: a compressed stream is damaged (${error.message})`);
    if (error instanceof UnusualPdfError) {
      throw new DocumentLimitError(
        'pdf-structure',
        `This PDF is built in an unusual way that cannot be checked safely (${error.message}); print it to a new PDF and upload that`,
      );
    }
    throw error;
  }
}
