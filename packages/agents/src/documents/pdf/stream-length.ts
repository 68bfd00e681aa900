import type { PdfStream } from './pdf-parser';

const endings = ['endstream', 'endsteam', 'endstrea'];

/** The raw length pdf.js settles on without a verified /Length: up to the next `endstream` (or a common misspelling). */
export function rawStreamLength(bytes: Uint8Array, stream: PdfStream): number {
  if (stream.verifiedLength !== undefined) return stream.verifiedLength;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length;
  for (const ending of endings) {
    const found = buffer.indexOf(ending, stream.dataStart, 'latin1');
    if (found >= 0 && found < end) end = found;
  }
  return end - stream.dataStart;
}
