export type ImageFormat = 'png' | 'jpeg';
export type ImageDimensions = { format: ImageFormat; width: number; height: number };

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const isPng = (bytes: Uint8Array) => pngSignature.every((byte, index) => bytes[index] === byte);
/** A JPEG opens with a start-of-image marker followed by another marker. */
export const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

function pngDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  // The first chunk must be IHDR (13 bytes): width and height, big-endian, right after its type.
  if (bytes.length < 24 || Buffer.from(bytes.subarray(12, 16)).toString('latin1') !== 'IHDR') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
}

// Start-of-frame markers (baseline, progressive, lossless…): C0–CF except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  let offset = 2;
  // Walks the marker segments up to the first frame header; each names its own length.
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // Fill bytes, and markers without a length (RSTn, TEM), carry no segment.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    if (isStartOfFrame(marker)) {
      const height = (bytes[offset + 5]! << 8) | bytes[offset + 6]!;
      const width = (bytes[offset + 7]! << 8) | bytes[offset + 8]!;
      return { format: 'jpeg', width, height };
    }
    // Image data (SOS) or the end (EOI) before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9 || length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

/**
 * An image's size as its header claims it, read without decoding a pixel: PNG's IHDR, or a JPEG's
 * start-of-frame. Undefined when the bytes are neither, or the header is missing.
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  if (isPng(bytes)) return pngDimensions(bytes);
  if (isJpeg(bytes)) return jpegDimensions(bytes);
  return undefined;
}
