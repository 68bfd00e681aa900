import type { FoundStream } from './find-pdf-objects';
import { imageFilters, filterChain } from './pdf-filters';
import { getEntry, isName } from './pdf-values';

const letterX = 0x58;

export function isImageStream(stream: FoundStream): boolean {
  const subtype = getEntry(stream.dict, 'Subtype');
  return isName(subtype) && subtype.name === 'Image';
}

/**
 * A copy of the PDF in which pdf.js cannot decode images: every filter name of an image XObject, and
 * every image codec (DCT, JPX, JBIG2, CCITT) anywhere, is overwritten with X's of the same length.
 * Text extraction never needs pixels, and these decoders size their buffers from headers a few bytes
 * long (a 200-byte JPEG can claim 65,535 × 65,535 pixels) or, for a flate image, inflate megabytes
 * nobody reads. Offsets stay put, so the xref still holds.
 */
export function disableImageFilters(bytes: Uint8Array, streams: FoundStream[]): Uint8Array {
  const copy = new Uint8Array(bytes);
  for (const stream of streams) {
    const image = isImageStream(stream);
    for (const step of filterChain(stream.dict)) {
      if (!image && !imageFilters.has(step.name)) continue;
      copy.fill(letterX, step.nameToken.start + 1, step.nameToken.end);
    }
  }
  return copy;
}
